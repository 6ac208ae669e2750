import type { Page } from '@playwright/test';
import { expect, test, waitForContent, waitUntilSendAllowed } from './support/fixtures';

function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' });
  return {
    form,
    name: form.getByLabel('Name'),
    email: form.getByLabel('Email'),
    message: form.getByLabel('Your Message'),
    submit: form.getByRole('button', { name: 'Submit' }),
  };
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
    await page.goto('/?latency=1500#contact');
    await waitForContent(page);
    const { form, name, email, message, submit } = contactForm(page);
    await name.fill('Jo');
    await email.fill('jo@example.com');
    await message.fill('Hello');
    await waitUntilSendAllowed(page);
    await submit.click();
    const spinner = page.getByRole('status').filter({ hasText: 'Sending your message' });
    await expect(spinner).toBeVisible();
    const box = await spinner.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(100);
    await expect(form).toBeHidden();
    await expect(page.getByText('Email sent. Expect a reply within 24 hours')).toBeVisible({
      timeout: 5000,
    });
    await expect(form).toHaveCount(0);
  });

  test('keeps exactly what was typed, with an alert, when sending fails', async ({
    page,
    guard,
  }) => {
    guard.allowConsoleError(/The contact message was not sent/);
    await page.goto('/?fail=send#contact');
    await waitForContent(page);
    const { form, name, email, message, submit } = contactForm(page);
    const typed = { name: 'Jo Example', email: 'jo@example.com', message: 'Line one\nLine two' };
    await name.fill(typed.name);
    await email.fill(typed.email);
    await message.fill(typed.message);
    await waitUntilSendAllowed(page);
    await submit.click();
    await expect(form.getByRole('alert')).toContainText('Your message was not sent');
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

  test('sends nothing in the first seconds after the page opened, and says so', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/#contact');
    await waitForContent(page);
    const { form, message, submit } = await fillValid(page);
    // A reload brings the draft back, ready to send the moment the page is up again.
    await page.reload();
    await waitForContent(page);
    await expect(message).toHaveValue('Sent on a bad day');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
    expect(await page.evaluate(() => performance.now())).toBeLessThan(3000);
    await submit.click();
    await expect(form.getByRole('alert')).toContainText('That was quick!');
    await expect(message).toHaveValue('Sent on a bad day');

    await page.clock.resume();
    await page.clock.fastForward(3000);
    await submit.click();
    await expect(page.getByText('Email sent. Expect a reply within 24 hours')).toBeVisible();
  });

  test('offline before sending: nothing is lost, and it sends once back online', async ({
    page,
    context,
  }) => {
    await page.goto('/#contact');
    await waitForContent(page);
    const { form, name, email, message, submit } = await fillValid(page);
    await waitUntilSendAllowed(page);
    await context.setOffline(true);
    await submit.click();
    await expect(form.getByRole('alert')).toContainText('You seem to be offline');
    await expect(name).toHaveValue('Jo');
    await expect(email).toHaveValue('jo@example.com');
    await expect(message).toHaveValue('Sent on a bad day');

    await context.setOffline(false);
    await submit.click();
    await expect(page.getByText('Email sent. Expect a reply within 24 hours')).toBeVisible();
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
