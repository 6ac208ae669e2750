import { ALL_TAGS } from '../../src/domain/project-tags';
import {
  content,
  expect,
  holdTheApp,
  submitBeforeTheApp,
  test,
  waitForApp,
} from './support/fixtures';

const tag = 'Firebase';
const tagged = content.projects.filter((project) => project.tags.includes(tag));
const turnable = tagged.find((project) => project.images.length > 2);

test.describe('before the app has arrived', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the tag filter filters, and the app keeps the choice', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-controls', 'early');
    const filter = page.getByRole('radiogroup', { name: 'Filter projects by tag' });
    const cards = page.locator('#projects').getByRole('article');
    await expect(filter.getByRole('radio', { name: ALL_TAGS })).toHaveAccessibleDescription('');
    await filter.getByRole('radio', { name: tag, exact: true }).click();
    await expect(cards.getByRole('heading')).toHaveText(tagged.map((project) => project.title));
    await expect(page.getByRole('list', { name: `Projects tagged ${tag}` })).toBeVisible();

    release();
    await waitForApp(page);
    await expect(filter.getByRole('radio', { name: tag, exact: true })).toBeChecked();
    await expect(cards.getByRole('heading')).toHaveText(tagged.map((project) => project.title));
    // The app answers the filter from here on.
    await filter.getByRole('radio', { name: ALL_TAGS }).click();
    await expect(cards).toHaveCount(content.projects.length);
  });

  test('a carousel turns with its buttons and arrow keys, and the app starts where it was left', async ({
    page,
  }) => {
    expect(turnable, 'a demo project with three pictures and the tag').toBeDefined();
    const release = await holdTheApp(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: `${turnable?.title} screenshots` });
    const counter = carousel.locator('.carousel-counter');
    const slides = turnable?.images.length ?? 0;
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await expect(counter).toHaveText(`3 / ${slides}`);
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await expect(counter).toHaveText(`2 / ${slides}`);
    await carousel.locator('.carousel-viewport').focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`3 / ${slides}`);
    const third = carousel.getByRole('group', { name: `3 of ${slides}` });
    await expect(third).toBeInViewport({ ratio: 0.9 });

    release();
    await waitForApp(page);
    // The app's carousel starts on the slide the visitor turned to, and turns on from there.
    await carousel.hover();
    await expect(third).toBeInViewport({ ratio: 0.9 });
    await expect(counter).toHaveText(`3 / ${slides}`);
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await expect(counter).toHaveText(`2 / ${slides}`);
    await expect(carousel.getByRole('group', { name: `2 of ${slides}` })).toBeInViewport({
      ratio: 0.9,
    });
  });

  test('a message typed and submitted is sent once the app runs, with what was typed', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const submit = form.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await form.getByLabel('Name').fill('Jo Early');
    await form.getByLabel('Email').fill('jo@example.com');
    await expect(submit).toBeDisabled();
    await form.getByLabel('Your Message').fill('Typed before the app came');
    await expect(submit).toBeEnabled();
    await expect(submit).toHaveAccessibleDescription('');
    await submit.click();
    await expect(form).toHaveAttribute('data-queued-submit', '');
    const kept = page.getByRole('status').filter({ hasText: 'will be sent as soon as' });
    await expect(kept).toHaveText(
      'Your message will be sent as soon as the page has finished loading.',
    );

    release();
    const sent = page.getByText('Email sent. Expect a reply within 24 hours');
    await expect(sent).toBeVisible({ timeout: 15_000 });
    await expect(sent).toBeFocused();
    await expect(kept).toHaveCount(0);
    // Sent once, and the draft with it (the Firestore suite reads the one stored message).
    expect(await page.evaluate(() => sessionStorage.getItem('portfolio.contact-draft'))).toBeNull();
  });

  test('with ?latency=, the app renders afresh: a kept Submit is not promised, the draft stays', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto('/?latency=200#contact');
    const kept = await submitBeforeTheApp(page, 'Typed before the app came');
    await expect(kept).toHaveCount(1);

    release();
    await waitForApp(page);
    await expect(kept).toHaveCount(0);
    await expect(page.getByLabel('Your Message')).toHaveValue('Typed before the app came');
  });
});
