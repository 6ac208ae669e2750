import { content, expect, owner, test, waitForContent } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { switchColorScheme } from './support/color-scheme';
import { demoJobs, entryCount, openCv } from './support/cv';

test.use({ reducedMotion: 'reduce' });

test.describe('the Experience section', () => {
  test('lists every job after About and opens the CV', async ({ page }) => {
    await page.goto('/');
    await waitForContent(page);
    const section = page.locator('section#experience');
    await expect(section.getByRole('heading', { level: 2, name: 'Experience' })).toBeVisible();
    const previous = await section.evaluate((element) => element.previousElementSibling?.id);
    expect(previous).toBe('home');
    const jobs = section.getByRole('listitem');
    await expect(jobs).toHaveCount(demoJobs.length);
    for (const [index, job] of demoJobs.entries()) {
      await expect(jobs.nth(index)).toContainText(`${job.position} · ${job.name}`);
    }
    await expect(jobs.first()).toContainText('– present');
    await section.getByRole('link', { name: 'Full CV' }).click();
    await expect(page).toHaveURL(/\/cv$/);
    await expect(page.getByRole('heading', { level: 1, name: owner })).toBeVisible();
    await expect(page).toHaveTitle(`CV · ${owner}`);
    await expect(page.locator('article.cv-entry')).toHaveCount(entryCount);
  });

  for (const path of ['/cv', '/', '/projects/trailmate']) {
    test(`the header’s Resume link on ${path} goes to the CV when the profile names no file`, async ({
      page,
    }) => {
      expect(content.user.resume).toBe('');
      await page.goto(path);
      // Once the app runs the page: its footer's year is the visit's.
      await expect(page.getByRole('contentinfo')).toContainText(/© \d{4} /);
      const banner = page.getByRole('banner');
      if ((page.viewportSize()?.width ?? 0) < 600) {
        await banner.getByRole('button', { name: 'Menu' }).click();
      }
      await expect(banner.getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/cv');
    });
  }
});

test.describe('/cv', () => {
  test('has its own title, description, canonical address, preview and structured data', async ({
    page,
  }) => {
    const response = await page.goto('/cv');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`CV · ${owner}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`^The CV of ${owner}`),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/cv$/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/cv$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `CV · ${owner}`,
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@graph': { hasOccupation: { name: string }[]; alumniOf: unknown[] }[] };
    const person = jsonLd['@graph'][0];
    expect(person?.hasOccupation.map(({ name }) => name)).toEqual(
      demoJobs.map(({ position }) => position),
    );
    expect(person?.alumniOf.length).toBeGreaterThan(0);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`is accessible and looks right in the ${colorScheme} scheme`, async ({
      page,
    }, testInfo) => {
      await openCv(page);
      await switchColorScheme(page, colorScheme);
      await expectNoAxeViolations(page, `/cv, ${colorScheme}`);
      await page.screenshot({
        path: `test-results/screenshots/cv-${testInfo.project.name}-${colorScheme}.png`,
        fullPage: true,
      });
    });
  }

  test('the home page with its Experience section stays accessible', async ({ page }) => {
    await page.goto('/');
    await waitForContent(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, colorScheme);
      await page.locator('#experience').scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page, `home, ${colorScheme}`);
    }
  });
});

test.describe('/cv without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is the whole CV, with its links', async ({ page }) => {
    await page.goto('/cv');
    await expect(page.getByRole('heading', { level: 1, name: owner })).toBeVisible();
    await expect(page.locator('article.cv-entry')).toHaveCount(entryCount);
    for (const job of demoJobs) {
      await expect(
        page.getByRole('heading', { level: 3, name: job.position, exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/cv.pdf',
    );
    await expect(page.getByRole('link', { name: 'JSON Resume' })).toHaveAttribute(
      'href',
      '/resume.json',
    );
  });

  test('the home page’s Experience section links to it', async ({ page }) => {
    await page.goto('/');
    await page.locator('#experience').getByRole('link', { name: 'Full CV' }).click();
    await expect(page).toHaveURL(/\/cv$/);
    await expect(page.locator('article.cv-entry')).toHaveCount(entryCount);
  });
});
