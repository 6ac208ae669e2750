import type { CDPSession, Page } from '@playwright/test';
import { expect, isPhone, test } from './support/fixtures';
import {
  expectViewerAt,
  galleryButton,
  imageViewer,
  openProjectPage,
  trailmate,
} from './support/project-page';

const count = trailmate.images.length;
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Waits for `frames` animation frames of the page: what a wheel would scroll has begun. */
async function letFramesPass(page: Page, frames: number): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, frames);
}

/**
 * Turns the mouse wheel over the middle of the screen and waits until the page has received
 * the wheel event and drawn a few frames since.
 */
async function turnTheWheel(page: Page): Promise<void> {
  await page.evaluate(() => {
    const wheels = { count: 0 };
    Object.assign(window, { wheels });
    window.addEventListener('wheel', () => (wheels.count += 1), { capture: true });
  });
  const { width, height } = page.viewportSize()!;
  await page.mouse.move(width / 2, height / 2);
  await page.mouse.wheel(0, 600);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { wheels: { count: number } }).wheels.count),
    )
    .toBeGreaterThan(0);
  await letFramesPass(page, 10);
}

/**
 * A finger dragged across the viewer's image, as Chromium's touch input delivers it (touch
 * events, which Embla listens to, and the pointer events they make).
 */
async function swipe(cdp: CDPSession, page: Page, direction: 'left' | 'right'): Promise<void> {
  const box = await imageViewer(page, trailmate).dialog.boundingBox();
  if (!box) throw new Error('The viewer is not on screen.');
  // A third of the way down: clear of the previous and next buttons, halfway down the image.
  const y = box.y + box.height / 3;
  const [from, to] =
    direction === 'left'
      ? [box.x + box.width * 0.8, box.x + box.width * 0.15]
      : [box.x + box.width * 0.2, box.x + box.width * 0.85];
  const steps = 8;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: from, y }],
  });
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + ((to - from) * step) / steps, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.describe('the full-size viewer', () => {
  test('by keyboard: opens at the chosen image, moves with the arrows, Home and End, closes with Escape', async ({
    page,
  }) => {
    await openProjectPage(page, trailmate);
    const viewer = imageViewer(page, trailmate);
    const opener = galleryButton(page, trailmate, 1);
    await opener.focus();
    await opener.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    const pageScroll = await scrollY(page);

    await page.keyboard.press('Enter');
    await expect(viewer.dialog).toBeVisible();
    await expectViewerAt(page, trailmate, 1);
    await expect
      .poll(() => viewer.dialog.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);

    await page.keyboard.press('ArrowRight');
    await expectViewerAt(page, trailmate, 2);
    await expect(viewer.next).toHaveAttribute('aria-disabled', 'true');
    // The last image is the last: it does not wrap round.
    await page.keyboard.press('ArrowRight');
    await expectViewerAt(page, trailmate, 2);
    await page.keyboard.press('ArrowLeft');
    await expectViewerAt(page, trailmate, 1);
    await page.keyboard.press('Home');
    await expectViewerAt(page, trailmate, 0);
    await expect(viewer.previous).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('End');
    await expectViewerAt(page, trailmate, count - 1);

    await page.keyboard.press('Escape');
    await expect(viewer.dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await scrollY(page)).toBe(pageScroll);
  });

  test('the previous and next buttons move it, and Close closes it', async ({ page }) => {
    await openProjectPage(page, trailmate);
    const viewer = imageViewer(page, trailmate);
    const opener = galleryButton(page, trailmate, 0);
    await opener.click();
    await expectViewerAt(page, trailmate, 0);
    await viewer.next.click();
    await expectViewerAt(page, trailmate, 1);
    await viewer.next.click();
    await expectViewerAt(page, trailmate, 2);
    await viewer.previous.click();
    await expectViewerAt(page, trailmate, 1);
    await viewer.close.click();
    await expect(viewer.dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the page behind does not scroll with the wheel while the viewer is open', async ({
    page,
  }) => {
    await openProjectPage(page, trailmate);
    const opener = galleryButton(page, trailmate, 0);
    await opener.click();
    await expectViewerAt(page, trailmate, 0);
    const pageScroll = await scrollY(page);

    await turnTheWheel(page);
    expect(await scrollY(page)).toBe(pageScroll);
    await expectViewerAt(page, trailmate, 0);

    // Closed, the same wheel scrolls the page: the check above could have failed.
    await imageViewer(page, trailmate).close.click();
    await expect(imageViewer(page, trailmate).dialog).toBeHidden();
    await turnTheWheel(page);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(pageScroll);
  });

  // A phone, and a touch screen as wide as a laptop's.
  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('by touch: a tap opens it, swipes move it, a tap on Close closes it', async ({ page }) => {
      await openProjectPage(page, trailmate);
      const viewer = imageViewer(page, trailmate);
      const opener = galleryButton(page, trailmate, 0);
      await opener.tap();
      await expectViewerAt(page, trailmate, 0);

      const cdp = await page.context().newCDPSession(page);
      await swipe(cdp, page, 'left');
      await expectViewerAt(page, trailmate, 1);
      await swipe(cdp, page, 'left');
      await expectViewerAt(page, trailmate, 2);
      await swipe(cdp, page, 'right');
      await expectViewerAt(page, trailmate, 1);

      await viewer.close.tap();
      await expect(viewer.dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('keys, buttons and swipes still move it, and it still closes', async ({ page }) => {
      await openProjectPage(page, trailmate);
      const viewer = imageViewer(page, trailmate);
      const opener = galleryButton(page, trailmate, 2);
      await opener.click();
      await expectViewerAt(page, trailmate, 2);
      await page.keyboard.press('Home');
      await expectViewerAt(page, trailmate, 0);
      await viewer.next.click();
      await expectViewerAt(page, trailmate, 1);
      if (isPhone(page)) {
        const cdp = await page.context().newCDPSession(page);
        await swipe(cdp, page, 'left');
        await expectViewerAt(page, trailmate, 2);
      } else {
        await page.keyboard.press('ArrowRight');
        await expectViewerAt(page, trailmate, 2);
      }
      await page.keyboard.press('Escape');
      await expect(viewer.dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });

  test("shows each image as the build's AVIF variant, about as wide as the screen needs", async ({
    page,
  }) => {
    await openProjectPage(page, trailmate);
    const viewer = imageViewer(page, trailmate);
    await galleryButton(page, trailmate, 0).click();
    for (let index = 0; index < count; index += 1) {
      if (index > 0) await viewer.next.click();
      await expectViewerAt(page, trailmate, index);
      const image = viewer.image(index);
      await expect(image).toHaveJSProperty('complete', true);
      const shown = await image.evaluate(async (element: HTMLImageElement) => {
        // A fresh image of the same file reports the file's own pixel width.
        const file = new Image();
        file.src = element.currentSrc;
        await file.decode();
        const picture = element.parentElement;
        return {
          parent: picture?.tagName,
          sources: [...(picture?.querySelectorAll('source') ?? [])].map((source) => source.type),
          // The image's own candidates, for a browser without AVIF.
          fallbacks: element.srcset.split(',').map((candidate) => candidate.trim().split(' ')[0]),
          file: element.currentSrc,
          fileWidth: file.naturalWidth,
          // The image's box is the slot the viewer's sizes describe (a tall picture is
          // contained inside it).
          needed: Math.ceil(element.getBoundingClientRect().width * window.devicePixelRatio),
        };
      });
      expect(shown.parent).toBe('PICTURE');
      expect(shown.sources).toEqual(['image/avif']);
      expect(shown.fallbacks.length).toBeGreaterThan(1);
      for (const fallback of shown.fallbacks) expect(fallback).toMatch(/^\/assets\/.+\.webp$/);
      const name = trailmate.images[index]!.split('/')
        .pop()!
        .replace(/\.\w+$/, '');
      expect(shown.file).toMatch(new RegExp(`/assets/${name}-\\d+w\\.[^/]+\\.avif$`));
      // No wider than the screen needs (10% slack: the build drops a variant the next one
      // covers that well), and no blurry thumbnail either.
      expect(shown.fileWidth).toBeLessThanOrEqual(shown.needed * 1.1);
      expect(shown.fileWidth).toBeGreaterThanOrEqual(shown.needed * 0.9);
    }
  });
});
