import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '@/data/memory-store';
import { makeContent, makeProject } from '../support/factories';
import { renderApp } from '../support/render-app';

const weather = makeProject({
  id: 'weather',
  title: 'Weather',
  description: 'Forecasts for hikers.\nWorks offline.',
  tags: ['Android', 'Kotlin'],
  images: ['/demo/a.svg', '/demo/b.svg'],
  githubLink: 'https://github.com/ada/weather',
  projectLink: 'https://play.google.com/store/apps/details?id=ada.weather',
  appStoreLink: 'javascript:alert(1)',
});
const content = makeContent({
  projects: [weather, makeProject({ id: 'budget', title: 'Budget' })],
});

describe('a project page', () => {
  it('shows the project in full: title, tags that filter the list, description, links, images', async () => {
    await renderApp({ content, url: '/projects/weather' });
    const article = await screen.findByRole('article', { name: 'Weather' });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Weather');
    const tags = within(article).getByRole('list', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'Projects tagged Android' })).toHaveAttribute(
      'href',
      '/?tag=Android#projects',
    );
    const description = within(article).getByText(/Forecasts for hikers/);
    expect(description.textContent).toBe('Forecasts for hikers.\nWorks offline.');
    expect(within(article).getByRole('link', { name: 'Github' })).toHaveAttribute(
      'href',
      'https://github.com/ada/weather',
    );
    expect(within(article).getByRole('link', { name: 'Google Play' })).toBeInTheDocument();
    expect(within(article).queryByRole('link', { name: 'App Store' })).not.toBeInTheDocument();
    expect(within(article).getAllByRole('img')).toHaveLength(2);
    const gallery = within(article).getByRole('list', { name: 'More images of Weather' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Weather · Ada Example'));
  });

  it('opens from a card’s title at once, from the list the home page holds', async () => {
    const { user, router } = await renderApp({ content });
    const card = await screen.findByRole('article', { name: 'Weather' });
    const link = within(card).getByRole('link', { name: 'Weather' });
    expect(link).toHaveAttribute('href', '/projects/weather');
    await user.click(link);
    // No loading state in between: the page renders with its project.
    expect(router.state.location.pathname).toBe('/projects/weather');
    expect(screen.getByRole('heading', { level: 1, name: 'Weather' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading the project')).not.toBeInTheDocument();
  });

  it('goes back in history to the list it came from, and to the list’s section otherwise', async () => {
    const { user, router } = await renderApp({ content });
    await user.click(await screen.findByRole('link', { name: 'Weather' }));
    await user.click(await screen.findByRole('link', { name: 'All projects' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Back, not a new entry: forward leads to the project again.
    expect(router.history.canGoBack()).toBe(false);

    const direct = await renderApp({ content, url: '/projects/budget' });
    const [back] = await screen.findAllByRole('link', { name: 'All projects' });
    expect(back).toHaveAttribute('href', '/#projects');
    await direct.user.click(back!);
    await waitFor(() => expect(direct.router.state.location.href).toBe('/#projects'));
  });

  it('titles the document as it goes from the home page to a project and back', async () => {
    document.head.querySelectorAll('meta').forEach((meta) => meta.remove());
    document.title = '';
    const { user, router } = await renderApp({ content });
    const meta = (key: string) =>
      document.head.querySelector(`meta[property="${key}"]`)?.getAttribute('content');
    await waitFor(() => expect(document.title).toBe('Ada Example · Portfolio'));
    expect(meta('profile:first_name')).toBe('Ada');

    await user.click(await screen.findByRole('link', { name: 'Weather' }));
    await waitFor(() => expect(document.title).toBe('Weather · Ada Example'));
    expect(meta('og:title')).toBe('Weather');
    // The home page's own tags do not describe a project.
    expect(meta('profile:first_name')).toBeUndefined();

    router.history.back();
    await waitFor(() => expect(document.title).toBe('Ada Example · Portfolio'));
    expect(meta('profile:first_name')).toBe('Ada');
  });

  it('waits for a project the page does not hold yet, then shows it', async () => {
    await renderApp({ content, url: '/projects/budget', storeOptions: { latencyMs: 30 } });
    expect(screen.getByLabelText('Loading the project')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Budget' })).toBeInTheDocument();
  });

  it('says there is no project at an unknown address, and links to the list', async () => {
    await renderApp({ content, url: '/projects/nope' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No project here' }));
    expect(screen.getByRole('link', { name: 'See all projects' })).toHaveAttribute(
      'href',
      '/#projects',
    );
  });

  it('follows an edit, and says so when the project is deleted, with focus on the news', async () => {
    const store = createMemoryStore(content);
    await renderApp({ store, url: '/projects/weather' });
    await screen.findByRole('heading', { level: 1, name: 'Weather' });

    store.putProject('weather', { ...weather, title: 'Weather 2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Weather 2' }));
    await waitFor(() => expect(document.title).toBe('Weather 2 · Ada Example'));

    store.removeProject('weather');
    const removed = await screen.findByRole('heading', {
      level: 1,
      name: 'This project has been removed',
    });
    expect(removed).toHaveFocus();
    expect(screen.getByRole('link', { name: 'See all projects' })).toBeInTheDocument();
  });

  it('shows an error with Retry when the project cannot be loaded', async () => {
    const { user, store } = await renderApp({
      content,
      url: '/projects/weather',
      storeOptions: { fail: new Set(['projects']) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The project could not be loaded.');
    store.setFail(new Set());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Weather' })).toBeInTheDocument();
  });
});
