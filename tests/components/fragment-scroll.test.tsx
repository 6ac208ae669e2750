import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app';

/** Each scroll into view: which section, how, and how many project cards were on screen. */
const scrolled: { id: string; options: unknown; cards: number }[] = [];

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

describe('fragment navigation', () => {
  beforeEach(() => {
    scrolled.length = 0;
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
      options?: boolean | ScrollIntoViewOptions,
    ) {
      scrolled.push({ id: this.id, options, cards: document.querySelectorAll('article').length });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('scrolls to the fragment a page is opened with, once the data has rendered', async () => {
    await renderApp({ url: '/#contact', storeOptions: { latencyMs: 30 } });
    await screen.findByRole('heading', { level: 1 });
    // The router scrolls there as the page first renders; the section moves as the data
    // arrives above it, so it is scrolled to again once the cards are there.
    await waitFor(() =>
      expect(scrolled.some(({ id, cards }) => id === 'contact' && cards > 0)).toBe(true),
    );
  });

  it('scrolls smoothly on every click of a section link, also the same one twice', async () => {
    mockReducedMotion(false);
    const { user } = await renderApp();
    const projects = await screen.findByRole('link', { name: 'Projects' });
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    scrolled.length = 0;

    await user.click(projects);
    await user.click(projects);
    const projectScrolls = scrolled.filter((entry) => entry.id === 'projects');
    expect(projectScrolls.length).toBeGreaterThanOrEqual(2);
    expect(projectScrolls[0]?.options).toEqual({ behavior: 'smooth', block: 'start' });
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    mockReducedMotion(true);
    const { user } = await renderApp();
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Contact' }));
    await waitFor(() =>
      expect(scrolled).toContainEqual(
        expect.objectContaining({ id: 'contact', options: { behavior: 'auto', block: 'start' } }),
      ),
    );
  });
});
