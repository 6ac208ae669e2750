import { screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileProject, hostileUser, isSafeAddress } from '../support/hostile-documents';
import { renderApp } from '../support/render-app';

const pwned = () => (window as unknown as { __pwned?: unknown }).__pwned;

/** Every link and image on the page, and anything that could run script. */
function inspectPage(root: HTMLElement) {
  const links = [...root.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
  const images = [...root.querySelectorAll('img')].map((image) => image.getAttribute('src') ?? '');
  const scripts = root.querySelectorAll('script, iframe, object, embed').length;
  const handlers = [...root.querySelectorAll('*')].flatMap((element) =>
    element.getAttributeNames().filter((name) => name.startsWith('on')),
  );
  return { links, images, scripts, handlers };
}

describe('the page rendered from hostile documents (property-based)', { timeout: 120_000 }, () => {
  it('never crashes, runs nothing, and links only to safe addresses', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileUser,
        fc.array(hostileProject, { maxLength: 4 }),
        async (user, projects) => {
          const { container, unmount } = await renderApp({ content: { user, projects } });
          try {
            await screen.findByRole('heading', { name: 'Featured Projects' });
            await screen.findByRole('heading', { name: 'Get in touch' });
            // Wait until the projects have arrived, as cards or as the empty state.
            await waitFor(() => {
              const cards = screen.queryAllByRole('article').length;
              const empty = screen.queryByText(/No projects to show yet/);
              expect(projects.length === 0 ? empty : cards).toBeTruthy();
            });
            const page = inspectPage(container);
            for (const href of page.links) {
              // A section of the page, or a project's own page: one encoded path segment.
              const internal = /^\/?#|^\/projects\/[^/?#]+$/.test(href);
              expect(internal || isSafeAddress(href), href).toBe(true);
            }
            for (const src of page.images) {
              expect(isSafeAddress(src, { allowSitePath: true }), src).toBe(true);
            }
            expect(page.scripts).toBe(0);
            expect(page.handlers).toEqual([]);
            expect(pwned()).toBeUndefined();
          } finally {
            unmount();
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
