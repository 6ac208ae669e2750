import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROJECTS_PER_PAGE } from '@/domain/project-pages';
import { makeContent, makeProject } from '../support/factories';
import { renderApp } from '../support/render-app';

const content = makeContent({
  projects: [
    makeProject({ id: 'weather', title: 'Weather', tags: ['Android', '2024'] }),
    makeProject({ id: 'budget', title: 'Budget', tags: ['React'] }),
    makeProject({ id: 'notes', title: 'Notes', tags: ['Android'] }),
  ],
});

const titles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('the chosen tag in the address', () => {
  it('opens the list filtered by the address’s tag', async () => {
    await renderApp({ content, url: '/?tag=Android' });
    const android = await screen.findByRole('radio', { name: 'Android' });
    // The address's tag applies once the page runs (the build's HTML lists them all).
    await waitFor(() => expect(android).toBeChecked());
    await waitFor(() => expect(titles()).toEqual(['Weather', 'Notes']));
  });

  it('reads a tag that looks like a number as the text it is', async () => {
    await renderApp({ content, url: '/?tag=2024' });
    const tag = await screen.findByRole('radio', { name: '2024' });
    await waitFor(() => expect(tag).toBeChecked());
    await waitFor(() => expect(titles()).toEqual(['Weather']));
  });

  it.each(['/?tag=nope', '/?tag=', '/?tag=%20', '/?tag=a&tag=b'])(
    'falls back to All for %s, without an error',
    async (url) => {
      await renderApp({ content, url });
      const all = await screen.findByRole('radio', { name: 'All' });
      // Once the page runs, when the address's tag would apply.
      await waitFor(() => expect(all).toBeEnabled());
      expect(all).toBeChecked();
      expect(titles()).toEqual(['Weather', 'Budget', 'Notes']);
    },
  );

  it('sets ?tag= on a choice, replacing the history entry, and keeps other parameters', async () => {
    const { user, router } = await renderApp({ content, url: '/?latency=0#projects' });
    const entries = router.history.length;
    const react = await screen.findByRole('radio', { name: 'React' });
    await waitFor(() => expect(react).toBeEnabled());
    await user.click(react);
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ latency: '0', tag: 'React' }),
    );
    expect(router.state.location.hash).toBe('projects');
    expect(router.history.length).toBe(entries);
    // The list follows the filter a render later (useDeferredValue in ProjectsSection).
    await waitFor(() => expect(titles()).toEqual(['Budget']));

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ latency: '0' }));
    expect(router.history.length).toBe(entries);
  });

  it('comes back from a project page with the tag, and the list as long as it was', async () => {
    const many = makeContent({
      projects: Array.from({ length: PROJECTS_PER_PAGE + 3 }, (_, index) =>
        makeProject({ id: `p${index + 1}`, title: `P${index + 1}`, tags: ['Web'] }),
      ),
    });
    const { user, router } = await renderApp({ content: many, url: '/?tag=Web' });
    const showMore = await screen.findByRole('button', { name: /Show more/ });
    await waitFor(() => expect(showMore).toBeEnabled());
    await user.click(showMore);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(PROJECTS_PER_PAGE + 3));

    await user.click(screen.getByRole('link', { name: `P${PROJECTS_PER_PAGE + 2}` }));
    expect(await screen.findByRole('heading', { level: 1, name: `P${PROJECTS_PER_PAGE + 2}` }));
    router.history.back();

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(PROJECTS_PER_PAGE + 3));
    expect(screen.getByRole('radio', { name: 'Web' })).toBeChecked();
    expect(router.state.location.search).toEqual({ tag: 'Web' });
  });
});
