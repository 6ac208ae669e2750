import type { Plugin } from 'vite';
import { SITE_METADATA } from '../../src/domain/page-metadata.ts';

/**
 * The dev server's page has no build to fill index.html's `<!--app-head-->`: it gets the
 * site's title and description, which the app replaces with the owner's once it has read them.
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
    ],
  };
}
