import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { describeProjectPage } from '@/domain/page-metadata';
import { parseProject } from '@/domain/project';
import { projectPath } from '@/domain/project-address';
import { describeProjectSharing, type ShareAddresses } from '@/domain/share-metadata';
import { describeProjectStructuredData } from '@/domain/structured-data';
import { parseUserProfile } from '@/domain/user-profile';
import { prerenderPage } from '@/start/entry-prerender';
import content from '../../mocks/portfolio.json';
import { fillTemplate } from '../../scripts/prerender';
import { makeContent, makeProject, makeUser, type ProjectDocument } from '../support/factories';
import { MARKUP, UNSAFE_LINKS } from '../support/hostile-documents';

/** The template the build fills (Vite only adds its script and stylesheet tags to it). */
const TEMPLATE = readFileSync('index.html', 'utf8');

const ADDRESSES: ShareAddresses = {
  siteUrl: 'https://ada.example/',
  previewImage: {
    path: '/assets/preview-project0123.png',
    width: 1200,
    height: 630,
    alt: 'A project, by Ada',
  },
};

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true },
});
afterAll(() => window.happyDOM.close());

/** A project's page as the build writes it, parsed as a browser (or a link preview) would. */
async function renderProjectPage(project: ProjectDocument, user = makeUser()) {
  const page = await prerenderPage(
    projectPath(project.id),
    makeContent({ user, projects: [makeProject(), project] }),
    { addresses: ADDRESSES, indexable: true },
  );
  const document = new window.DOMParser().parseFromString(
    fillTemplate(TEMPLATE, page),
    'text/html',
  );
  const { id, ...fields } = project;
  return { page, document, project: parseProject(id, fields), user: parseUserProfile(user) };
}

type ParsedPage = Awaited<ReturnType<typeof renderProjectPage>>;
type Script = ParsedPage['document']['scripts'][number];

const kindOf = (script: Script) =>
  script.getAttribute('type') ?? (script.hasAttribute('data-tsr-stream-part') ? 'state' : 'js');
/** A script whose text holds no content: neither the router's state nor the JSON-LD. */
const isFixed = (script: Script) =>
  !script.hasAttribute('data-tsr-stream-part') &&
  script.getAttribute('type') !== 'application/ld+json';
const outer = (script: Script) => script.outerHTML;

/** Title, description, canonical, every preview tag and the JSON-LD: each once, in the head, as text. */
function expectProjectHead({ page, document, project, user }: ParsedPage) {
  const metadata = describeProjectPage(project, user);
  expect(page.metadata).toEqual(metadata);
  const titles = document.querySelectorAll('title');
  expect(titles).toHaveLength(1);
  expect(titles[0]?.textContent).toBe(metadata.title);
  const descriptions = document.querySelectorAll('meta[name="description"]');
  expect(descriptions).toHaveLength(1);
  expect(descriptions[0]?.getAttribute('content')).toBe(metadata.description);

  const { canonical, profileTags, addressTags } = describeProjectSharing(project, user, ADDRESSES);
  const canonicals = document.querySelectorAll('link[rel="canonical"]');
  expect(canonicals).toHaveLength(1);
  expect(canonicals[0]?.getAttribute('href')).toBe(canonical);
  const tags = [...profileTags, ...addressTags];
  for (const { attribute, key, content: text } of tags) {
    const found = [...document.querySelectorAll('meta')].filter(
      (meta) => meta.getAttribute(attribute) === key,
    );
    expect(found, key).toHaveLength(1);
    expect(found[0]?.parentElement, key).toBe(document.head);
    expect(found[0]?.getAttribute('content'), key).toBe(text);
  }
  // Nothing of the home page's preview: no profile tags, no second og:url or image.
  expect(document.querySelectorAll('meta[property], meta[name^="twitter:"]')).toHaveLength(
    tags.length,
  );

  const blocks = document.querySelectorAll('script[type="application/ld+json"]');
  expect(blocks).toHaveLength(1);
  expect(blocks[0]?.parentElement).toBe(document.head);
  expect(JSON.parse(blocks[0]?.textContent ?? '')).toEqual(
    describeProjectStructuredData(project, user, ADDRESSES.siteUrl),
  );
}

describe("a project page's head", { timeout: 30_000 }, () => {
  it('describes the project at its own address, with its own preview image', async () => {
    const [trailmate] = content.projects;
    if (!trailmate) throw new Error('The demo has projects.');
    // The demo's site in its default language alone: the languages' tags are tested in
    // tests/unit/language-head.test.ts.
    const parsed = await renderProjectPage(trailmate, { ...content.user, languages: ['en'] });
    expectProjectHead(parsed);
    const { document } = parsed;
    const property = (key: string) =>
      document.querySelector(`meta[property="${key}"]`)?.getAttribute('content');
    expect(document.title).toBe(`${trailmate.title} · ${content.user.name}`);
    expect(property('og:url')).toBe(`https://ada.example/projects/${trailmate.id}`);
    expect(property('og:image')).toBe('https://ada.example/assets/preview-project0123.png');
    expect(property('og:type')).toBe('website');
    expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe(
      'summary_large_image',
    );
  });

  it('links the previous and next project in its HTML, for readers without JavaScript', async () => {
    const [first, second, third] = content.projects;
    if (!first || !second || !third) throw new Error('The demo has three projects.');
    const page = await prerenderPage(projectPath(second.id), content, {
      addresses: ADDRESSES,
      indexable: true,
    });
    const document = new window.DOMParser().parseFromString(page.html, 'text/html');
    const link = (rel: string) => document.querySelector(`a[rel="${rel}"]`)?.getAttribute('href');
    expect(link('prev')).toBe(projectPath(first.id));
    expect(link('next')).toBe(projectPath(third.id));
  });

  it('keeps hostile text as text, and no unsafe link, in every field at once', async () => {
    const plain = [
      ...(await renderProjectPage(makeProject({ id: 'plain' }))).document.querySelectorAll(
        'script',
      ),
    ];
    for (const text of MARKUP) {
      const project = makeProject({
        id: `p ${text}`.replaceAll('/', ' '),
        title: `Weather ${text}`,
        description: `A project. ${text}`,
        tags: [`a${text}b`.slice(0, 50)],
        images: UNSAFE_LINKS,
        githubLink: UNSAFE_LINKS[0],
        projectLink: UNSAFE_LINKS[1],
        appStoreLink: UNSAFE_LINKS[2],
      });
      const parsed = await renderProjectPage(project, makeUser({ name: `Ada ${text}` }));
      expectProjectHead(parsed);
      const { document } = parsed;
      expect(document.title, text).toBe(`Weather ${text} · Ada ${text}`);
      // The same scripts as a plain project page's: the router's (its state holding the text
      // escaped), the JSON-LD and the template's; none made of content.
      const scripts = [...document.querySelectorAll('script')];
      expect(scripts.map(kindOf), text).toEqual(plain.map(kindOf));
      expect(scripts.filter(isFixed).map(outer), text).toEqual(plain.filter(isFixed).map(outer));
      // Every address the head names is the site's own: no content link became one.
      const addresses = [
        ...[...document.head.querySelectorAll('link[rel="canonical"]')].map((link) =>
          link.getAttribute('href'),
        ),
        ...[
          ...document.head.querySelectorAll('meta[property="og:url"], meta[property="og:image"]'),
        ].map((meta) => meta.getAttribute('content')),
      ];
      expect(addresses).toHaveLength(3);
      for (const address of addresses) expect(address, text).toMatch(/^https:\/\/ada\.example\//);
      const [, work] = (
        JSON.parse(
          document.querySelector('script[type="application/ld+json"]')?.textContent ?? '',
        ) as { '@graph': Record<string, unknown>[] }
      )['@graph'];
      expect(work).toMatchObject({ '@type': 'CreativeWork' });
      for (const key of ['image', 'sameAs', 'codeRepository']) {
        expect(work, key).not.toHaveProperty(key);
      }
      expect(document.head.querySelectorAll('img, svg, a')).toHaveLength(0);
    }
  });
});
