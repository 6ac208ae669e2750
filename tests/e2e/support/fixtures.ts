import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export interface DemoContent {
  user: Record<string, string>;
  projects: {
    id: string;
    title: string;
    description: string;
    tags: string[];
    images: string[];
    githubLink: string;
    projectLink: string;
    appStoreLink: string;
  }[];
}

/** The content file the build was made from: tests compare against it, not against copies. */
export const content = JSON.parse(
  readFileSync(join(process.cwd(), 'mocks', 'portfolio.json'), 'utf8'),
) as DemoContent;

export const owner = content.user.name ?? '';

interface Guard {
  /** Console errors matching this are expected by the test (and asserted by it). */
  allowConsoleError(pattern: RegExp): void;
  /** Failed requests to URLs matching this are expected by the test (and their console line). */
  allowFailedRequest(pattern: RegExp): void;
  /** Requests off this machine to URLs matching this are expected (and routed) by the test. */
  allowRequestElsewhere(pattern: RegExp): void;
  consoleErrors: string[];
}

/**
 * Every test fails on an unexpected console error or page error, on a failed request, and on
 * any request that leaves this machine: the memory build must never touch the network.
 */
export const test = base.extend<{ guard: Guard }>({
  guard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const allowedRequests: RegExp[] = [];
      const allowedElsewhere: RegExp[] = [];
      const isAllowedRequest = (url: string) =>
        allowedRequests.some((pattern) => pattern.test(url));
      const consoleErrors: string[] = [];
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (isAllowedRequest(message.location().url)) return;
        consoleErrors.push(message.text());
        if (!allowed.some((pattern) => pattern.test(message.text()))) {
          problems.push(`console error: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? '';
        // A navigation cancels what the previous page still had in flight (its favicon, say).
        if (reason === 'net::ERR_ABORTED' || isAllowedRequest(request.url())) return;
        problems.push(`failed request: ${request.url()} (${reason})`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400 && !isAllowedRequest(response.url())) {
          problems.push(`failed request: ${response.url()} (HTTP ${response.status()})`);
        }
      });
      page.on('request', (request) => {
        const url = new URL(request.url());
        const expected = allowedElsewhere.some((pattern) => pattern.test(request.url()));
        if (url.protocol !== 'data:' && url.hostname !== '127.0.0.1' && !expected) {
          problems.push(`request left the machine: ${request.url()}`);
        }
      });
      await use({
        allowConsoleError: (pattern) => allowed.push(pattern),
        allowFailedRequest: (pattern) => allowedRequests.push(pattern),
        allowRequestElsewhere: (pattern) => allowedElsewhere.push(pattern),
        consoleErrors,
      });
      expect(problems, 'page problems').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Holds back every file of the app's code but the page's small entry (src/start/entry.ts), as a
 * slow phone connection does for seconds; resolves a function that lets them through.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!index-)[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Fills in the contact form (jo@example.com) and presses Submit; resolves the form. */
export async function submitContactForm(
  page: Page,
  name: string,
  message: string,
): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('jo@example.com');
  await form.getByLabel('Your Message').fill(message);
  await form.getByRole('button', { name: 'Submit' }).click();
  return form;
}

/**
 * Waits until the app runs the page: until then the controls that need it are disabled (the
 * contact form's fields among them).
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Name')).toBeEnabled();
}

/** The contact form's fields and its Submit, by their names. */
export function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' });
  return {
    form,
    name: form.getByLabel('Name'),
    email: form.getByLabel('Email'),
    message: form.getByLabel('Your Message'),
    submit: form.getByRole('button', { name: 'Submit' }),
  };
}

/**
 * Waits until the data has rendered (the owner's name and the project cards) and the app runs
 * the page: the prerendered HTML shows both before.
 */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: owner })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(content.projects.length);
  await waitForApp(page);
}

/** Scrolls through the page so every lazy image has loaded (for screenshots and axe). */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  // Every picture has arrived; Chromium then draws each one decoded (--disable-checker-imaging
  // in playwright.config.ts), so a full-page screenshot never catches one as an empty box.
  await page.waitForLoadState('networkidle');
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 600;
}
