import fc from 'fast-check';
// marked comes with firebase-tools (a devDependency): a real Markdown parser, GFM included, to
// read the file as an agent's Markdown reader does.
import { marked, type Token, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { renderLlmsTxt } from '@/domain/llms-txt';
import { toMarkdownDestination, toMarkdownLine } from '@/domain/markdown-text';
import { parsePost } from '@/domain/post';
import { parseProject, type Project } from '@/domain/project';
import { siteLanguagesOf } from '@/domain/site-languages';
import { parseUserProfile, type UserProfile } from '@/domain/user-profile';
import content from '../../mocks/portfolio.json';
import { makePost, makeProject, makeUser } from '../support/factories';
import { hostileProject, hostileUser, MARKUP } from '../support/hostile-documents';

const SITE = 'https://maya.example/';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** What the text says as a reader sees it, or null if any inline token is not plain text. */
function plainText(tokens: Token[] | undefined): string | null {
  let text = '';
  for (const token of tokens ?? []) {
    if (token.type !== 'text' && token.type !== 'escape') return null;
    const inner = 'tokens' in token && token.tokens ? plainText(token.tokens) : token.text;
    if (inner === null) return null;
    // marked hands text over as HTML would carry it.
    text += inner.replace(
      /&(amp|lt|gt|quot|#39);/g,
      (entity: string) => ENTITIES[entity] ?? entity,
    );
  }
  return text;
}

/** Text as the file carries it: one line, whitespace collapsed. */
const flat = (text: string) =>
  // eslint-disable-next-line no-control-regex
  text.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();

interface Outline {
  headings: { depth: number; text: string | null }[];
  quote: (string | null)[];
  /** Each section's list items: each item's links (text and address) and the text after them. */
  lists: Record<string, { links: { text: string | null; href: string }[]; rest: string | null }[]>;
}

/** The file's structure as a Markdown reader finds it. */
function outline(markdown: string): Outline {
  const result: Outline = { headings: [], quote: [], lists: {} };
  let section = '';
  for (const token of marked.lexer(markdown)) {
    if (token.type === 'heading') {
      const text = plainText(token.tokens);
      result.headings.push({ depth: token.depth as number, text });
      section = text ?? '';
    } else if (token.type === 'blockquote') {
      for (const inner of (token as Tokens.Blockquote).tokens) {
        result.quote.push(inner.type === 'paragraph' ? plainText(inner.tokens) : null);
      }
    } else if (token.type === 'list') {
      result.lists[section] = (token as Tokens.List).items.map((item) => {
        const inline = item.tokens.flatMap((block) =>
          block.type === 'text' || block.type === 'paragraph'
            ? ((block as Tokens.Paragraph).tokens ?? [])
            : [block],
        );
        const links = inline
          .filter((inner): inner is Tokens.Link => inner.type === 'link')
          .map((link) => ({ text: plainText(link.tokens), href: link.href }));
        const after = inline.slice(inline.findIndex((inner) => inner.type === 'link') + 1);
        return { links, rest: plainText(after) };
      });
    }
  }
  return result;
}

const projectsOf = (documents: ReturnType<typeof makeProject>[]) =>
  documents.map(({ id, ...fields }) => parseProject(id, fields));

describe('renderLlmsTxt', () => {
  it("describes the demo: the owner's name, the bio, every project and the https profiles", () => {
    const user = parseUserProfile(content.user);
    const projects = content.projects.map(({ id, ...fields }) => parseProject(id, fields));
    const text = renderLlmsTxt(user, projects, SITE);
    const { headings, quote, lists } = outline(text);
    expect(headings).toEqual([
      { depth: 1, text: user.name },
      { depth: 2, text: 'Projects' },
      { depth: 2, text: 'Profiles' },
    ]);
    expect(quote).toEqual([flat(user.bio)]);
    expect(lists.Projects?.map(({ links }) => links)).toEqual(
      projects.map((project) => [
        { text: project.title, href: `${SITE}projects/${encodeURIComponent(project.id)}` },
      ]),
    );
    for (const [index, { rest }] of (lists.Projects ?? []).entries()) {
      expect(rest?.startsWith(': ')).toBe(true);
      expect(flat(projects[index]?.description ?? '')).toContain(rest?.slice(2).replace(/…$/, ''));
    }
    expect(lists.Profiles?.map(({ links }) => links[0]?.href)).toEqual(
      [
        user.linkedin,
        user.twitter,
        user.github,
        user.medium,
        user.youtube,
        user.whatsapp,
        user.resume,
      ].filter((href) => href !== ''),
    );
  });

  it('lists the CV, its PDF and its JSON Resume, and names get_resume, when the owner has a CV', () => {
    const user = parseUserProfile(makeUser());
    const text = renderLlmsTxt(user, [], SITE, { hasCv: true });
    const { headings, lists } = outline(text);
    expect(headings.map(({ text: heading }) => heading)).toEqual([
      user.name,
      'CV',
      'Projects',
      'Profiles',
    ]);
    expect(lists.CV?.map(({ links }) => links[0])).toEqual([
      { text: 'CV', href: `${SITE}cv` },
      { text: 'CV as PDF', href: `${SITE}cv.pdf` },
      { text: 'JSON Resume', href: `${SITE}resume.json` },
    ]);
    expect(text).toContain('get_resume');
    const without = renderLlmsTxt(user, [], SITE);
    expect(outline(without).headings.map(({ text: heading }) => heading)).not.toContain('CV');
    expect(without).not.toContain('get_resume');
  });

  it('lists the published posts with their feeds and names list_posts, when there are posts', () => {
    const user = parseUserProfile(makeUser({ languages: ['en', 'fr'] }));
    const hostile = '# Not a post\n- [Evil](https://evil.example/)';
    const posts = [
      parsePost('newer', makePost({ title: hostile, summary: 'Line one\nline two.' })),
      parsePost('older', {
        ...makePost({ title: 'Older', summary: '', publishedAt: '2025-01-02T08:00:00Z' }),
        translations: { fr: { title: 'Plus ancien' } },
      }),
    ];
    const site = siteLanguagesOf(['en', 'fr']);
    const text = renderLlmsTxt(user, [], SITE, { posts, site });
    const { headings, lists } = outline(text);
    expect(headings.map(({ text: heading }) => heading)).toEqual([
      user.name,
      'Projects',
      'Writing',
      'Profiles',
      'Other languages',
      'Français (fr)',
    ]);
    expect(lists.Writing).toEqual([
      {
        links: [{ text: flat(hostile), href: `${SITE}writing/newer` }],
        rest: ` (${posts[0]?.publishedAt}): Line one line two.`,
      },
      { links: [{ text: 'Older', href: `${SITE}writing/older` }], rest: ' (2025-01-02)' },
    ]);
    expect(text).toContain(`[Atom](${SITE}feed.xml)`);
    expect(text).toContain(`[JSON Feed](${SITE}feed.json)`);
    expect(text).toContain('list_posts');
    expect(lists['Français (fr)']?.map(({ links }) => links[0])).toEqual(
      expect.arrayContaining([
        { text: 'Writing', href: `${SITE}fr/writing` },
        { text: 'Plus ancien', href: `${SITE}fr/writing/older` },
      ]),
    );
    const without = renderLlmsTxt(user, [], SITE, { site });
    expect(outline(without).headings.map(({ text: heading }) => heading)).not.toContain('Writing');
    expect(without).not.toContain('list_posts');
    expect(without).not.toContain('feed.xml');
  });

  it('lists profiles only at https addresses', () => {
    const user = parseUserProfile(
      makeUser({
        github: 'http://github.com/ada',
        linkedin: 'javascript:alert(1)',
        twitter: 'https://x.com/ada',
        resume: 'https://example.com/cv (2).pdf',
      }),
    );
    const { lists } = outline(renderLlmsTxt(user, [], SITE));
    expect(lists.Profiles).toEqual([
      { links: [{ text: 'Twitter', href: 'https://x.com/ada' }], rest: '' },
      { links: [{ text: 'Résumé', href: 'https://example.com/cv%20%282%29.pdf' }], rest: '' },
    ]);
  });

  it('keeps its structure whatever the owner wrote', () => {
    const attempts = [
      '# Not the name\n## Projects\n- [Evil](https://evil.example/)',
      '> quote\n\n```\ncode',
      'Title](https://evil.example/) [x',
      '![img](https://evil.example/x.png) <https://evil.example/> &amp; &#35;',
      '1. one\n2) two\n- three\n+ four\n= five\n--- ***',
      'Name #',
      '`code` *em* _em_ **strong** ~~del~~ | a | b |',
      'line\u2028break\u2029para\r\nwindows\tand\u0000null\u0085next',
      '\\',
      'see https://evil.example/x_(y) or www.evil.example, mail me@evil.example',
      ...MARKUP,
    ];
    for (const hostile of attempts) {
      const user = parseUserProfile(makeUser({ name: hostile, bio: hostile }));
      const projects = projectsOf([
        makeProject({ id: 'a(b)c[d]', title: hostile, description: hostile }),
      ]);
      const { headings, quote, lists } = outline(renderLlmsTxt(user, projects, SITE));
      expect(
        headings.map(({ depth }) => depth),
        hostile,
      ).toEqual([1, 2, 2]);
      expect(headings[0]?.text, hostile).toBe(flat(user.name));
      expect(quote, hostile).toEqual([flat(hostile)]);
      expect(lists.Projects, hostile).toEqual([
        {
          links: [{ text: flat(hostile), href: `${SITE}projects/a%28b%29c%5Bd%5D` }],
          rest: `: ${flat(hostile)}`,
        },
      ]);
    }
  });

  it('keeps its structure for any content (property)', () => {
    fc.assert(
      fc.property(hostileUser, fc.array(hostileProject, { maxLength: 5 }), (user, documents) => {
        const profile: UserProfile = parseUserProfile(user);
        const projects: Project[] = documents.map((document, index) =>
          parseProject(`p${index}`, document),
        );
        const { headings, lists } = outline(renderLlmsTxt(profile, projects, SITE));
        expect(headings.filter(({ depth }) => depth === 1)).toHaveLength(1);
        expect(headings.filter(({ depth }) => depth === 2).map(({ text }) => text)).toEqual(
          expect.arrayContaining(['Projects']),
        );
        if (projects.length > 0) {
          expect(lists.Projects?.map(({ links }) => links.map(({ href }) => href))).toEqual(
            projects.map((_, index) => [`${SITE}projects/p${index}`]),
          );
        }
        for (const { links } of lists.Profiles ?? []) {
          expect(links).toHaveLength(1);
          expect(links[0]?.href.startsWith('https://')).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('toMarkdownLine', () => {
  it('leaves plain words as they are', () => {
    expect(toMarkdownLine("Hi, I'm Maya, a developer.")).toBe("Hi, I'm Maya, a developer.");
  });

  it('escapes a list marker or a number only at the start', () => {
    expect(toMarkdownLine('- a - b')).toBe('\\- a - b');
    expect(toMarkdownLine('2024. A year')).toBe('2024\\. A year');
    expect(toMarkdownLine('In 2024. A year')).toBe('In 2024. A year');
  });
});

describe('toMarkdownDestination', () => {
  it('percent-encodes what could end a link early', () => {
    expect(toMarkdownDestination('https://a.example/x_(y)')).toBe('https://a.example/x_%28y%29');
  });
});

describe('llms.txt on a site in more than one language', () => {
  const user = parseUserProfile(makeUser({ name: 'Ada' }));
  const projects = [parseProject('weather', makeProject({ title: 'Weather' }))];
  const links = (text: string) =>
    [...text.matchAll(/\]\(([^)]*)\)/g)].map(([, href]) => href ?? '');

  it("lists each other language's pages, and the CV's files, under its own heading", () => {
    const site = { default: 'en', all: ['en', 'fr', 'de'] } as const;
    const text = renderLlmsTxt(user, projects, SITE, { hasCv: true, site });
    const french = text.slice(text.indexOf('### Français (fr)'), text.indexOf('### Deutsch (de)'));
    expect(links(french)).toEqual([
      `${SITE}fr/`,
      `${SITE}fr/cv`,
      `${SITE}fr/cv.pdf`,
      `${SITE}fr/resume.json`,
      `${SITE}fr/projects/weather`,
    ]);
    expect(links(text.slice(text.indexOf('### Deutsch (de)')))).toContain(
      `${SITE}de/projects/weather`,
    );
    // The default language's pages keep their addresses, once each.
    expect(links(text).filter((href) => href === `${SITE}projects/weather`)).toHaveLength(1);
  });

  it('is as it was for a site in one language', () => {
    const one = renderLlmsTxt(user, projects, SITE, { hasCv: true });
    expect(
      renderLlmsTxt(user, projects, SITE, { hasCv: true, site: { default: 'en', all: ['en'] } }),
    ).toBe(one);
    expect(one).not.toContain('Other languages');
    expect(links(one).some((href) => /\/(fr|de)\//.test(href))).toBe(false);
  });
});
