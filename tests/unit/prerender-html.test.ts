import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import type { DehydratedState } from '@tanstack/react-query';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { describeCvSharing, describeSharing, type ShareAddresses } from '@/domain/share-metadata';
import { describeCvStructuredData, describeStructuredData } from '@/domain/structured-data';
import { parseProject, type Project } from '@/domain/project';
import { projectPath } from '@/domain/project-address';
import { emptyResume, groupResume, parseResumeEntry, type Resume } from '@/domain/resume';
import { parseUserProfile, type UserProfile } from '@/domain/user-profile';
import { SITE_METADATA } from '@/domain/page-metadata';
import { listStaticPaths, prerenderPage, type PrerenderedPage } from '@/start/entry-prerender';
import { cspHash } from '../../scripts/lib/page-policy';
import { fillTemplate, PLACEHOLDERS } from '../../scripts/prerender';
import { makeContent, makeProject, makeUser } from '../support/factories';

/**
 * Text that means something to String.replace (`$&`, `$\``, `$'`, `$$`, `$1`), to HTML (a script
 * that closes the JSON one, comments, quotes, `&`), to XML and to JavaScript (U+2028, U+2029).
 */
const HOSTILE = [
  '$&',
  '$`',
  "$'",
  '$$',
  '$1',
  '</script><script>alert(1)</script>',
  '<!--',
  '-->',
  ']]>',
  '\u2028',
  '\u2029',
  '"',
  "'",
  '&',
  '&amp;',
  '\n',
];
const PAYLOAD = HOSTILE.join(' ');

/** The template the build fills (Vite only adds its script and stylesheet tags to it). */
const TEMPLATE = readFileSync('index.html', 'utf8');

/** A link keeps the text wherever the URL parser leaves it: `'` in the path, `\`` in the query. */
const asLink = (text: string) => `https://example.com/p/${text}?q=${text}#${text}`;
/** A root-relative image path is kept as it is. */
const asImage = (text: string) => `/img/${text}.png`;

const USER_FIELDS: Record<string, (text: string) => unknown> = {
  // Names are trimmed: the text goes in the middle, so a separator at its end stays.
  name: (text) => `Ada ${text} L.`,
  label: (text) => `Developer ${text}`,
  bio: (text) => `I build apps. ${text}`,
  photo: asImage,
  facebook: asLink,
  instagram: asLink,
  linkedin: asLink,
  medium: asLink,
  blogger: asLink,
  github: asLink,
  resume: asLink,
  twitter: asLink,
  youtube: asLink,
  whatsapp: asLink,
};

const PROJECT_FIELDS: Record<string, (text: string) => unknown> = {
  id: (text) => `project ${text}`,
  title: (text) => `Weather ${text}`,
  description: (text) => `A project. ${text}`,
  // Tags are clipped at 50 characters: one tag per piece keeps every piece whole.
  tags: (text) => text.split(' ').map((piece) => `a${piece}b`),
  images: (text) => [asImage(text), `https://example.com/i.png?q=${text}`],
  githubLink: asLink,
  projectLink: asLink,
  appStoreLink: asLink,
};

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true },
});
afterAll(() => window.happyDOM.close());

function parse(html: string) {
  return new window.DOMParser().parseFromString(html, 'text/html');
}

const templateDocument = parse(TEMPLATE);
const outerHtml = (elements: Iterable<{ outerHTML: string }>) =>
  [...elements].map((element) => element.outerHTML);

const ADDRESSES: ShareAddresses = {
  siteUrl: 'https://ada.example/',
  previewImage: { path: '/assets/preview-0123456789ab.png', width: 1200, height: 630, alt: '' },
};
const OPTIONS = { addresses: ADDRESSES, indexable: true };

/**
 * The query cache the router's scripts hand the client: their sources run as a browser runs
 * them, one after another in one global scope (each script removes itself as it ends).
 */
function stateOf(sources: readonly string[]): DehydratedState {
  const scope: Record<string, unknown> = {
    document: { currentScript: { previousElementSibling: null, remove: () => {} } },
  };
  scope.self = scope;
  for (const source of sources) runInNewContext(source, scope);
  const tsr = scope.$_TSR as { router: { dehydratedData: { queries: string } } };
  return JSON.parse(tsr.router.dehydratedData.queries) as DehydratedState;
}

/** The profile and projects the page was rendered from, as the state it carries holds them. */
function contentOf(page: PrerenderedPage) {
  const [user, projects, resume] = stateOf(page.scripts.sources).queries.map(
    (query) => query.state.data,
  );
  return {
    user: user as UserProfile | null,
    projects: (projects ?? []) as Project[],
    resume: (resume ?? emptyResume()) as Resume,
  };
}

/**
 * The link preview tags and the structured data, each exactly once, in the head, saying what the
 * page's content says (as text, whatever HTML or JSON it holds).
 */
function expectShareTagsIntact(document: ReturnType<typeof parse>, page: PrerenderedPage) {
  const { user, projects, resume } = contentOf(page);
  if (!user?.name) return;
  const cv = page.path === '/cv';
  const { canonical, profileTags, addressTags } = (cv ? describeCvSharing : describeSharing)(
    user,
    ADDRESSES,
  );
  const canonicals = document.querySelectorAll('link[rel="canonical"]');
  expect(canonicals).toHaveLength(1);
  expect(canonicals[0]?.getAttribute('href')).toBe(canonical);
  for (const { attribute, key, content } of [...profileTags, ...addressTags]) {
    const found = [...document.querySelectorAll('meta')].filter(
      (meta) => meta.getAttribute(attribute) === key,
    );
    expect(found, key).toHaveLength(1);
    expect(found[0]?.parentElement, key).toBe(document.head);
    expect(found[0]?.getAttribute('content'), key).toBe(content);
  }
  const blocks = document.querySelectorAll('script[type="application/ld+json"]');
  expect(blocks).toHaveLength(1);
  expect(blocks[0]?.parentElement).toBe(document.head);
  expect(JSON.parse(blocks[0]?.textContent ?? '')).toEqual(
    cv
      ? describeCvStructuredData(user, resume, ADDRESSES.siteUrl)
      : describeStructuredData(user, projects, ADDRESSES.siteUrl),
  );
}

/** Fills the template as the build does, and checks that the content stayed content. */
function expectIntact(page: PrerenderedPage): ReturnType<typeof parse> {
  const document = parse(fillTemplate(TEMPLATE, page));

  // The router's scripts, as the page carries them, and the policy that allows them by hash
  // and nothing else inline; they hold exactly the cache the page was rendered from.
  const scripts = [...document.querySelectorAll('script[data-tsr-stream-part]')];
  expect(scripts.map((script) => script.textContent)).toEqual(page.scripts.sources);
  const policies = document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
  expect(policies).toHaveLength(1);
  const scriptSources = /script-src ([^;]*)/.exec(policies[0]?.getAttribute('content') ?? '')?.[1];
  expect(scriptSources?.split(' ').filter((source) => source.startsWith("'sha256-"))).toEqual(
    page.scripts.sources.map(cspHash),
  );

  // One title and one description, saying the page's metadata as text.
  const titles = document.querySelectorAll('title');
  expect(titles).toHaveLength(1);
  expect(titles[0]?.parentElement).toBe(document.head);
  expect(titles[0]?.textContent).toBe(page.metadata.title);
  const descriptions = document.querySelectorAll('meta[name="description"]');
  expect(descriptions).toHaveLength(1);
  expect(descriptions[0]?.parentElement).toBe(document.head);
  expect(descriptions[0]?.getAttribute('content')).toBe(page.metadata.description);

  // The rest of the head as it was, and what the page adds (and nothing more); in the body,
  // the root, the router's scripts and the template's.
  const added = (element: Element) =>
    element.matches(
      'link[rel="canonical"], meta[property], meta[http-equiv], script[type="application/ld+json"]',
    ) || /^(twitter:|robots$|prerendered-path$)/.test(element.getAttribute('name') ?? '');
  const others = (parent: typeof templateDocument.head) =>
    [...parent.children].filter(
      (element) =>
        element.tagName !== 'TITLE' &&
        element.getAttribute('name') !== 'description' &&
        !added(element as unknown as Element),
    );
  expect(outerHtml(others(document.head))).toEqual(outerHtml(others(templateDocument.head)));
  const addedToHead = [...document.head.children].filter((element) =>
    added(element as unknown as Element),
  );
  const { user } = contentOf(page);
  // Canonical, 6 to 8 meta tags that follow the profile and address tags, and the JSON-LD.
  if (user?.name) expect(addedToHead.length).toBeGreaterThanOrEqual(12);
  expectShareTagsIntact(document, page);
  const templateScripts = outerHtml(templateDocument.querySelectorAll('script'));
  expect(outerHtml(document.querySelectorAll('script:not([type="application/ld+json"])'))).toEqual([
    ...outerHtml(scripts),
    ...templateScripts,
  ]);
  expect([...document.body.children].map((element) => element.tagName)).toEqual([
    'DIV',
    ...scripts.map(() => 'SCRIPT'),
    ...templateScripts.map(() => 'SCRIPT'),
  ]);

  // The root holds what React rendered, as React rendered it.
  const roots = document.querySelectorAll('#root');
  expect(roots).toHaveLength(1);
  const rendered = parse(`<!doctype html><body><div id="root">${page.html}</div>`);
  expect(roots[0]?.innerHTML).toBe(rendered.getElementById('root')?.innerHTML);
  expect(roots[0]?.querySelectorAll('script')).toHaveLength(0);
  return document;
}

describe('the prerendered page with hostile content', { timeout: 30_000 }, () => {
  it.each(Object.keys(USER_FIELDS))("keeps the profile's %s as content", async (field) => {
    const user = makeUser({ [field]: USER_FIELDS[field]?.(PAYLOAD) });
    const page = await prerenderPage('/', makeContent({ user }), OPTIONS);
    const document = expectIntact(page);
    expect(contentOf(page).user).toEqual(parseUserProfile(user));
    if (field === 'name') {
      expect(page.metadata?.title).toContain(PAYLOAD);
      expect(document.getElementById('about-name')?.textContent).toBe(`Ada ${PAYLOAD} L.`);
    }
    if (field === 'bio') expect(page.metadata?.description).toContain('$`');
  });

  it.each(Object.keys(PROJECT_FIELDS))("keeps a project's %s as content", async (field) => {
    const project = makeProject({ [field]: PROJECT_FIELDS[field]?.(PAYLOAD) });
    const page = await prerenderPage('/', makeContent({ projects: [project] }), OPTIONS);
    const document = expectIntact(page);
    expect(contentOf(page).projects).toEqual([parseProject(project.id, project)]);
    if (field === 'title') {
      expect(document.querySelector('.project-title')?.textContent).toBe(`Weather ${PAYLOAD}`);
    }
  });

  it.each(HOSTILE)('keeps %j as content in every field at once', async (piece) => {
    const fill = (fields: Record<string, (text: string) => unknown>) =>
      Object.fromEntries(Object.entries(fields).map(([field, make]) => [field, make(piece)]));
    const user = makeUser(fill(USER_FIELDS));
    const project = makeProject(fill(PROJECT_FIELDS) as { id: string });
    const page = await prerenderPage('/', makeContent({ user, projects: [project] }), OPTIONS);
    expect(page.metadata?.title).toBe(`Ada ${piece} L. · Portfolio`);
    expectIntact(page);
  });

  it("keeps the site's title without a name, and the state intact", async () => {
    const user = makeUser({ name: '', bio: PAYLOAD });
    const page = await prerenderPage('/', makeContent({ user }));
    expect(page.metadata).toEqual(SITE_METADATA);
    expectIntact(page);
    expect(contentOf(page).user).toEqual(parseUserProfile(user));
  });

  it('keeps a 10,000-character bio of hostile text as content, in the tags and the JSON-LD', async () => {
    const bio = `${PAYLOAD}\n`.repeat(400).slice(0, 10_000);
    const user = makeUser({ bio, name: `Ada ${PAYLOAD}` });
    const page = await prerenderPage('/', makeContent({ user }), OPTIONS);
    const document = expectIntact(page);
    const description = document
      .querySelector('meta[property="og:description"]')
      ?.getAttribute('content');
    expect(description).toBe(page.metadata?.description);
    expect(Array.from(description ?? '').length).toBeLessThanOrEqual(160);
  });

  it('marks the not-found page noindex, with no preview tags or structured data', async () => {
    const page = await prerenderPage('/404', makeContent({ user: makeUser() }), {
      addresses: ADDRESSES,
      indexable: false,
    });
    const document = parse(fillTemplate(TEMPLATE, page));
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector('meta[property]')).toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('escapes the line and paragraph separators in the state script', async () => {
    const user = makeUser({ name: 'Ada\u2028Love\u2029lace' });
    const page = await prerenderPage('/', makeContent({ user }));
    expect(page.scripts.sources.join('')).not.toMatch(/[<\u2028\u2029]/);
    expect(contentOf(page).user?.name).toBe('Ada\u2028Love\u2029lace');
  });

  it('fills each placeholder of the template once, and refuses a template without one', async () => {
    const page = await prerenderPage('/', makeContent());
    const html = fillTemplate(TEMPLATE, page);
    for (const placeholder of Object.values(PLACEHOLDERS)) expect(html).not.toContain(placeholder);
    for (const placeholder of Object.values(PLACEHOLDERS)) {
      expect(() => fillTemplate(TEMPLATE.replace(placeholder, ''), page)).toThrow(placeholder);
      expect(() =>
        fillTemplate(TEMPLATE.replace(placeholder, placeholder.repeat(2)), page),
      ).toThrow(placeholder);
    }
  });
});

describe("the prerendered page's career record", () => {
  const resume = {
    work: [
      {
        name: 'Northlight Apps',
        position: 'Developer',
        location: '',
        url: 'javascript:alert(1)',
        description: '',
        startDate: '2022-09',
        endDate: '',
        summary: PAYLOAD,
        highlights: [],
      },
    ],
  };
  const cached = (page: PrerenderedPage, key: string) =>
    stateOf(page.scripts.sources).queries.find(
      ({ queryKey }) => JSON.stringify(queryKey) === JSON.stringify([key]),
    )?.state.data;
  const cachedResume = (page: PrerenderedPage) => cached(page, 'resume');

  it('is in the query cache of /cv whole, as the listener gives it, read safely', async () => {
    const page = await prerenderPage('/cv', makeContent({ resume }), OPTIONS);
    expectIntact(page);
    const expected = groupResume([
      parseResumeEntry('work-1', { section: 'work', order: 0, ...resume.work[0] })!,
    ]);
    expect(cachedResume(page)).toEqual(expected);
    expect(expected.work[0]?.fields).toMatchObject({ url: '', summary: PAYLOAD });
  });

  it('is on the other pages only as its lines of work, which the home page lists and every header links by', async () => {
    const home = await prerenderPage('/', makeContent({ resume }), OPTIONS);
    expectIntact(home);
    expect(cachedResume(home)).toBeUndefined();
    expect(cached(home, 'experience')).toEqual({
      jobs: [
        {
          id: 'work-1',
          position: 'Developer',
          name: 'Northlight Apps',
          startDate: '2022-09',
          endDate: '',
          // A page in the default language carries no translations (keepTranslations).
          translations: {},
        },
      ],
      hasCv: true,
    });
    // The rest of the record (here a summary) stays off the home page.
    const homeState = JSON.stringify(stateOf(home.scripts.sources));
    expect(homeState).toContain('"position"');
    expect(homeState).not.toContain('"summary"');
    expect(homeState).not.toContain('"highlights"');
    expect(cached(await prerenderPage('/', makeContent()), 'experience')).toEqual({
      jobs: [],
      hasCv: false,
    });
    expect(
      cachedResume(await prerenderPage('/no-such-page', makeContent({ resume }))),
    ).toBeUndefined();
    const project = makeProject({ id: 'weather' });
    const projectPage = await prerenderPage(
      projectPath(project.id),
      makeContent({ projects: [project], resume }),
    );
    expect(projectPage.path).toBe('/projects/weather');
    expect(cachedResume(projectPage)).toBeUndefined();
    expect(cached(projectPage, 'experience')).toEqual(cached(home, 'experience'));
  });

  it('gives /cv its page when the record has an entry, with its own head; none without', async () => {
    expect(await listStaticPaths(makeContent())).not.toContain('/cv');
    expect(await listStaticPaths(makeContent({ resume }))).toContain('/cv');
    const page = await prerenderPage('/cv', makeContent({ resume }), OPTIONS);
    expectIntact(page);
    expect(page.metadata.title).toBe('CV · Ada Example');
    expect(page.head).toContain('<link rel="canonical" href="https://ada.example/cv"/>');
    expect(page.head).toContain('"hasOccupation":[{"@type":"Occupation","name":"Developer"');
    expect(page.html).toContain('Northlight Apps');
    expect(cachedResume(page)).toMatchObject({ work: [{ id: 'work-1' }] });
  });
});

describe('the prerendered home page', () => {
  it('hydrates each section and the footer on its own (a Suspense boundary around each)', async () => {
    const page = await prerenderPage('/', makeContent(), OPTIONS);
    const root = parse(`<!doctype html><body><div id="root">${page.html}</div>`);
    const parts = ['#home', '#projects', '#contact', 'footer'].map((selector) =>
      root.querySelector(selector),
    );
    for (const part of parts) {
      // React marks a server-rendered boundary with the comments `$` and `/$` around it.
      expect(part?.previousSibling?.textContent).toBe('$');
      expect(part?.nextSibling?.textContent).toBe('/$');
    }
  });
});
