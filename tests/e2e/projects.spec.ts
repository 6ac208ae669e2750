import type { Locator, Page } from '@playwright/test';
import { content, expect, owner, test, waitForContent } from './support/fixtures';

/** The carousel's autoplay delay (5 s) and a little more. */
const PAST_AUTOPLAY_DELAY_MS = 5_600;

/**
 * Stops the page's clock, installed before the page loaded (`page.clock.install()`) and running
 * since: from here on the page's timers, animation frames and idle callbacks run only as the
 * test moves the clock on. pauseAt takes a time still to come; a second ahead of the page's
 * covers the round trip, and whatever falls due in that second runs once.
 */
async function stopTheClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

/**
 * With the clock stopped, a carousel brought into view starts in the browser's next idle
 * period, and idle periods too come only with the clock: it moves on a tenth of a second at a
 * time until the carousel plays. Embla then moves the track with a transform, and the counter
 * goes quiet for screen readers, as it does only while autoplay runs.
 */
async function runTheClockUntilItPlays(page: Page, carousel: Locator): Promise<void> {
  const track = carousel.locator('.carousel-track');
  const counter = carousel.locator('.carousel-counter');
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return [await track.getAttribute('style'), await counter.getAttribute('aria-live')];
    })
    .toEqual([expect.stringMatching(/translate3d/), 'off']);
}

const tags = [...new Set(content.projects.flatMap((project) => project.tags))];
const withImages = content.projects.find((project) => project.images.length > 2);
const lastWithSlides = content.projects.findLast((project) => project.images.length > 1);

test.describe('projects', () => {
  test('the tag filter shows exactly the projects with each tag, and All shows every one', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForContent(page);
    const filter = page.getByRole('radiogroup', { name: 'Filter projects by tag' });
    await expect(filter.locator('label')).toHaveText(['All', ...tags]);
    for (const tag of ['All', ...tags]) {
      await expect(filter.getByRole('radio', { name: tag, exact: true })).toBeVisible();
    }
    // Running, the filter has nothing to excuse, and the no-JavaScript notes stay unseen.
    await expect(filter.getByRole('radio', { name: 'All' })).toHaveAccessibleDescription('');
    await expect(page.locator('.needs-javascript-note')).toHaveCount(0);
    await expect(filter.getByRole('radio', { name: 'All' })).toBeChecked();

    const cards = page.locator('#projects').getByRole('article');
    for (const tag of tags) {
      await filter.getByRole('radio', { name: tag, exact: true }).click();
      const expected = content.projects.filter((project) => project.tags.includes(tag));
      await expect(cards).toHaveCount(expected.length);
      await expect(cards.getByRole('heading')).toHaveText(expected.map((project) => project.title));
    }
    await filter.getByRole('radio', { name: 'All' }).click();
    await expect(cards).toHaveCount(content.projects.length);
  });

  test('each card shows its tags, description and only the links it has, in new tabs', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForContent(page);
    for (const project of content.projects) {
      const card = page.getByRole('article', { name: project.title });
      await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(
        project.tags,
      );
      expect(await card.locator('.project-description').innerText()).toBe(project.description);
      for (const [field, name] of [
        ['githubLink', 'Github'],
        ['projectLink', 'Google Play'],
        ['appStoreLink', 'App Store'],
      ] as const) {
        const link = card.getByRole('link', { name });
        if (project[field] === '') {
          await expect(link).toHaveCount(0);
        } else {
          await expect(link).toHaveAttribute('href', project[field]);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', /noopener/);
        }
      }
      await expect(card.getByRole('region')).toHaveCount(project.images.length > 0 ? 1 : 0);
    }
  });

  test('every picture is shown whole: in the card’s box, portrait phone screenshots in their own shape', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForContent(page);
    // The first picture of each carousel: the others load lazily, when they are needed.
    const pictures = page.locator('#projects .carousel-slide:first-child img');
    let portraits = 0;
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveJSProperty('complete', true);
      const shape = await picture.evaluate((image: HTMLImageElement) => {
        const box = image.getBoundingClientRect();
        const fit = getComputedStyle(image).objectFit;
        const slide = image.closest('.carousel-slide')?.getBoundingClientRect() ?? box;
        return {
          natural: image.naturalWidth / image.naturalHeight,
          box: box.width / box.height,
          slide: slide.width / slide.height,
          fit,
        };
      });
      if (shape.natural < 1) {
        portraits += 1;
        // As tall as the slide allows, as wide as its own proportions: no bars drawn beside it.
        expect(shape.box).toBeCloseTo(shape.natural, 2);
        expect(shape.slide).toBeCloseTo(8 / 5, 1);
      } else expect(shape.box).toBeCloseTo(8 / 5, 1);
      // `contain` scales the picture down into the box; `cover` (or `fill`) would crop or bend it.
      expect(shape.fit).toBe('contain');
    }
    expect(portraits, 'the demo content needs portrait screenshots').toBeGreaterThan(0);
  });

  test.describe('carousel', () => {
    test.use({ reducedMotion: 'reduce' });

    test('buttons and arrow keys move it; no autoplay under reduced motion', async ({ page }) => {
      if (!withImages) throw new Error('the demo content needs a project with 3+ images');
      await page.clock.install();
      await page.goto('/');
      await waitForContent(page);
      const carousel = page.getByRole('region', { name: `${withImages.title} screenshots` });
      await carousel.scrollIntoViewIfNeeded();
      const count = withImages.images.length;
      const counter = carousel.locator('.carousel-counter');
      await expect(counter).toHaveText(`1 / ${count}`);
      await expect(carousel.getByRole('img')).toHaveCount(count);
      for (const [index, image] of (await carousel.getByRole('img').all()).entries()) {
        await expect(image).toHaveAttribute(
          'alt',
          `${withImages.title} screenshot ${index + 1} of ${count}`,
        );
      }

      await carousel.getByRole('button', { name: 'Next image' }).click();
      await expect(counter).toHaveText(`2 / ${count}`);
      await carousel.getByRole('button', { name: 'Previous image' }).click();
      await carousel.getByRole('button', { name: 'Previous image' }).click();
      await expect(counter).toHaveText(`${count} / ${count}`);

      await carousel.locator('.carousel-viewport').focus();
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(`1 / ${count}`);
      await page.keyboard.press('ArrowLeft');
      await expect(counter).toHaveText(`${count} / ${count}`);

      // Clicked away from, on screen but neither hovered nor focused, it would play now if motion
      // were allowed (as the test below shows). Not on its card, which would open the project.
      await page.getByRole('heading', { name: 'Featured Projects' }).click();
      await expect(carousel).toBeInViewport();
      await stopTheClock(page);
      await page.clock.runFor(PAST_AUTOPLAY_DELAY_MS);
      await expect(counter).toHaveText(`${count} / ${count}`);
    });

    test('later slides load lazily', async ({ page }) => {
      if (!withImages) throw new Error('the demo content needs a project with 3+ images');
      await page.goto('/');
      await waitForContent(page);
      const images = page
        .getByRole('region', { name: `${withImages.title} screenshots` })
        .getByRole('img');
      for (const image of (await images.all()).slice(1)) {
        await expect(image).toHaveAttribute('loading', 'lazy');
      }
    });
  });

  test("only the first row's pictures load with the page, every other card's as it nears the screen", async ({
    page,
  }) => {
    // A phone, where the fifth card is far below the first screen, whichever project runs this.
    await page.setViewportSize({ width: 375, height: 667 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await waitForContent(page);
    await page.waitForLoadState('networkidle');
    // Each picture's variants are named after its file: /assets/<name>-<width>w.<hash>.<format>.
    const loaded = (project: (typeof content.projects)[number]) => {
      const name = project.images[0]
        ?.split('/')
        .pop()
        ?.replace(/\.\w+$/, '');
      return requested.some((path) => path.startsWith(`/assets/${name}-`));
    };
    const firstRow = content.projects.slice(0, 4).filter((project) => project.images.length > 0);
    const below = content.projects.slice(4).find((project) => project.images.length > 0);
    if (firstRow.length === 0 || !below) throw new Error('the demo content needs pictures in both');
    expect(firstRow.map(loaded)).toEqual(firstRow.map(() => true));
    expect(loaded(below)).toBe(false);

    await page.getByRole('article', { name: below.title }).scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(below)).toBe(true);
  });

  test('autoplay advances after 5 seconds when motion is allowed', async ({ page }) => {
    if (!withImages) throw new Error('the demo content needs a project with 3+ images');
    const count = withImages.images.length;
    await page.clock.install();
    await page.goto('/');
    await waitForContent(page);
    await stopTheClock(page);
    const carousel = page.getByRole('region', { name: `${withImages.title} screenshots` });
    const counter = carousel.locator('.carousel-counter');
    await carousel.scrollIntoViewIfNeeded();
    await runTheClockUntilItPlays(page, carousel);
    await expect(counter).toHaveText(`1 / ${count}`);
    await page.clock.runFor(4_500);
    await expect(counter).toHaveText(`1 / ${count}`);
    await page.clock.runFor(PAST_AUTOPLAY_DELAY_MS - 4_500);
    await expect(counter).toHaveText(`2 / ${count}`);
  });

  test('a carousel far off screen waits, slides once scrolled into view, and stops when scrolled away', async ({
    page,
  }) => {
    if (!lastWithSlides) throw new Error('the demo content needs a project with 2+ images');
    const count = lastWithSlides.images.length;
    await page.clock.install();
    await page.goto('/');
    await waitForContent(page);
    await stopTheClock(page);
    const carousel = page.getByRole('region', { name: `${lastWithSlides.title} screenshots` });
    const track = carousel.locator('.carousel-track');
    const counter = carousel.locator('.carousel-counter');
    await page.clock.runFor(PAST_AUTOPLAY_DELAY_MS);
    // Embla moves the track with a transform once it has measured the carousel.
    await expect(track).not.toHaveAttribute('style');
    await expect(counter).toHaveText(`1 / ${count}`);

    await carousel.scrollIntoViewIfNeeded();
    await runTheClockUntilItPlays(page, carousel);
    await page.clock.runFor(PAST_AUTOPLAY_DELAY_MS);
    await expect(counter).toHaveText(`2 / ${count}`);

    // Off screen again, it stops where it is, and its counter is announced again.
    await page.getByRole('heading', { level: 1, name: owner }).scrollIntoViewIfNeeded();
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(PAST_AUTOPLAY_DELAY_MS);
    await expect(counter).toHaveText(`2 / ${count}`);
  });
});
