import type { Page } from '@playwright/test';
import { contactForm, expect, test, waitForContent } from './support/fixtures';

/**
 * Records every Error the page's code makes on its main thread, and every stack it captures,
 * with where it was made. With DevTools' Runtime domain on (under Lighthouse, PageSpeed Insights,
 * or with DevTools open), V8 places each such stack by parsing again every function on it that
 * it has not placed before, a module's whole code for a frame at its top level: tens of
 * milliseconds on a slow phone, on the main thread, as the page starts.
 */
function recordErrorsMade() {
  const RealError = Error;
  const made: string[] = [];
  const record = () => {
    const limit = RealError.stackTraceLimit;
    RealError.stackTraceLimit = 20;
    const frames = (new RealError('recorded').stack ?? '').split('\n').slice(1);
    RealError.stackTraceLimit = limit;
    // The page's own frames: this script's are anonymous.
    made.push(frames.filter((frame) => !frame.includes('<anonymous>')).join(' <'));
  };
  const capture = RealError.captureStackTrace.bind(RealError);
  RealError.captureStackTrace = (
    target: object,
    constructorOpt?: (...args: never[]) => unknown,
  ) => {
    record();
    capture(target, constructorOpt);
  };
  window.Error = new Proxy(RealError, {
    apply: (target, self, args: [string?]) => (record(), Reflect.apply(target, self, args)),
    construct: (target, args: [string?], newTarget) => (
      record(),
      Reflect.construct(target, args, newTarget)
    ),
  });
  Object.assign(window, { errorsMade: made });
}

const errorsMade = (page: Page) =>
  page.evaluate(() => (window as unknown as { errorsMade: string[] }).errorsMade);

test('the page makes no Error as it starts, nor as the contact form checks what was typed', async ({
  page,
}) => {
  await page.addInitScript(recordErrorsMade);
  await page.goto('/#contact');
  await waitForContent(page);
  const { email, submit } = contactForm(page);
  // The form has checked the empty fields once it answers: its Submit waits for them.
  await expect(submit).toBeDisabled();
  await email.fill('not an address');
  await email.blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  expect(await errorsMade(page)).toEqual([]);
});

/** React DOM's production message for the exception it throws to hydrate a boundary first. */
const SELECTIVE_HYDRATION = /Minified React error #461\b/;

test('the app takes over the controls without restarting a render to hydrate a boundary', async ({
  page,
}) => {
  // Every exception thrown in the page, caught or not, with its message: React throws one and
  // catches it each time an update reaches a boundary that has not hydrated yet.
  const session = await page.context().newCDPSession(page);
  const thrown: string[] = [];
  session.on('Debugger.paused', (event: { data?: { objectId?: string } }) => {
    void (async () => {
      const objectId = event.data?.objectId;
      if (objectId) {
        const { result } = await session.send('Runtime.callFunctionOn', {
          objectId,
          functionDeclaration: 'function () { return String(this && this.message); }',
          returnByValue: true,
        });
        thrown.push(String(result.value));
      }
      await session.send('Debugger.resume');
    })();
  });
  await session.send('Debugger.enable');
  await session.send('Debugger.setPauseOnExceptions', { state: 'all' });
  await page.goto('/');
  await waitForContent(page);
  await session.send('Debugger.setPauseOnExceptions', { state: 'none' });
  expect(thrown.filter((message) => SELECTIVE_HYDRATION.test(message))).toEqual([]);
});
