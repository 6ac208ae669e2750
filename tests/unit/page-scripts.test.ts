// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageScripts, scriptsOfHtml } from '../../scripts/lib/page-scripts';

/** A build's manifest in small: an entry that starts the app lazily, a route, a worker. */
const manifest = {
  _entry: { file: 'assets/entry.js', dynamicImports: ['src/main.tsx'] },
  _shared: { file: 'assets/shared.js' },
  'src/main.tsx': {
    file: 'assets/main.js',
    imports: ['_shared'],
    dynamicImports: ['src/routes/project-page.tsx', 'src/client.ts'],
  },
  'src/routes/project-page.tsx': { file: 'assets/project-page.js', imports: ['_shared'] },
  'src/client.ts': { file: 'assets/client.js', assets: ['assets/worker.js', 'assets/x.css'] },
};

describe("a page's scripts, read from the build", () => {
  it('reads the script tags and the inline scripts that run, not the data blocks', () => {
    const html =
      '<script type="application/ld+json">{}</script>' +
      '<script type="module" crossorigin src="/assets/entry.js"></script>' +
      '<script data-tsr-stream-part="">state()</script>';
    expect(scriptsOfHtml(html)).toEqual({ files: ['assets/entry.js'], inline: ['state()'] });
  });

  it('loads the entry, then what it starts, then the lazy modules the page names, each once', () => {
    expect(pageScripts(manifest, ['assets/entry.js'], [])).toEqual({
      beforeFirstPaint: ['assets/entry.js'],
      page: ['assets/entry.js', 'assets/main.js', 'assets/shared.js'],
      workers: [],
    });
    const page = pageScripts(
      manifest,
      ['assets/entry.js'],
      ['src/routes/project-page.tsx', 'src/client.ts'],
    );
    expect(page.page).toEqual([
      'assets/client.js',
      'assets/entry.js',
      'assets/main.js',
      'assets/project-page.js',
      'assets/shared.js',
    ]);
    expect(page.workers).toEqual(['assets/worker.js']);
  });

  it('fails on a module the build does not have, rather than counting a smaller page', () => {
    expect(() => pageScripts(manifest, ['assets/entry.js'], ['src/gone.ts'])).toThrow(
      /no src\/gone/,
    );
    expect(() => pageScripts(manifest, ['assets/other.js'], [])).toThrow(/assets\/other\.js/);
  });
});
