import { contactForm, content, waitForContent } from '../support/fixtures';
import { callTool, waitForTools, WEBMCP_LAUNCH } from '../support/webmcp';
import { expect, test, waitForFirestore } from './support/fixtures';

test.use({ launchOptions: WEBMCP_LAUNCH });

const summaryOf = (text: string) => text.replace(/\s+/g, ' ').trim();

test('an agent lists the projects, with and without a tag, as the content has them', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await waitForContent(page);
  expect(await waitForTools(page)).toEqual([
    'get_profile',
    'get_project',
    'get_resume',
    'list_posts',
    'list_projects',
    'send_message',
  ]);
  const tools = await page.webmcp.tools();
  const readOnly = tools.filter(({ annotations }) => annotations?.readOnly).map(({ name }) => name);
  expect(readOnly.sort()).toEqual([
    'get_profile',
    'get_project',
    'get_resume',
    'list_posts',
    'list_projects',
  ]);

  const all = await callTool(page, 'list_projects', {});
  expect(all.isError).toBe(false);
  expect(all.data).toEqual(
    content.projects.map((project) => ({
      id: project.id,
      title: project.title,
      tags: project.tags,
      summary: expect.stringContaining(summaryOf(project.description).slice(0, 60)),
      address: `${baseURL}/projects/${project.id}`,
    })),
  );
  const tag = content.projects[0]?.tags[0] ?? '';
  const tagged = await callTool(page, 'list_projects', { tag });
  expect((tagged.data as { id: string }[]).map(({ id }) => id)).toEqual(
    content.projects.filter((project) => project.tags.includes(tag)).map(({ id }) => id),
  );
  const project = content.projects[1];
  const one = await callTool(page, 'get_project', { id: project?.id });
  expect(one.data).toMatchObject({ title: project?.title, description: project?.description });
  const profile = await callTool(page, 'get_profile', {});
  expect(profile.data).toMatchObject({ name: content.user.name, bio: content.user.bio });
  const career = (content as unknown as { resume: { work: { position: string }[] } }).resume;
  const resume = await callTool(page, 'get_resume', {});
  expect(
    (resume.data as { work: { position: string }[] }).work.map(({ position }) => position),
  ).toEqual(career.work.map(({ position }) => position));
  expect(resume.data).toMatchObject({ addresses: { page: `${baseURL}/cv` } });
  const demoPosts = (
    content as unknown as { posts?: { slug: string; publishedAt: string; draft?: boolean }[] }
  ).posts;
  const published = (demoPosts ?? [])
    .filter(({ draft }) => !draft)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug));
  const posts = await callTool(page, 'list_posts', {});
  expect((posts.data as { address: string }[]).map(({ address }) => address)).toEqual(
    published.map(({ slug }) => `${baseURL}/writing/${slug}`),
  );
});

test('on the French page an agent reads the French texts and the French pages’ addresses', async ({
  page,
  baseURL,
}) => {
  const french = content as unknown as {
    projects: { id: string; title: string; translations?: { fr?: { title?: string } } }[];
    user: { bio: string; translations?: { fr?: { bio?: string } } };
  };
  await page.goto('/fr/');
  // The tools' code loads once the page is idle: French's own page, before or after the live read.
  await expect(page.getByRole('heading', { level: 1, name: content.user.name })).toBeVisible();
  await waitForTools(page);
  const all = await callTool(page, 'list_projects', {});
  expect(
    (all.data as { title: string; address: string }[]).map(({ title, address }) => ({
      title,
      address,
    })),
  ).toEqual(
    french.projects.map((project) => ({
      title: project.translations?.fr?.title || project.title,
      address: `${baseURL}/fr/projects/${project.id}`,
    })),
  );
  const profile = await callTool(page, 'get_profile', {});
  expect(profile.data).toMatchObject({ bio: french.user.translations?.fr?.bio });
  const resume = await callTool(page, 'get_resume', {});
  expect(resume.data).toMatchObject({
    addresses: { page: `${baseURL}/fr/cv`, pdf: `${baseURL}/fr/cv.pdf` },
  });
});

test('bad input gets an error result that says why, and stores nothing', async ({
  page,
  ownerDb,
}) => {
  await page.goto('/');
  await waitForContent(page);
  await waitForTools(page);
  const bad = [
    ['list_projects', { tag: 'No such tag' }, /No project has the tag "No such tag"/],
    ['get_project', { id: 'no-such-project' }, /No project has the id "no-such-project"/],
    ['send_message', { name: 'J', email: 'jo@example.com', message: 'Hi' }, /name: Your name/],
    ['send_message', { name: 'Jo', email: 'not an address', message: 'Hi' }, /email: /],
    [
      'send_message',
      { name: 'Jo', email: 'jo@example.com', message: 'x'.repeat(5001) },
      /message: A message can have at most 5000 characters/,
    ],
  ] as const;
  for (const [name, input, why] of bad) {
    const result = await callTool(page, name, input);
    expect(result.isError, name).toBe(true);
    expect(result.text, name).toMatch(why);
  }
  const { name } = contactForm(page);
  await expect(name).toHaveValue('');
  expect((await ownerDb.collection('Emails').get()).size).toBe(0);
});

test('send_message fills the form, the visitor confirms with Submit, and one message is stored', async ({
  page,
  ownerDb,
}) => {
  const typed = { name: 'Jo Agent', email: 'jo@example.com', message: 'Hello\nfrom an agent' };
  await page.goto('/');
  await waitForContent(page);
  await waitForFirestore(page);
  await waitForTools(page);
  const result = await callTool(page, 'send_message', typed);
  expect(result.isError).toBe(false);
  expect(result.text).toMatch(/nothing is sent until they check it and press Submit/);

  // The confirmation step: the visible form holds the message, Submit waits for the visitor.
  const { form, name, email, message, submit } = contactForm(page);
  await expect(name).toHaveValue(typed.name);
  await expect(email).toHaveValue(typed.email);
  await expect(message).toHaveValue(typed.message);
  await expect(submit).toBeEnabled();
  await expect(submit).toBeFocused();
  await expect(form).toBeInViewport();
  expect((await ownerDb.collection('Emails').get()).size).toBe(0);

  await submit.click();
  await expect(page.getByText('Email sent. Expect a reply within 24 hours')).toBeVisible({
    timeout: 15_000,
  });
  const stored = await ownerDb.collection('Emails').get();
  expect(stored.size).toBe(1);
  expect(stored.docs[0]?.data()).toMatchObject(typed);

  // The form is gone once sent: the tool says so instead of filling anything.
  const again = await callTool(page, 'send_message', typed);
  expect(again.isError).toBe(true);
  expect((await ownerDb.collection('Emails').get()).size).toBe(1);
});
