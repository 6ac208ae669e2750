import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/data/memory-store';
import { LOAD_WAIT_LIMIT_MS } from '@/queries/load-wait-limit';
import { makeContent, makePrerenderedState, makeProject } from '../support/factories';
import { renderApp } from '../support/render-app';

/** The demo's longest latency (`?latency=60000`): far beyond the bound. */
const VERY_LONG_MS = 60_000;
const content = makeContent({ projects: [makeProject({ title: 'Weather' })] });

const section = (id: 'home' | 'projects') => document.getElementById(id) as HTMLElement;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  // Only timeouts are faked: React's scheduler and Testing Library keep real time, and the fake
  // clock moves on with it, so a test waits only for what it skips explicitly.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A visitor whose clicks move the fake clock too. */
const visitor = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe('with nothing on screen and no answer', () => {
  it('shows the projects as not loaded after LOAD_WAIT_LIMIT_MS, and Retry subscribes again', async () => {
    const store = createMemoryStore(content, { latencyMs: VERY_LONG_MS });
    const subscribe = vi.fn(store.repository.subscribeToProjects);
    await renderApp({ store, overrides: { subscribeToProjects: subscribe } });
    const projects = section('projects');
    expect(within(projects).getByRole('list', { name: 'Loading projects' })).toBeInTheDocument();

    await advance(LOAD_WAIT_LIMIT_MS - 1_000);
    expect(within(projects).getByRole('list', { name: 'Loading projects' })).toBeInTheDocument();
    expect(within(projects).queryByRole('alert')).not.toBeInTheDocument();

    await advance(1_000);
    expect(within(projects).getByRole('alert')).toHaveTextContent(
      'The projects could not be loaded.',
    );
    expect(within(projects).queryByRole('list', { name: 'Loading projects' })).toBeNull();
    expect(document.activeElement).toBe(document.body);

    await visitor().click(within(projects).getByRole('button', { name: 'Retry' }));
    expect(subscribe).toHaveBeenCalledTimes(2);
    expect(within(projects).getByRole('list', { name: 'Loading projects' })).toBeInTheDocument();
    await advance(VERY_LONG_MS);
    expect(within(projects).getByRole('article', { name: 'Weather' })).toBeInTheDocument();
    expect(within(projects).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('still shows projects that arrive after the bound, without a Retry', async () => {
    await renderApp({ content, storeOptions: { latencyMs: LOAD_WAIT_LIMIT_MS + 5_000 } });
    await advance(LOAD_WAIT_LIMIT_MS);
    expect(within(section('projects')).getByRole('alert')).toBeInTheDocument();
    await advance(5_000);
    // Found, not got: the answer lands at the very end of the advance, and what it sets off (the
    // query's notification, React's render) can finish just after the advance returns.
    expect(
      await within(section('projects')).findByRole('article', { name: 'Weather' }),
    ).toBeVisible();
    expect(within(section('projects')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the profile as not loaded after LOAD_WAIT_LIMIT_MS, and Retry reads it again', async () => {
    const store = createMemoryStore(content, { latencyMs: VERY_LONG_MS });
    const getUser = vi.fn(store.repository.getUser);
    await renderApp({ store, overrides: { getUser } });
    const about = section('home');
    expect(about).toHaveAttribute('aria-busy', 'true');

    await advance(LOAD_WAIT_LIMIT_MS - 1_000);
    expect(about).toHaveAttribute('aria-busy', 'true');

    await advance(1_000);
    expect(within(section('home')).getByRole('alert')).toHaveTextContent(
      'The introduction could not be loaded.',
    );
    // The header stops waiting too: its brand falls back to Home.
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/#home');

    await visitor().click(within(section('home')).getByRole('button', { name: 'Retry' }));
    expect(section('home')).toHaveAttribute('aria-busy', 'true');
    await advance(0);
    expect(getUser).toHaveBeenCalledTimes(2);
    await advance(VERY_LONG_MS);
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Example' })).toBeInTheDocument();
    expect(within(section('home')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('still shows a profile that arrives after the bound, without a Retry', async () => {
    await renderApp({ content, storeOptions: { latencyMs: LOAD_WAIT_LIMIT_MS + 5_000 } });
    await advance(LOAD_WAIT_LIMIT_MS);
    expect(within(section('home')).getByRole('alert')).toBeInTheDocument();
    await advance(5_000);
    // Found, not got: the answer lands at the very end of the advance, and what it sets off (the
    // query's notification, React's render) can finish just after the advance returns.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Example' }),
    ).toBeInTheDocument();
  });
});

describe('with content on screen and no answer', () => {
  it('keeps the prerendered profile and projects, quietly, whatever the wait', async () => {
    await renderApp({
      prerendered: makePrerenderedState(),
      overrides: {
        getUser: () => new Promise(() => {}),
        subscribeToProjects: () => () => {},
      },
    });
    await advance(LOAD_WAIT_LIMIT_MS * 3);
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Example' })).toBeInTheDocument();
    expect(within(section('projects')).getByRole('article', { name: 'Weather' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
