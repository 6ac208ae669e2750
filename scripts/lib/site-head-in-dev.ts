import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { SITE_METADATA } from '../../src/domain/page-metadata.ts';
import { siteLanguagesOf } from '../../src/domain/site-languages.ts';
import { SITE_LANGUAGES_META } from '../../src/start/page-language-of-document.ts';

/** The demo content's languages, as the build would write them into its pages. */
function demoSiteLanguages(): string {
  const content = JSON.parse(readFileSync('mocks/portfolio.json', 'utf8')) as {
    user?: { languages?: unknown };
  };
  return siteLanguagesOf(content.user?.languages).all.join(' ');
}

/**
 * The dev server's page has no build to fill index.html's `<!--app-head-->`: it gets the
 * site's title and description, which the app replaces with the owner's once it has read them,
 * and the demo content's languages, so `/fr/` is French's home page there as in the build.
 */
export function siteHeadInDev(): Plugin {
  return {
    name: 'site-head-in-dev',
    apply: 'serve',
    transformIndexHtml: () => [
      { tag: 'title', children: SITE_METADATA.title, injectTo: 'head' },
      {
        tag: 'meta',
        attrs: { name: 'description', content: SITE_METADATA.description },
        injectTo: 'head',
      },
      {
        tag: 'meta',
        attrs: { name: SITE_LANGUAGES_META, content: demoSiteLanguages() },
        injectTo: 'head',
      },
    ],
  };
}
