import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { prerenderPage, type PrerenderedPage } from '@/entry-prerender';
import { fillTemplate } from '../../scripts/prerender';
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

/** Fills the template as the build does, and checks that the content stayed content. */
function expectIntact(page: PrerenderedPage): ReturnType<typeof parse> {
  const document = parse(fillTemplate(TEMPLATE, page, true));

  // One state script, holding exactly the cache the page was rendered from.
  const states = document.querySelectorAll('[id="prerendered-state"]');
  expect(states).toHaveLength(1);
  const [state] = states;
  expect(state?.tagName).toBe('SCRIPT');
  expect(state?.getAttribute('type')).toBe('application/json');
  expect(JSON.parse(state?.textContent ?? '')).toEqual(JSON.parse(JSON.stringify(page.state)));

  // One title and one description, saying the page's metadata as text.
  const titles = document.querySelectorAll('title');
  expect(titles).toHaveLength(1);
  expect(titles[0]?.parentElement).toBe(document.head);
  expect(titles[0]?.textContent).toBe(page.metadata?.title ?? 'Portfolio');
  const descriptions = document.querySelectorAll('meta[name="description"]');
  expect(descriptions).toHaveLength(1);
  expect(descriptions[0]?.parentElement).toBe(document.head);
  if (page.metadata) {
    expect(descriptions[0]?.getAttribute('content')).toBe(page.metadata.description);
  }

  // The rest of the head as it was; in the body, the state, the root and the template's scripts.
  const others = (parent: typeof templateDocument.head) =>
    [...parent.children].filter(
      (element) => element.tagName !== 'TITLE' && element.getAttribute('name') !== 'description',
    );
  expect(outerHtml(others(document.head))).toEqual(outerHtml(others(templateDocument.head)));
  const templateScripts = outerHtml(templateDocument.querySelectorAll('script'));
  expect(outerHtml(document.querySelectorAll('script'))).toEqual([
    state?.outerHTML,
    ...templateScripts,
  ]);
  expect([...document.body.children].map((element) => element.tagName)).toEqual([
    'SCRIPT',
    'DIV',
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
    const page = await prerenderPage('/', makeContent({ user }));
    const document = expectIntact(page);
    if (field === 'name') {
      expect(page.metadata?.title).toContain(PAYLOAD);
      expect(document.getElementById('about-name')?.textContent).toBe(`Ada ${PAYLOAD} L.`);
    }
    if (field === 'bio') expect(page.metadata?.description).toContain('$`');
  });

  it.each(Object.keys(PROJECT_FIELDS))("keeps a project's %s as content", async (field) => {
    const project = makeProject({ [field]: PROJECT_FIELDS[field]?.(PAYLOAD) });
    const page = await prerenderPage('/', makeContent({ projects: [project] }));
    const document = expectIntact(page);
    if (field === 'title') {
      expect(document.querySelector('.project-title')?.textContent).toBe(`Weather ${PAYLOAD}`);
    }
  });

  it.each(HOSTILE)('keeps %j as content in every field at once', async (piece) => {
    const fill = (fields: Record<string, (text: string) => unknown>) =>
      Object.fromEntries(Object.entries(fields).map(([field, make]) => [field, make(piece)]));
    const user = makeUser(fill(USER_FIELDS));
    const project = makeProject(fill(PROJECT_FIELDS) as { id: string });
    const page = await prerenderPage('/', makeContent({ user, projects: [project] }));
    expect(page.metadata?.title).toBe(`Ada ${piece} L. · Portfolio`);
    expectIntact(page);
  });

  it("keeps the template's title without a name, and the state intact", async () => {
    const user = makeUser({ name: '', bio: PAYLOAD });
    const page = await prerenderPage('/', makeContent({ user }));
    expect(page.metadata).toBeNull();
    expectIntact(page);
  });

  it('escapes the line and paragraph separators in the state script', async () => {
    const user = makeUser({ name: 'Ada\u2028Love\u2029lace' });
    const html = fillTemplate(TEMPLATE, await prerenderPage('/', makeContent({ user })), true);
    const state = /<script type="application\/json" id="prerendered-state">(.*?)<\/script>/s.exec(
      html,
    )?.[1];
    expect(state).toContain('Ada\\u2028Love\\u2029lace');
    expect(state).not.toMatch(/[<\u2028\u2029]/);
  });
});
