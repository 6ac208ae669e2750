import { afterEach, describe, expect, it } from 'vitest';
import { fillTemplate } from '../../scripts/prerender';
import { emptyPage } from '@/start/entry-prerender';
import { wasPrerenderedHere } from '@/start/prerendered-path';

const TEMPLATE =
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-scripts--></body></html>';

/** A document as the build writes it for `path`, at the browser's current address. */
function documentFor(path: string): Document {
  const html = fillTemplate(TEMPLATE, { ...emptyPage(), path });
  document.head.innerHTML = new DOMParser().parseFromString(html, 'text/html').head.innerHTML;
  return document;
}

describe('the path a page was prerendered for', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.head.replaceChildren();
  });

  it('lets the page hydrate at that path only', () => {
    window.history.replaceState(null, '', '/projects/trailmate?tag=x#top');
    expect(wasPrerenderedHere(documentFor('/projects/trailmate'))).toBe(true);
    expect(wasPrerenderedHere(documentFor('/404'))).toBe(false);
    expect(wasPrerenderedHere(documentFor('/'))).toBe(false);
  });

  it('keeps an encoded path as the browser reports it', () => {
    window.history.replaceState(null, '', '/projects/a%20%22b%22');
    expect(wasPrerenderedHere(documentFor('/projects/a%20%22b%22'))).toBe(true);
  });

  it('never hydrates a page that does not say where it was rendered', () => {
    document.head.replaceChildren();
    expect(wasPrerenderedHere(document)).toBe(false);
  });
});
