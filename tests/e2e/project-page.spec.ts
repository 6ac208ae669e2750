import type { Page } from '@playwright/test';
import { content, expect, owner, test, waitForApp, waitForContent } from './support/fixtures';
import { demoProject, openProjectPage, trailmate, type DemoProject } from './support/project-page';

// Scrolling to #projects is instant: where the list lands does not wait for an animation.
test.use({ reducedMotion: 'reduce' });

const TAG = 'Android';
const tagged = content.projects.filter((project) => project.tags.includes(TAG));
// The last Android project: to click its title, the list is scrolled well down the page.
const lastTagged = tagged.at(-1);
if (!lastTagged || tagged.length === content.projects.length) {
  throw new Error(`The demo content needs projects with and without the tag ${TAG}.`);
}
const farDown: DemoProject = lastTagged;

const filter = (page: Page) => page.getByRole('radiogroup', { name: 'Filter projects by tag' });
const tagRadio = (page: Page, tag: string) =>
  filter(page).getByRole('radio', { name: tag, exact: true });
const cardTitles = (page: Page) =>
  page.locator('#projects').getByRole('article').getByRole('heading');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The home page, running, its list showing the projects with `tag` (all of them for All). */
async function expectListFilteredBy(page: Page, tag: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: owner })).toBeVisible();
  await waitForApp(page);
  await expect(tagRadio(page, tag)).toBeChecked();
  const shown =
    tag === 'All'
      ? content.projects
      : content.projects.filter((project) => project.tags.includes(tag));
  await expect(cardTitles(page)).toHaveText(shown.map((project) => project.title));
}

/**
 * On the home page, chooses TAG, scrolls its last card's title to the middle of the screen
 * and opens that project's page by its title; resolves where the list was scrolled to.
 */
async function openAProjectFromTheFilteredList(page: Page): Promise<number> {
  await page.goto('/');
  await waitForContent(page);
  await tagRadio(page, TAG).click();
  await expect(page).toHaveURL(new RegExp(`/\\?tag=${TAG}$`));
  await expectListFilteredBy(page, TAG);
  const title = page.getByRole('article', { name: farDown.title }).getByRole('link', {
    name: farDown.title,
  });
  await title.evaluate((link) => link.scrollIntoView({ block: 'center' }));
  const listScroll = await scrollY(page);
  expect(listScroll, 'the list is scrolled down').toBeGreaterThan(200);
  await title.click();
  await expect(page).toHaveURL(`/projects/${farDown.id}`);
  await expect(page.getByRole('heading', { level: 1, name: farDown.title })).toBeVisible();
  // A new page starts at its top.
  await expect.poll(() => scrollY(page)).toBe(0);
  return listScroll;
}

/** Back on the list: the same tag, the same cards, scrolled where it was (within a few px). */
async function expectTheListAsLeft(page: Page, listScroll: number): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/\\?tag=${TAG}$`));
  await expectListFilteredBy(page, TAG);
  await expect
    .poll(async () => Math.abs((await scrollY(page)) - listScroll))
    .toBeLessThanOrEqual(3);
  await expect(page.getByRole('article', { name: farDown.title })).toBeInViewport();
}

test.describe('from the list to a project and back', () => {
  test('"All projects" brings back the list with its tag, scrolled where it was', async ({
    page,
  }) => {
    const listScroll = await openAProjectFromTheFilteredList(page);
    await page.getByRole('link', { name: 'All projects' }).click();
    await expectTheListAsLeft(page, listScroll);
  });

  test("the browser's Back brings back the list with its tag, scrolled where it was", async ({
    page,
  }) => {
    const listScroll = await openAProjectFromTheFilteredList(page);
    await page.goBack();
    await expectTheListAsLeft(page, listScroll);
  });

  test('"All projects" on a page opened directly leads to the whole list', async ({ page }) => {
    await openProjectPage(page, trailmate);
    await page.getByRole('link', { name: 'All projects' }).click();
    await expect(page).toHaveURL(/\/#projects$/);
    await expectListFilteredBy(page, 'All');
    await expect(page.getByRole('heading', { name: 'Featured Projects' })).toBeInViewport();
  });

  test("a tag on a project's page opens the list filtered by it", async ({ page }) => {
    await openProjectPage(page, trailmate);
    const tag = trailmate.tags[1]!;
    await page.getByRole('link', { name: `Projects tagged ${tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?tag=${tag}#projects$`));
    await expectListFilteredBy(page, tag);
    await expect(page.getByRole('heading', { name: 'Featured Projects' })).toBeInViewport();
  });
});

test.describe('the tag in the address', () => {
  test('choosing a tag writes it in the address without a history entry: Back leaves the page', async ({
    page,
  }) => {
    const before = demoProject('recipe-box');
    await openProjectPage(page, before);
    await page.goto('/');
    await waitForContent(page);
    const entries = await page.evaluate(() => history.length);

    await tagRadio(page, TAG).click();
    await expect(page).toHaveURL(new RegExp(`/\\?tag=${TAG}$`));
    await tagRadio(page, 'Kotlin').click();
    await expect(page).toHaveURL(/\/\?tag=Kotlin$/);
    await expectListFilteredBy(page, 'Kotlin');
    await tagRadio(page, 'All').click();
    await expect(page).toHaveURL(/\/$/);
    await expectListFilteredBy(page, 'All');
    await tagRadio(page, TAG).click();
    await expect(page).toHaveURL(new RegExp(`/\\?tag=${TAG}$`));
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await page.goBack();
    await expect(page).toHaveURL(`/projects/${before.id}`);
    await expect(page.getByRole('heading', { level: 1, name: before.title })).toBeVisible();
  });

  test(`/?tag=${TAG} opens with only the ${TAG} projects`, async ({ page }) => {
    await page.goto(`/?tag=${TAG}`);
    await expectListFilteredBy(page, TAG);
    await expect(page.getByRole('article')).toHaveCount(tagged.length);
  });

  for (const search of ['?tag=nope', '?tag=', '?tag=%20']) {
    test(`/${search} shows every project under All, with no error`, async ({ page, guard }) => {
      await page.goto(`/${search}`);
      await expectListFilteredBy(page, 'All');
      await expect(page.getByRole('article')).toHaveCount(content.projects.length);
      expect(guard.consoleErrors).toEqual([]);
    });
  }
});

test.describe('an unknown project', () => {
  const unknown = '/projects/no-such-project';

  test(`under firebase.json's hosting: a 404, then "No project here" with a way to the list`, async ({
    page,
    guard,
  }) => {
    guard.allowFailedRequest(/\/projects\/no-such-project$/);
    const response = await page.goto(`${unknown}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1, name: 'No project here' })).toBeVisible();
    const home = page.getByRole('link', { name: 'See all projects' });
    await expect(home).toHaveAttribute('href', '/#projects');
    await home.click();
    await expect(page).toHaveURL(`/#projects`);
    await expectListFilteredBy(page, 'All');
  });

  test('the server answers the not-found document, not a project or the home page', async ({
    request,
  }) => {
    const response = await request.get(`${unknown}`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain(trailmate.title);
    expect(html).not.toContain('Featured Projects');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a project's page shows its title, tags, description, images and links", async ({
    page,
  }) => {
    const response = await page.goto(`/projects/${trailmate.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: trailmate.title })).toBeVisible();
    await expect(page).toHaveTitle(`${trailmate.title} · ${owner}`);
    const article = page.getByRole('article', { name: trailmate.title });
    expect(await article.locator('p').first().innerText()).toBe(trailmate.description);

    const tags = article.getByRole('list', { name: 'Tags' }).getByRole('link');
    await expect(tags).toHaveText(trailmate.tags);
    for (const tag of trailmate.tags) {
      await expect(article.getByRole('link', { name: `Projects tagged ${tag}` })).toHaveAttribute(
        'href',
        `/?tag=${tag}#projects`,
      );
    }
    for (const [field, name] of [
      ['githubLink', 'Github'],
      ['projectLink', 'Google Play'],
      ['appStoreLink', 'App Store'],
    ] as const) {
      const link = article.getByRole('link', { name });
      if (trailmate[field] === '') await expect(link).toHaveCount(0);
      else await expect(link).toHaveAttribute('href', trailmate[field]);
    }
    await expect(page.getByRole('link', { name: 'All projects' })).toHaveAttribute(
      'href',
      '/#projects',
    );

    // The lead image, then the others after the description.
    const images = article.getByRole('img', { name: /, image \d+ of / });
    await expect(images).toHaveCount(trailmate.images.length);
    for (const [index, image] of (await images.all()).entries()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      await expect(image).toHaveAttribute(
        'alt',
        `${trailmate.title}, image ${index + 1} of ${trailmate.images.length}`,
      );
      // Arrived and decoded: a picture, not an empty box.
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
  });
});
