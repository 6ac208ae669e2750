import type { Page } from '@playwright/test';
import { MIN_TIME_BEFORE_SEND_MS } from '../../src/sections/contact/send-guard';
import { contactForm, expect, test, waitForContent } from './support/fixtures';

/** What a screen reader hears from the contact card: its live regions (status and alert). */
function liveRegions(page: Page) {
  const card = page.locator('#contact');
  return { status: card.getByRole('status'), alert: card.getByRole('alert') };
}

test.describe('contact form', () => {
  test('shows each rule once a field was touched, with Submit disabled while invalid', async ({
    page,
  }) => {
    await page.goto('/#contact');
    await waitForContent(page);
    const { form, name, email, message, submit } = contactForm(page);
    await expect(page.getByRole('heading', { name: 'Get in touch' })).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(form.locator('.field-error')).toHaveCount(0);

    await name.focus();
    await email.focus();
    await expect(form.getByText('Please enter your name')).toBeVisible();
    await name.fill('J');
    await expect(form.getByText('Your name needs at least 2 characters')).toBeVisible();
    await name.fill('Jo');
    await expect(form.getByText(/Your name needs/)).toHaveCount(0);

    await email.fill('jo@example');
    await message.focus();
    await expect(form.getByText(/valid email address/)).toBeVisible();
    await email.fill('');
    await expect(form.getByText('Please enter your email address')).toBeVisible();
    await email.fill('jo@example.com');

    await name.focus();
    await expect(form.getByText('Please write a message')).toBeVisible();
    await expect(submit).toBeDisabled();
    await message.fill('Hello there');
    await expect(submit).toBeEnabled();
    await email.fill('nope');
    await expect(submit).toBeDisabled();
  });

  test('shows a spinner while sending, then the sent message', async ({ page }) => {
    // The send takes 3 s, so a busy machine still finds the spinner before the message has gone
    // (at 1.5 s, two clean-clone runs in a row missed it).
    await page.goto('/?latency=3000#contact');
    await waitForContent(page);
    const { form, name, email, message, submit } = contactForm(page);
    await name.fill('Jo');
    await email.fill('jo@example.com');
    await message.fill('Hello');
    await submit.click();
    const spinner = page.getByRole('status').filter({ hasText: 'Sending your message' });
    await expect(spinner).toBeVisible();
    await expect(spinner).toBeFocused();
    const box = await spinner.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(100);
    await expect(form).toBeHidden();
    const sent = page.getByText('Email sent. Expect a reply within 24 hours');
    await expect(sent).toBeVisible();
    await expect(sent).toBeFocused();
    await expect(form).toHaveCount(0);
  });

  test('keeps exactly what was typed, with an alert, when sending fails', async ({
    page,
    guard,
  }) => {
    guard.allowConsoleError(/The contact message was not sent/);
    // Latency keeps the spinner up long enough to be heard, however long the typing took and
    // however busy the machine is.
    await page.goto('/?fail=send&latency=3000#contact');
    await waitForContent(page);
    const { form, name, email, message, submit } = contactForm(page);
    const typed = { name: 'Jo Example', email: 'jo@example.com', message: 'Line one\nLine two' };
    await name.fill(typed.name);
    await email.fill(typed.email);
    await message.fill(typed.message);
    await submit.click();
    await expect(liveRegions(page).status).toHaveText('Sending your message');
    await expect(form.getByRole('alert')).toContainText('Your message was not sent', {
      timeout: 15_000,
    });
    await expect(form.getByRole('alert')).toBeFocused();
    await expect(liveRegions(page).alert).toHaveCount(1);
    await expect(liveRegions(page).status).toHaveCount(0);
    await expect(form).toBeVisible();
    await expect(name).toHaveValue(typed.name);
    await expect(email).toHaveValue(typed.email);
    await expect(message).toHaveValue(typed.message);
    expect(guard.consoleErrors.filter((text) => /not sent/.test(text))).toHaveLength(1);
  });

  async function fillValid(page: Page) {
    const fields = contactForm(page);
    await fields.name.fill('Jo');
    await fields.email.fill('jo@example.com');
    await fields.message.fill('Sent on a bad day');
    return fields;
  }

  test('a submit within a second of load shows the spinner at once, then sends', async ({
    page,
  }) => {
    await page.goto('/#contact');
    await waitForContent(page);
    await fillValid(page);
    // Reloaded with the page's clock standing still, so a slow machine cannot make the press
    // late: the page only lives the milliseconds the test lets pass, until it is up again.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.reload({ waitUntil: 'commit' });
    const { form, message, submit } = contactForm(page);
    await expect(async () => {
      await page.clock.runFor(20);
      await expect(submit).toBeEnabled({ timeout: 100 });
    }).toPass();
    // The draft came back, ready to send the moment the page is up again.
    await expect(message).toHaveValue('Sent on a bad day');
    const pressedAt = await page.evaluate(() => performance.now());
    expect(pressedAt).toBeLessThan(1000);
    await submit.click();

    const { status, alert } = liveRegions(page);
    await expect(status).toHaveText('Sending your message');
    await expect(status).toBeFocused();
    await expect(alert).toHaveCount(0);
    await expect(form).toBeHidden();

    // Until the page has been open for the minimum time, the message waits behind the spinner.
    await page.clock.runFor(Math.floor(MIN_TIME_BEFORE_SEND_MS - pressedAt - 500));
    await expect(status).toHaveText('Sending your message');
    await expect(page.getByText(/Email sent/)).toHaveCount(0);
    await page.clock.resume();
    await page.clock.fastForward(1000);
    const sent = page.getByText('Email sent. Expect a reply within 24 hours');
    await expect(sent).toBeVisible();
    await expect(sent).toBeFocused();
    await expect(status).toHaveCount(1);
    await expect(alert).toHaveCount(0);
  });

  test('offline before sending: nothing is lost, and it sends once back online', async ({
    page,
    context,
  }) => {
    await page.goto('/#contact');
    await waitForContent(page);
    const { form, name, email, message, submit } = await fillValid(page);
    await context.setOffline(true);
    await submit.click();
    await expect(form.getByRole('alert')).toContainText('You seem to be offline');
    await expect(form.getByRole('alert')).toBeFocused();
    await expect(name).toHaveValue('Jo');
    await expect(email).toHaveValue('jo@example.com');
    await expect(message).toHaveValue('Sent on a bad day');

    await context.setOffline(false);
    await submit.click();
    await expect(page.getByText('Email sent. Expect a reply within 24 hours')).toBeVisible({
      timeout: 15_000,
    });
  });

  test('a send that takes 30 seconds keeps the spinner up, then succeeds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/?latency=30000#contact');
    // Every call takes 30 s, loading too. Once the app's code (and the repository's) has
    // loaded, its timers are set, and the clock can jump past them.
    await expect(page.getByRole('list', { name: 'Loading projects' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward(30_000);
    await waitForContent(page);
    const { form, submit } = await fillValid(page);
    await submit.click();
    const spinner = page.getByRole('status').filter({ hasText: 'Sending your message' });
    await expect(spinner).toBeVisible();
    await page.clock.fastForward(29_000);
    await expect(spinner).toBeVisible();
    await expect(form).toBeHidden();
    await page.clock.fastForward(1_000);
    await expect(page.getByText('Email sent. Expect a reply within 24 hours')).toBeVisible();
  });
});
