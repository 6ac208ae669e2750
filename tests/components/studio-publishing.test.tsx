import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryStore, type MemoryStoreOptions } from '@/data/memory-store';
import { createMemoryStudioRepository } from '@/data/studio/memory-studio-repository';
import { MAX_PUBLISHES_PER_HOUR } from '@/domain/publishing';
import type { ProjectFields } from '@/domain/studio-content';
import { StudioContentProvider } from '@/queries/studio/use-studio-content';
import { PublishPanel } from '@/sections/studio/publish-panel';
import { makeContent, makeProject } from '../support/factories';
import { renderStudioSection } from '../support/render-studio-section';

const weather = makeProject({ id: 'weather', title: 'Weather' });
const HOUR_MS = 3_600_000;

/** The Publish panel on a memory studio whose site was built from its content `builtHoursAgo`. */
function renderPanel({
  builtHoursAgo = 3 as number | null,
  options = {} as MemoryStoreOptions,
} = {}) {
  const content = makeContent({ projects: [weather] });
  const store = createMemoryStore(content, options);
  if (builtHoursAgo !== null) {
    store.stored.builtFrom = {
      documents: createMemoryStore(content).stored,
      at: new Date(Date.now() - builtHoursAgo * HOUR_MS),
    };
  }
  const rendered = renderStudioSection(
    <StudioContentProvider>
      <PublishPanel />
    </StudioContentProvider>,
    { store },
  );
  const panel = () => screen.getByRole('region', { name: 'Publishing' });
  const publish = () => within(panel()).getByRole('button', { name: 'Publish' });
  const status = () => within(panel()).getByRole('status');
  return { ...rendered, panel, publish, status };
}

const weatherFields = Object.fromEntries(Object.entries(weather).filter(([key]) => key !== 'id'));
const fieldsOf = (title: string) => ({ ...weatherFields, title }) as ProjectFields;

describe('the Publish panel', () => {
  it('says when the site was published, and exactly what is not yet', async () => {
    const { panel, repository } = renderPanel();
    expect(await within(panel()).findByText(/Everything is published\./)).toHaveTextContent(
      'Published 3 hours ago. Everything is published.',
    );
    const time = within(panel()).getByText('3 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(new Date(time.getAttribute('datetime')!).getTime()).toBeLessThan(Date.now());
    expect(time).toHaveAttribute('title', expect.stringMatching(/\d{4}/));

    await repository.saveProject({ id: 'weather', fields: fieldsOf('Weather Now'), order: 0 }, 0);
    await repository.saveProject({ id: 'orbit', fields: fieldsOf('Orbit Tracker'), order: 1 }, 0);
    expect(await within(panel()).findByText(/Not yet published/)).toHaveTextContent(
      'Published 3 hours ago. Not yet published: ‘Orbit Tracker’ added, ‘Weather Now’ edited.',
    );
  });

  it('says so when the site was never published, with everything not yet', async () => {
    const { panel } = renderPanel({ builtHoursAgo: null });
    expect(await within(panel()).findByText(/Not yet published/)).toHaveTextContent(
      'Never published. Not yet published: ‘Weather’ added.',
    );
  });

  it('publishes: asked, then running, then published and everything is published', async () => {
    const { panel, publish, status, user, repository } = renderPanel({
      options: { latencyMs: 40 },
    });
    await repository.saveProject({ id: 'weather', fields: fieldsOf('Weather Now'), order: 0 }, 0);
    await within(panel()).findByText(/‘Weather Now’ edited/);
    expect(publish()).toHaveAttribute('aria-disabled', 'false');

    await user.click(publish());
    // The button keeps its focus, disabled with the reason while the request is under way.
    expect(publish()).toHaveFocus();
    await waitFor(() => expect(status()).toHaveTextContent('Publishing… asked just now.'));
    expect(publish()).toHaveAttribute('aria-disabled', 'true');
    expect(publish()).toHaveAccessibleDescription(/^Publishing… asked just now/);
    await waitFor(() => expect(status()).toHaveTextContent('Publishing… running, asked just now.'));
    await waitFor(() => expect(status()).toHaveTextContent('Published.'));
    expect(panel()).toHaveTextContent('Published just now. Everything is published.');
    expect(publish()).toHaveAttribute('aria-disabled', 'false');
    expect(publish()).toHaveFocus();
  });

  it('shows a failed publish with its reason, and what is still not published', async () => {
    const { panel, publish, status, user, repository } = renderPanel({
      options: { fail: new Set(['publish']) },
    });
    await repository.saveProject({ id: 'orbit', fields: fieldsOf('Orbit Tracker'), order: 1 }, 0);
    await within(panel()).findByText(/‘Orbit Tracker’ added/);
    await user.click(publish());
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'Publishing failed: The deploy failed (simulated failure).',
      ),
    );
    expect(panel()).toHaveTextContent('Not yet published: ‘Orbit Tracker’ added.');
    expect(publish()).toHaveAttribute('aria-disabled', 'false');
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why a press is refused while another is under way, and stays usable', async () => {
    const { panel, publish, status, user, store } = renderPanel({ options: { latencyMs: 30 } });
    await within(panel()).findByText(/Everything is published/);
    // Another tab asks first: its request is decided before this press's.
    const elsewhere = createMemoryStudioRepository(store).requestPublish();
    await user.click(publish());
    await elsewhere;
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      /^A publish is already under way, asked at \S+\.$/,
    );
    expect(store.stored.publishRequests.size).toBe(1);
    await waitFor(() => expect(status()).toHaveTextContent('Published.'));
    // Once it is done, a press publishes again, and the refusal is gone.
    await user.click(publish());
    await waitFor(() => expect(store.stored.publishRequests.size).toBe(2));
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so past the hourly bound', async () => {
    const { panel, publish, user, store } = renderPanel();
    for (let index = 0; index < MAX_PUBLISHES_PER_HOUR; index += 1) {
      const askedAt = new Date(Date.now() - (50 - index) * 60_000);
      store.stored.publishRequests.set(`r${index}`, {
        state: 'published',
        askedAt,
        updatedAt: askedAt,
        reason: null,
      });
    }
    await within(panel()).findByText(/Everything is published/);
    await user.click(publish());
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      /^At most 5 publishes an hour: try again after \S+\.$/,
    );
    expect(publish()).toHaveAttribute('aria-disabled', 'false');
  });

  it('keeps the details for developers closed: publishing is npm run deploy', async () => {
    const { panel } = renderPanel();
    const details = within(panel()).getByText('For developers');
    expect(details).toBeVisible();
    expect(within(panel()).getByText(/npm run deploy/)).not.toBeVisible();
  });
});
