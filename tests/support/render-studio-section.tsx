import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryStore, type MemoryStore } from '@/data/memory-store';
import type { OwnerAuth } from '@/data/studio/owner-auth';
import { createMemoryStudioRepository } from '@/data/studio/memory-studio-repository';
import type { StudioRepository } from '@/data/studio/studio-repository';
import { StudioProvider } from '@/queries/studio/studio-context';
import { makeContent } from './factories';
import { createTestQueryClient, renderApp } from './render-app';

/** Signed in as the owner from the start, by `method`. */
const signedInOwner = (method: OwnerAuth['method']): OwnerAuth => ({
  method,
  subscribe(onChange) {
    onChange({ email: 'owner@example.com', name: 'Owner', isOwner: true });
    return () => {};
  },
  signIn: () => Promise.resolve(),
  signOut: () => Promise.resolve(),
});

/** For sections that only need the repository. */
const ownerAuth = signedInOwner('demo');

/**
 * Renders one of the owner's sections on a memory studio over `store` (its documents, messages
 * and delivery records are the test's to arrange), with a fresh query client.
 */
export function renderStudioSection(
  section: ReactNode,
  {
    store = createMemoryStore(makeContent()),
    overrides,
  }: {
    store?: MemoryStore;
    /** Replaces some operations of the memory studio, for failures it cannot produce. */
    overrides?: Partial<StudioRepository>;
  } = {},
) {
  const repository = createMemoryStudioRepository(store);
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <StudioProvider studio={{ auth: ownerAuth, repository: { ...repository, ...overrides } }}>
        {section}
      </StudioProvider>
    </QueryClientProvider>,
  );
  return { ...view, store, repository, queryClient, user };
}

/**
 * The whole app at a studio address `url`, the owner (signed in with Google) on a memory studio
 * over `content`, once the studio's navigation shows.
 */
export async function renderStudioAt(url: string, content = makeContent()) {
  const store = createMemoryStore(content);
  const studio = { auth: signedInOwner('google'), repository: createMemoryStudioRepository(store) };
  const rendered = await renderApp({ url, store, loadStudio: () => Promise.resolve(studio) });
  // The first test of a run also waits for the studio's code to be compiled.
  await screen.findByRole('navigation', { name: 'Studio parts' }, { timeout: 10_000 });
  return { ...rendered, store };
}
