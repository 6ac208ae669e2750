import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

/** A phone-like page: 4x slower CPU and a slow 4G network, as Lighthouse's mobile preset. */
async function openThrottledPage(browser) {
  const page = await browser.newPage({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return { page, cdp };
}

export async function launch() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * Loads a page throttled and reports its paints, how much JavaScript (bytes on the wire, gzip)
 * had arrived before the first paint and in all, and when every control came to work: the
 * moment something answers the page's controls (`<html data-controls>`: the early controls of
 * src/early-controls.ts, or the app) and none of them is still disabled or described by the
 * "works once the page has finished loading" hint (NaN on a page without scripts,
 * `expectControls: false`, whose controls never work).
 */
export async function measureFirstPaint(browser, url, { expectControls = true } = {}) {
  const { page } = await openThrottledPage(browser);
  await page.addInitScript(() => {
    window.__lcp = NaN;
    window.__controlsEnabled = NaN;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // Watched from the start: the attributes change as the early controls start.
    const observer = new MutationObserver(() => {
      if (!document.documentElement.dataset.controls) return;
      if (!document.querySelector('input[name="project-tag"]')) return;
      const waiting = 'input:disabled, [aria-describedby~="app-starting-hint"], fieldset:disabled';
      if (document.querySelector(waiting)) return;
      window.__controlsEnabled = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
  // Not 'networkidle': the Firestore build keeps a listener's long poll open, so the network is
  // idle only if the app happens to pause for half a second before it connects. The waits below
  // are for what is measured.
  await page.goto(url, { waitUntil: 'load' });
  // The largest paint is reported once the browser has settled it; a page read before then
  // would say 0 and make every ratio to it infinite.
  await page.waitForFunction(() => !Number.isNaN(window.__lcp), null, { timeout: 30_000 });
  if (expectControls) {
    await page.waitForFunction(() => !Number.isNaN(window.__controlsEnabled), null, {
      timeout: 30_000,
    });
  }
  await page.waitForTimeout(500);
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'));
    const bytes = (entries) => entries.reduce((total, entry) => total + entry.transferSize, 0);
    return {
      fcp,
      lcp: window.__lcp,
      controlsEnabled: window.__controlsEnabled,
      controlsAfterPaint: window.__controlsEnabled - fcp,
      jsBeforePaintKb: bytes(scripts.filter((entry) => entry.responseEnd <= fcp)) / 1024,
      jsTotalKb: bytes(scripts) / 1024,
    };
  });
  await page.close();
  return result;
}

/**
 * On a page with many projects, clicks tags in turn and reports the slowest interaction
 * (Event Timing: input to next paint) and the JS heap afterwards.
 */
export async function measureTagSwitch(browser, url, tags) {
  const { page, cdp } = await openThrottledPage(browser);
  await page.addInitScript(() => {
    window.__events = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId) window.__events.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('radiogroup', { name: 'Filter projects by tag' }).waitFor();
  await page.waitForTimeout(1000);
  for (const tag of tags) {
    // Plain mouse input, as a visitor's: a locator's click runs Playwright's own checks in the
    // page around the input, and they would be counted as part of the interaction.
    const radio = page.getByRole('radio', { name: tag, exact: true });
    await radio.scrollIntoViewIfNeeded();
    const box = await radio.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(150);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForTimeout(400);
  }
  const durations = await page.evaluate(() => window.__events);
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await page.close();
  return {
    slowestTagSwitchMs: durations.length > 0 ? Math.max(...durations) : 0,
    interactions: durations.length,
    heapMb: usedSize / 1024 / 1024,
  };
}
