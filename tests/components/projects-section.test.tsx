import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeContent, makeProject } from '../support/factories';
import { EverythingInViewObserver, NothingInViewObserver } from '../support/intersection-observer';
import { renderApp } from '../support/render-app';

const content = makeContent({
  projects: [
    makeProject({ id: 'weather', title: 'Weather', tags: ['Android', 'Kotlin'] }),
    makeProject({ id: 'budget', title: 'Budget', tags: ['React', 'Firebase'] }),
    makeProject({ id: 'notes', title: 'Notes', tags: ['Android', 'Firebase'] }),
  ],
});

const threeSlides = makeProject({
  title: 'Weather',
  images: ['/demo/a.svg', '/demo/b.svg', '/demo/c.svg'],
});

function visibleTitles() {
  return screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
}

describe('ProjectsSection', () => {
  it('filters by one tag at a time, starting with All', async () => {
    const { user } = await renderApp({ content });
    const filter = await screen.findByRole('radiogroup', { name: 'Filter projects by tag' });
    const options = within(filter).getAllByRole('radio');
    expect(options.map((option) => (option as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'All',
      'Android',
      'Kotlin',
      'React',
      'Firebase',
    ]);
    expect(within(filter).getByRole('radio', { name: 'All' })).toBeChecked();
    expect(visibleTitles()).toEqual(['Weather', 'Budget', 'Notes']);

    // The tag goes into the address: the router's navigation settles after the click.
    await user.click(within(filter).getByRole('radio', { name: 'Android' }));
    await waitFor(() => expect(visibleTitles()).toEqual(['Weather', 'Notes']));
    expect(within(filter).getByRole('radio', { name: 'Android' })).toBeChecked();

    await user.click(within(filter).getByRole('radio', { name: 'Firebase' }));
    await waitFor(() => expect(visibleTitles()).toEqual(['Budget', 'Notes']));

    await user.click(within(filter).getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(visibleTitles()).toEqual(['Weather', 'Budget', 'Notes']));
  });

  it("takes the address's tag in any case as the listed one", async () => {
    await renderApp({ content, url: '/?tag=android' });
    const android = await screen.findByRole('radio', { name: 'Android' });
    await waitFor(() => expect(android).toBeChecked());
    expect(visibleTitles()).toEqual(['Weather', 'Notes']);
  });

  it('never ends with nothing selected', async () => {
    const { user } = await renderApp({ content });
    const kotlin = await screen.findByRole('radio', { name: 'Kotlin' });
    await user.click(kotlin);
    await user.click(kotlin);
    expect(kotlin).toBeChecked();
    expect(visibleTitles()).toEqual(['Weather']);
  });

  it('moves between tags with the arrow keys, choosing each, one tab stop for them all', async () => {
    const { user } = await renderApp({ content });
    const filter = await screen.findByRole('radiogroup', { name: 'Filter projects by tag' });
    const all = within(filter).getByRole('radio', { name: 'All' });
    const android = within(filter).getByRole('radio', { name: 'Android' });
    const kotlin = within(filter).getByRole('radio', { name: 'Kotlin' });
    act(() => all.focus());

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(android).toHaveFocus());
    expect(android).toBeChecked();
    await waitFor(() => expect(visibleTitles()).toEqual(['Weather', 'Notes']));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(kotlin).toHaveFocus());
    expect(kotlin).toBeChecked();
    expect(all).not.toBeChecked();
    await waitFor(() => expect(visibleTitles()).toEqual(['Weather']));

    await user.tab();
    expect(filter).not.toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    await waitFor(() => expect(kotlin).toHaveFocus());
  });

  it('follows live changes and falls back to All when the selected tag disappears', async () => {
    const { user, store } = await renderApp({ content });
    await user.click(await screen.findByRole('radio', { name: 'Kotlin' }));
    store.putProject('maps', { title: 'Maps', tags: ['Kotlin'] });
    await waitFor(() => expect(visibleTitles()).toEqual(['Weather', 'Maps']));

    store.removeProject('weather');
    store.removeProject('maps');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'All' })).toBeChecked());
    expect(screen.queryByRole('radio', { name: 'Kotlin' })).not.toBeInTheDocument();
    // The list follows the filter a render later (useDeferredValue in ProjectsSection).
    await waitFor(() => expect(visibleTitles()).toEqual(['Budget', 'Notes']));
  });

  it('shows a card with title, tag chips, description and only the links it has', async () => {
    await renderApp({
      content: makeContent({
        projects: [
          makeProject({
            title: 'Weather',
            description: 'Forecasts.\nOffline too.',
            tags: ['Android'],
            githubLink: 'https://github.com/a/weather',
            projectLink: 'https://play.google.com/store/apps/details?id=a.weather',
            appStoreLink: 'javascript:alert(1)',
          }),
        ],
      }),
    });
    const card = await screen.findByRole('article', { name: 'Weather' });
    expect(within(card).getByRole('list', { name: 'Tags' })).toHaveTextContent('Android');
    expect(
      within(within(card).getByRole('list', { name: 'Tags' })).queryByRole('button'),
    ).toBeNull();
    expect(within(card).getByText(/Forecasts/).textContent).toBe('Forecasts.\nOffline too.');

    const github = within(card).getByRole('link', { name: 'Github' });
    expect(github).toHaveAttribute('href', 'https://github.com/a/weather');
    expect(github).toHaveAttribute('target', '_blank');
    expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByRole('link', { name: 'Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=a.weather',
    );
    expect(within(card).queryByRole('link', { name: 'App Store' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('region')).not.toBeInTheDocument();
  });

  it('gives a card with images a carousel of lazy images with alt text', async () => {
    const { user } = await renderApp({ content: makeContent({ projects: [threeSlides] }) });
    const carousel = await screen.findByRole('region', { name: 'Weather screenshots' });
    const images = within(carousel).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Weather screenshot 1 of 3',
      'Weather screenshot 2 of 3',
      'Weather screenshot 3 of 3',
    ]);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(within(carousel).getByText('1 / 3')).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Next image' }));
    await waitFor(() => expect(within(carousel).getByText('2 / 3')).toBeInTheDocument());
    await user.click(within(carousel).getByRole('button', { name: 'Previous image' }));
    await user.click(within(carousel).getByRole('button', { name: 'Previous image' }));
    await waitFor(() => expect(within(carousel).getByText('3 / 3')).toBeInTheDocument());
  });

  it('moves the carousel with the arrow keys', async () => {
    const { user } = await renderApp({
      content: makeContent({
        projects: [makeProject({ title: 'Weather', images: ['/demo/a.svg', '/demo/b.svg'] })],
      }),
    });
    const carousel = await screen.findByRole('region', { name: 'Weather screenshots' });
    await user.click(within(carousel).getByRole('button', { name: 'Next image' }));
    await waitFor(() => expect(within(carousel).getByText('2 / 2')).toBeInTheDocument());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(carousel).getByText('1 / 2')).toBeInTheDocument());
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(carousel).getByText('2 / 2')).toBeInTheDocument());
  });

  describe('before its turn to start has come (never in view here)', () => {
    beforeEach(() => {
      vi.stubGlobal('IntersectionObserver', NothingInViewObserver);
    });
    afterEach(() => {
      vi.stubGlobal('IntersectionObserver', EverythingInViewObserver);
    });

    it('answers clicks at once', async () => {
      await renderApp({ content: makeContent({ projects: [threeSlides] }) });
      const carousel = await screen.findByRole('region', { name: 'Weather screenshots' });
      const next = within(carousel).getByRole('button', { name: 'Next image' });
      expect(next).toBeEnabled();
      next.click();
      next.click();
      await waitFor(() => expect(within(carousel).getByText('3 / 3')).toBeInTheDocument());
    });

    const reachedBy = {
      focus: (carousel: HTMLElement) =>
        act(() => within(carousel).getByRole('button', { name: 'Next image' }).focus()),
      hover: (carousel: HTMLElement) => userEvent.hover(carousel),
    };

    it.each(Object.entries(reachedBy))(
      'starts (measures itself) as soon as a visitor reaches it by %s',
      async (_how, reach) => {
        await renderApp({ content: makeContent({ projects: [threeSlides] }) });
        const carousel = await screen.findByRole('region', { name: 'Weather screenshots' });
        const track = carousel.querySelector('.carousel-track') as HTMLElement;
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(track.style.transform).toBe('');
        await reach(carousel);
        await waitFor(() => expect(track.style.transform).toMatch(/translate3d/));
      },
    );
  });

  it('shows a single image without carousel controls', async () => {
    await renderApp({
      content: makeContent({ projects: [makeProject({ title: 'Solo', images: ['/demo/a.svg'] })] }),
    });
    const carousel = await screen.findByRole('region', { name: 'Solo screenshots' });
    expect(
      within(carousel).getByRole('img', { name: 'Solo screenshot 1 of 1' }),
    ).toBeInTheDocument();
    expect(within(carousel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when there are no projects', async () => {
    await renderApp({ content: makeContent({ projects: [] }) });
    expect(await screen.findByText(/No projects to show yet/)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    await renderApp({ content, storeOptions: { latencyMs: 50 } });
    expect(screen.getByRole('list', { name: 'Loading projects' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await screen.findByRole('article', { name: 'Weather' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading projects' })).not.toBeInTheDocument();
  });

  it('offers Retry when the projects fail to load, and recovers', async () => {
    const { user, store } = await renderApp({
      content,
      storeOptions: { fail: new Set(['projects']) },
    });
    const section = document.getElementById('projects') as HTMLElement;
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The projects could not be loaded.',
    );
    store.setFail(new Set());
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByRole('article', { name: 'Weather' })).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps each card as it was across tag switches (cards are hidden, not rebuilt)', async () => {
    const { user } = await renderApp({
      content: makeContent({
        projects: [
          makeProject({
            title: 'Weather',
            tags: ['Android'],
            images: ['/demo/a.svg', '/demo/b.svg'],
          }),
          makeProject({ title: 'Budget', tags: ['React'] }),
        ],
      }),
    });
    const carousel = await screen.findByRole('region', { name: 'Weather screenshots' });
    await user.click(within(carousel).getByRole('button', { name: 'Next image' }));
    await waitFor(() => expect(within(carousel).getByText('2 / 2')).toBeInTheDocument());

    await user.click(screen.getByRole('radio', { name: 'React' }));
    expect(screen.queryByRole('region', { name: 'Weather screenshots' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'All' }));
    const again = screen.getByRole('region', { name: 'Weather screenshots' });
    expect(again).toBe(carousel);
    expect(within(again).getByText('2 / 2')).toBeInTheDocument();
  });

  describe('a long list', () => {
    /** Project 1 to `count`, every third tagged Android. */
    const manyProjects = (count: number) =>
      makeContent({
        projects: Array.from({ length: count }, (_, index) =>
          makeProject({
            id: `many-${index + 1}`,
            title: `Many ${index + 1}`,
            tags: index % 3 === 0 ? ['Android', 'All projects'] : ['All projects'],
          }),
        ),
      });
    const titles = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => `Many ${from + index}`);
    // The cards past the limit are data-later, which the stylesheet hides (not loaded here).
    const shownTitles = () =>
      visibleTitles().filter((title) =>
        screen.getByRole('heading', { name: title ?? '' }).closest('li:not([data-later])'),
      );

    it('shows a page of twelve, and twelve more on each press, focusing the first new card', async () => {
      const { user } = await renderApp({ content: manyProjects(30) });
      await screen.findByRole('radiogroup', { name: 'Filter projects by tag' });
      expect(shownTitles()).toEqual(titles(1, 12));
      expect(screen.getByText('Showing 12 of 30 projects')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Show more projects' }));
      expect(shownTitles()).toEqual(titles(1, 24));
      expect(screen.getByText('Showing 24 of 30 projects')).toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Many 13' })).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Show more projects' }));
      expect(shownTitles()).toEqual(titles(1, 30));
      expect(screen.getByRole('article', { name: 'Many 25' })).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Show more projects' })).not.toBeInTheDocument();
    });

    it('starts each tag at a page again', async () => {
      const { user } = await renderApp({ content: manyProjects(60) });
      await user.click(await screen.findByRole('button', { name: 'Show more projects' }));
      await user.click(screen.getByRole('radio', { name: 'Android' }));
      await waitFor(() =>
        expect(screen.getByText('Showing 12 of 20 projects')).toBeInTheDocument(),
      );
      expect(shownTitles()).toEqual(
        Array.from({ length: 12 }, (_, index) => `Many ${index * 3 + 1}`),
      );
      await user.click(screen.getByRole('radio', { name: 'All projects' }));
      await waitFor(() =>
        expect(screen.getByText('Showing 12 of 60 projects')).toBeInTheDocument(),
      );
      expect(shownTitles()).toEqual(titles(1, 12));
    });

    it('has nothing to show more of with twelve projects or fewer', async () => {
      await renderApp({ content: manyProjects(12) });
      await screen.findByRole('radiogroup', { name: 'Filter projects by tag' });
      expect(shownTitles()).toEqual(titles(1, 12));
      expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Show more projects' })).not.toBeInTheDocument();
    });
  });
});
