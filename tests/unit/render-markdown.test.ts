import { describe, expect, it } from 'vitest';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { renderMarkdown } from '@/markdown/render-markdown';

// What the renderer itself makes; anything else in its output came from the Markdown's raw HTML.
const RENDERER_TAGS = new Set(
  'p h2 h3 h4 h5 h6 div a img ul ol li label input blockquote pre code span em strong del table thead tbody tr th td hr br sup section'.split(
    ' ',
  ),
);
const RENDERER_ATTRIBUTES = new Set(
  'id class href target rel src alt title loading decoding width height tabindex role aria-label aria-describedby type checked disabled align start data-footnote-ref data-footnotes data-footnote-backref'.split(
    ' ',
  ),
);

function parse(html: string): Document {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

/** Fails on any element, attribute, link or image source the renderer would not make. */
function expectOnlyRendererMarkup(html: string) {
  for (const element of parse(html).body.querySelectorAll('*')) {
    expect(RENDERER_TAGS, html).toContain(element.tagName.toLowerCase());
    for (const attribute of element.getAttributeNames()) {
      expect(RENDERER_ATTRIBUTES, `${attribute} in ${html}`).toContain(attribute);
    }
    const href = element.getAttribute('href');
    if (href !== null) expect(href).toMatch(/^(#|\/(?!\/)|https?:\/\/|mailto:)/);
    const src = element.getAttribute('src');
    if (src !== null) expect(src).toMatch(/^(\/(?!\/)|https?:\/\/)/);
    if (element.tagName === 'INPUT') {
      expect(element.getAttribute('type')).toBe('checkbox');
      expect(element.hasAttribute('disabled')).toBe(true);
    }
  }
}

async function render(markdown: string) {
  const { html } = await renderMarkdown(markdown);
  expectOnlyRendererMarkup(html);
  return html;
}

describe('renderMarkdown: raw HTML', () => {
  it.each([
    '<script>alert(1)</script>',
    'Inline <script>alert(1)</script> script',
    '<img src=x onerror=alert(1)>',
    'Text <img src=x onerror="alert(1)"> inline',
    '<a href="javascript:alert(1)">click</a>',
    'Inline <a href=javascript:alert(1)>click</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<div onclick="alert(1)">\n\n*still markdown*\n\n</div>',
    '<style>body{display:none}</style>',
    '<svg><script>alert(1)</script></svg>',
    '<details open ontoggle=alert(1)>',
    '<form action="https://evil.example"><input name=a></form>',
    '<textarea><img src=x onerror=alert(1)></textarea>',
    '<![CDATA[<script>alert(1)</script>]]>',
    '<?php echo 1; ?>',
    '<!DOCTYPE html>',
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    '- <b onmouseover=alert(1)>item</b>\n> <span style="color:red">quote</span>',
    '| a | <script>x</script> |\n|---|---|\n| <img src=x onerror=y> | b |',
    '# Heading <em onclick=alert(1)>x</em>',
  ])('never passes %j through', async (markdown) => {
    await render(markdown);
  });

  it('shows raw HTML as the text typed', async () => {
    const html = await render('Use <kbd>Ctrl</kbd> and <script>alert(1)</script>');
    expect(parse(html).body.textContent).toContain(
      'Use <kbd>Ctrl</kbd> and <script>alert(1)</script>',
    );
  });

  it('drops HTML comments, the owner’s notes', async () => {
    const html = await render('Before\n\n<!-- not for readers -->\n\nAfter');
    expect(html).not.toContain('not for readers');
  });
});

describe('renderMarkdown: links', () => {
  it.each([
    '[x](javascript:alert(1))',
    '[x](JAVASCRIPT:alert(1))',
    '[x](java\tscript:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](data:text/html,<script>alert(1)</script>)',
    '[x](vbscript:msgbox(1))',
    '[x](file:///etc/passwd)',
    '[x](//evil.example)',
    '[x](relative/path)',
    '[x](mailto:not-an-address)',
    '[x][ref]\n\n[ref]: javascript:alert(1)',
    '<javascript:alert(1)>',
  ])('makes no link of %j, only its text', async (markdown) => {
    const html = await render(markdown);
    expect(parse(html).querySelector('a')).toBeNull();
  });

  it('opens another site in a new tab without a handle on the page', async () => {
    const anchor = parse(await render('[GitHub](https://github.com/someone)')).querySelector('a');
    expect(anchor?.getAttribute('href')).toBe('https://github.com/someone');
    expect(anchor?.getAttribute('target')).toBe('_blank');
    expect(anchor?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['[p](/projects/app)', '/projects/app'],
    ['[s](#setup)', '#setup'],
    ['[m](mailto:me@example.com)', 'mailto:me@example.com'],
    ['[r][ref]\n\n[ref]: https://example.com/a', 'https://example.com/a'],
    ['<https://example.com/b>', 'https://example.com/b'],
    ['Visit www.example.com today', 'http://www.example.com/'],
    ['Write to me@example.com', 'mailto:me@example.com'],
  ])('links %j to %s', async (markdown, href) => {
    expect(
      parse(await render(markdown))
        .querySelector('a')
        ?.getAttribute('href'),
    ).toBe(href);
  });

  it('keeps a link on this site in the same tab', async () => {
    const anchor = parse(await render('[p](/projects/app)')).querySelector('a');
    expect(anchor?.hasAttribute('target')).toBe(false);
  });
});

describe('renderMarkdown: images', () => {
  it('loads images lazily, sized when the size is known', async () => {
    const { html } = await renderMarkdown(
      '![A chart](/images/chart.png) ![Other](https://example.com/a.png)',
      {
        imageSize: (src) => (src === '/images/chart.png' ? { width: 800, height: 450 } : undefined),
      },
    );
    const [chart, other] = parse(html).querySelectorAll('img');
    expect(chart?.getAttribute('alt')).toBe('A chart');
    expect(chart?.getAttribute('loading')).toBe('lazy');
    expect(chart?.getAttribute('decoding')).toBe('async');
    expect(chart?.getAttribute('width')).toBe('800');
    expect(chart?.getAttribute('height')).toBe('450');
    expect(other?.getAttribute('loading')).toBe('lazy');
    expect(other?.hasAttribute('width')).toBe(false);
  });

  it.each([
    '![the alt](javascript:alert(1))',
    '![the alt](data:image/svg+xml,<svg onload=alert(1)>)',
    '![the alt](vbscript:x)',
    '![the alt](//evil.example/a.png)',
    '![the alt][img]\n\n[img]: data:image/png;base64,AAAA',
  ])('drops the image of %j and keeps its alt as text', async (markdown) => {
    const html = await render(markdown);
    expect(parse(html).querySelector('img')).toBeNull();
    expect(parse(html).body.textContent).toContain('the alt');
  });
});

describe('renderMarkdown: structure', () => {
  it('puts the body’s headings below the page’s h1, with ids and named anchor links', async () => {
    const { html, headings } = await renderMarkdown(
      '# Getting started\n\n###### Deepest\n\n## Getting started',
    );
    expectOnlyRendererMarkup(html);
    const page = parse(html);
    expect(page.querySelector('h1')).toBeNull();
    expect(page.querySelector('h2')?.id).toBe('getting-started');
    expect(headings).toEqual([
      { id: 'getting-started', text: 'Getting started', depth: 2 },
      { id: 'deepest', text: 'Deepest', depth: 4 },
      { id: 'getting-started-1', text: 'Getting started', depth: 3 },
    ]);
    const anchor = page.querySelector('a[href="#getting-started"]');
    expect(anchor?.getAttribute('aria-label')).toBe('Link to this section: Getting started');
    // Beside the heading, not in it, so the heading's own name is its text alone.
    expect(anchor?.closest('h2')).toBeNull();
  });

  it.each([
    ['## A\n\n### B', ['H2', 'H3']],
    ['### A\n\n#### B\n\n### C', ['H2', 'H3', 'H2']],
    ['# A\n\n## B\n\n### C\n\n#### D\n\n##### E\n\n###### F', ['H2', 'H3', 'H4', 'H5', 'H6', 'H6']],
  ])('ranks the headings of %j from h2 with no level skipped', async (markdown, levels) => {
    const page = parse(await render(markdown));
    expect([...page.querySelectorAll('h2, h3, h4, h5, h6')].map((h) => h.tagName)).toEqual(levels);
  });

  it('names headings’ links and code in the words given', async () => {
    const { html } = await renderMarkdown('# Bonjour\n\n```ts\nx\n```', {
      words: {
        sectionLink: (heading) => `Lien vers la section : ${heading}`,
        code: (language) => `Code ${language ?? ''}`.trim(),
        table: 'Tableau',
        footnotes: 'Notes',
        backToReference: (reference) => `Retour à la référence ${reference}`,
      },
    });
    expect(parse(html).querySelector('.heading-anchor')?.getAttribute('aria-label')).toBe(
      'Lien vers la section : Bonjour',
    );
    expect(parse(html).querySelector('pre')?.getAttribute('aria-label')).toBe('Code TypeScript');
  });

  it('makes task lists disabled checkboxes labelled by their items', async () => {
    const page = parse(await render('- [x] Write the **tests**\n- [ ] Ship it\n  - nested'));
    const [done, todo] = page.querySelectorAll('input');
    expect(done?.hasAttribute('checked')).toBe(true);
    expect(done?.closest('label')?.textContent?.trim()).toBe('Write the tests');
    expect(todo?.hasAttribute('checked')).toBe(false);
    expect(todo?.closest('label')?.textContent?.trim()).toBe('Ship it');
  });

  it('labels a loose task list’s checkboxes too', async () => {
    const page = parse(await render('- [x] First\n\n- [ ] Second'));
    expect(page.querySelectorAll('label input')).toHaveLength(2);
  });

  it('renders tables in a frame that scrolls by keyboard, strikethrough and footnotes', async () => {
    const page = parse(
      await render('| a | b |\n|:-|-:|\n| 1 | 2 |\n\n~~old~~ new[^1]\n\n[^1]: A note.'),
    );
    const frame = page.querySelector('.table-scroll');
    expect(frame?.getAttribute('tabindex')).toBe('0');
    expect(frame?.getAttribute('aria-label')).toBe('Table');
    expect(frame?.querySelector('table td')?.textContent).toBe('1');
    expect(page.querySelector('del')?.textContent).toBe('old');
    expect(page.querySelector('section.footnotes h2')?.className).toBe('visually-hidden');
  });

  it('highlights fenced code with class names only, in a named box reached by keyboard', async () => {
    const html = await render('```typescript\nconst answer: number = 42;\n```');
    expect(html).not.toMatch(/style=/);
    const pre = parse(html).querySelector('pre');
    expect(pre?.getAttribute('tabindex')).toBe('0');
    expect(pre?.getAttribute('role')).toBe('group');
    expect(pre?.getAttribute('aria-label')).toBe('TypeScript code');
    expect(pre?.querySelector('.hljs-keyword')?.textContent).toBe('const');
    expect(pre?.textContent).toBe('const answer: number = 42;\n');
  });

  it.each([
    'ts',
    'js',
    'kotlin',
    'swift',
    'java',
    'python',
    'json',
    'bash',
    'css',
    'html',
    'yaml',
    'sql',
    'go',
    'rust',
  ])('highlights %s', async (language) => {
    const html = await render(
      `\`\`\`${language}\nif (a) { return "b"; } // c <p class="d">\n\`\`\``,
    );
    expect(parse(html).querySelector('pre [class^="hljs-"]')).not.toBeNull();
  });

  it('leaves code in an unknown language plain and escaped', async () => {
    const html = await render('```brainfuck\n<script>alert(1)</script>\n```');
    const pre = parse(html).querySelector('pre');
    expect(pre?.getAttribute('aria-label')).toBe('Code');
    expect(pre?.querySelector('span')).toBeNull();
    expect(pre?.textContent).toBe('<script>alert(1)</script>\n');
  });

  it('renders an unclosed fence as code to the end', async () => {
    const page = parse(await render('Intro\n\n```js\nconst a = "<b>";\n\n# not a heading'));
    expect(page.querySelector('pre')?.textContent).toContain('# not a heading');
    expect(page.querySelector('h2')).toBeNull();
  });

  it('reads HTML entities as their characters and keeps Unicode', async () => {
    const page = parse(await render('&lt;b&gt; &amp; &copy; &#x1F600; — 日本語 🚀 Ωmega\u200b'));
    expect(page.body.textContent).toBe('<b> & © 😀 — 日本語 🚀 Ωmega\u200b');
    expect(page.querySelector('b')).toBeNull();
  });
});

// A busy machine may take seconds over these; the checks below are relative, not the timeout.
describe('renderMarkdown: huge and deep input', { timeout: 60_000 }, () => {
  // Times are measured against a plain post of as many characters, rendered just before, so that
  // a busy machine slows both alike. Unbounded, these inputs overflow the stack or take several
  // hundred times as long as the plain post; bounded, the slowest takes about fifteen times on
  // an idle machine, and the margin is for a busy one.
  const TIMES_PLAIN = 100;

  async function renderInTime(markdown: string) {
    const plain = 'word '.repeat(Math.ceil(markdown.length / 5));
    const plainStarted = performance.now();
    await renderMarkdown(plain);
    const plainElapsed = performance.now() - plainStarted;
    const started = performance.now();
    const html = await render(markdown);
    expect(performance.now() - started).toBeLessThan(TIMES_PLAIN * plainElapsed);
    return html;
  }

  it.each([
    ['10,000 levels of quotes', '>'.repeat(10_000) + ' deep'],
    ['10,000 levels of spaced quotes', '> '.repeat(10_000) + 'deep'],
    ['10,000 levels of lists', '- '.repeat(10_000) + 'deep'],
    ['10,000 levels of ordered lists', '1. '.repeat(10_000) + 'deep'],
    ['10,000 levels of quotes in lists', '- > '.repeat(10_000) + 'deep'],
    ['10,000 levels of emphasis', '*'.repeat(10_000) + 'deep' + '*'.repeat(10_000)],
    ['10,000 levels of nested emphasis', '*a '.repeat(10_000) + 'deep' + ' b*'.repeat(10_000)],
    // The slowest case found: GFM's autolink literals are slow over long runs of escapes.
    ['10,000 levels of strikethrough', '~~a '.repeat(10_000) + 'deep' + ' b~~'.repeat(10_000)],
    ['10,000 levels of nested images', '!['.repeat(10_000) + 'deep' + '](/a.png)'.repeat(10_000)],
    ['10,000 levels of nested links', '[a '.repeat(10_000) + 'deep' + '](/a)'.repeat(10_000)],
    // Lines that look like fenced code to a careless bound, and are not code to micromark.
    ['10,000 levels of quotes after a carriage return', 'x\r' + '>'.repeat(10_000) + ' deep'],
    [
      '10,000 levels of quotes after a fence with a backtick in its info',
      '```a`\n' + '>'.repeat(10_000) + ' deep',
    ],
    [
      '10,000 levels of quotes after a fence in raw HTML',
      '<pre>\n```\n</pre>\n' + '>'.repeat(10_000) + ' deep',
    ],
    [
      '10,000 levels of quotes after a fence a list item ends',
      '- item\n  ```\n' + '>'.repeat(10_000) + ' deep',
    ],
    [
      '10,000 levels of emphasis split by lines of no-break spaces',
      Array.from({ length: 20 }, () => '*a '.repeat(500)).join('\n\u00a0\n') +
        'deep' +
        Array.from({ length: 20 }, () => ' b*'.repeat(500)).join('\n\u00a0\n'),
    ],
    // One open bracket makes GFM's autolink literals look back over the block from every word.
    ['an unclosed bracket before 49,000 words', '[' + 'w '.repeat(49_000) + 'deep'],
    ['an unclosed bracket in a table cell', `| a |\n|---|\n| [${'w '.repeat(49_000)}deep |`],
    ['a link of 49,000 words', '[' + 'w '.repeat(49_000) + 'deep](/a)'],
  ])('renders %s safely, in time', async (_name, markdown) => {
    const html = await renderInTime(markdown);
    expect(parse(html).body.textContent).toContain('deep');
  });

  it('keeps nesting within the bounds as Markdown', async () => {
    const html = await render('> '.repeat(50) + '*deep*');
    const page = parse(html);
    expect(page.querySelectorAll('blockquote')).toHaveLength(50);
    expect(page.querySelector('em')?.textContent).toBe('deep');
  });

  it('renders a 100,000-character post', async () => {
    const section =
      '# A heading\n\n## Sub\n\nWords with *emphasis*, `code`, a [link](https://example.com) and **strong** text.\n\n```ts\nconst a = 1;\n```\n\n- one\n- two\n\n';
    const markdown = section.repeat(Math.ceil(100_000 / section.length)).slice(0, 100_000);
    // Reading the Markdown is most of the work: the renderer's own steps add little to it.
    const parseStarted = performance.now();
    unified().use(remarkParse).parse(markdown);
    const parseElapsed = performance.now() - parseStarted;
    const started = performance.now();
    const html = await render(markdown);
    expect(performance.now() - started).toBeLessThan(5 * parseElapsed);
    expect(parse(html).querySelectorAll('h3').length).toBeGreaterThan(400);
    expect(parse(html).querySelectorAll('pre .hljs-keyword').length).toBeGreaterThan(400);
  });
});
