import { describe, expect, it, vi } from 'vitest';
import { connectData } from '@/data/connect-data';
import { loadDemoDocuments } from '@/data/demo-documents';
import type { StudioContent } from '@/domain/studio-content';
import content from '../../mocks/portfolio.json';
import { makeUser } from '../support/factories';

describe('connectData, offline', () => {
  it("gives the demo owner's studio the visitor's own documents, and keeps them for the tab", async () => {
    const { repository, loadStudio } = connectData({ mode: 'memory', memory: {} });
    const { auth, repository: studio } = await loadStudio();
    expect(auth.method).toBe('demo');

    let latest: StudioContent | undefined;
    studio.subscribeToContent((next) => (latest = next), vi.fn());
    await vi.waitFor(() => expect(latest?.profile.fields.name).toBe(content.user.name));

    await studio.saveProfile(makeUser({ name: 'Grace' }) as never, 0);
    await expect(repository.getUser()).resolves.toMatchObject({ name: 'Grace' });
    expect(loadDemoDocuments()?.user).toMatchObject({ name: 'Grace', version: 1 });
  });

  it('honours the demo options in the studio too: fail=save refuses a save', async () => {
    const { loadStudio } = connectData({ mode: 'memory', memory: { fail: new Set(['save']) } });
    const { repository: studio } = await loadStudio();
    await expect(studio.saveProfile(makeUser() as never, 0)).rejects.toThrow('simulated failure');
    expect(loadDemoDocuments()).toBeNull();
  });
});
