import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import demo from '../../mocks/portfolio.json';
import {
  listShellPaths,
  listStaticPaths,
  prerenderPage,
  prerenderShell,
  SHELL_PATHS,
} from '@/start/entry-prerender';
import { fileOfPath, fillTemplate } from '../../scripts/prerender';

const TEMPLATE = readFileSync('index.html', 'utf8');

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true },
});
afterAll(() => window.happyDOM.close());
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html');

/** The query cache the page's scripts hand the client, run as a browser runs them. */
function queriesOf(sources: readonly string[]): unknown[] {
  const scope: Record<string, unknown> = {
    document: { currentScript: { previousElementSibling: null, remove: () => {} } },
  };
  scope.self = scope;
  for (const source of sources) runInNewContext(source, scope);
  const tsr = scope.$_TSR as { router: { dehydratedData: { queries: string } } };
  return (JSON.parse(tsr.router.dehydratedData.queries) as { queries: unknown[] }).queries;
}

const scriptSourcesOf = (html: string) =>
  /script-src ([^;"]*)/.exec(
    parse(html)
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute('content') ?? '',
  )?.[1] ?? '';

describe("the studio's page in the build", { timeout: 30_000 }, () => {
  it('is a shell page for each part, served by a route, and no content page', async () => {
    const parts = [
      '/studio',
      '/studio/profile',
      '/studio/projects',
      '/studio/career',
      '/studio/writing',
      '/studio/languages',
      '/studio/translations',
      '/studio/messages',
      '/studio/content',
    ];
    expect(SHELL_PATHS).toEqual(parts);
    expect(listShellPaths()).toEqual(parts);
    const paths = await listStaticPaths(demo);
    for (const part of parts) expect(paths).not.toContain(part);
    expect(paths).toContain('/');
    expect(fileOfPath('/studio')).toBe('studio.html');
    expect(fileOfPath('/studio/projects')).toBe('studio/projects.html');
  });

  it('writes each part’s page for its own address', async () => {
    const page = await prerenderShell('/studio/projects');
    expect(page.path).toBe('/studio/projects');
    const document = parse(fillTemplate(TEMPLATE, page));
    expect(document.getElementById('root')?.textContent).toContain('Loading the studio…');
    expect(document.querySelector('meta[name="prerendered-path"]')?.getAttribute('content')).toBe(
      '/studio/projects',
    );
  });

  it('says the studio is loading, with no content in its HTML or its state', async () => {
    const page = await prerenderShell('/studio');
    expect(page.path).toBe('/studio');
    const document = parse(fillTemplate(TEMPLATE, page));
    const root = document.getElementById('root');
    expect(root?.querySelector('h1')?.textContent).toBe('Studio');
    expect(root?.textContent).toContain('Loading the studio…');
    expect(root?.querySelector('a[href="/"]')?.textContent).toBe('Back to the site');
    const html = page.html + page.scripts.sources.join('');
    expect(html).not.toContain(demo.user.name);
    for (const project of demo.projects) expect(html).not.toContain(project.title);
    // Its cache holds nothing: the site's pages read the content afresh after the studio.
    expect(queriesOf(page.scripts.sources)).toEqual([]);
    // Hydrated where it was rendered: at /studio.
    expect(document.querySelector('meta[name="prerendered-path"]')?.getAttribute('content')).toBe(
      '/studio',
    );
  });

  it("titles each part's page with the part's name before the app runs", async () => {
    const titleOf = async (path: string) =>
      parse(fillTemplate(TEMPLATE, await prerenderShell(path))).title;
    expect(await titleOf('/studio/projects')).toBe('Projects · Studio');
    expect(await titleOf('/studio/content')).toBe('Content file · Studio');
    expect(await titleOf('/studio/career')).toBe('Career · Studio');
  });

  it('asks search engines to leave it out, and names no preview, address or structured data', async () => {
    const document = parse(fillTemplate(TEMPLATE, await prerenderShell('/studio')));
    expect(document.title).toBe('Studio');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector('meta[property]')).toBeNull();
    expect(document.querySelector('meta[name^="twitter:"]')).toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.querySelector('meta[name="image-manifest"]')).toBeNull();
  });

  it("allows Google's sign-in script on the studio's page of a Firestore build only", async () => {
    const shell = await prerenderShell('/studio');
    expect(scriptSourcesOf(fillTemplate(TEMPLATE, shell, { signIn: true }))).toContain(
      'https://apis.google.com',
    );
    expect(scriptSourcesOf(fillTemplate(TEMPLATE, shell))).not.toContain('apis.google.com');
    const home = await prerenderPage('/', demo);
    expect(scriptSourcesOf(fillTemplate(TEMPLATE, home))).not.toContain('apis.google.com');
  });

  it("has no style attribute, which Hosting's CSP would refuse (it allows only Radix's, by hash)", async () => {
    const { html } = await prerenderShell('/studio');
    expect(html).toContain('role="status"');
    expect(html).not.toMatch(/ style="/);
  });
});
