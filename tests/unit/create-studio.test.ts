import { describe, expect, it, vi } from 'vitest';
import { createRepository } from '@/data/create-repository';
import { loadDemoDocuments } from '@/data/demo-documents';
import { createMemoryRepository } from '@/data/memory-repository';
import { createStudio } from '@/data/studio/create-studio';
import type { StudioContent } from '@/domain/studio-content';
import content from '../../mocks/portfolio.json';
import { makeContent, makeUser } from '../support/factories';

const config = { mode: 'memory', memory: {} } as const;

describe('createStudio, offline', () => {
  it("edits the visitor's own documents as the demo owner, and keeps them for the tab", async () => {
    const visitor = createRepository(config);
    const { auth, repository } = await createStudio(config, visitor);
    expect(auth.method).toBe('demo');

    let latest: StudioContent | undefined;
    repository.subscribeToContent((next) => (latest = next), vi.fn());
    await vi.waitFor(() => expect(latest?.profile.fields.name).toBe(content.user.name));

    await repository.saveProfile(makeUser({ name: 'Grace' }) as never, 0);
    await expect((await visitor).getUser()).resolves.toMatchObject({ name: 'Grace' });
    expect(loadDemoDocuments()?.user).toMatchObject({ name: 'Grace', version: 1 });
  });

  it('honours the demo options: fail=save refuses a save', async () => {
    const visitor = createMemoryRepository(makeContent());
    const { repository } = await createStudio(
      { mode: 'memory', memory: { fail: new Set(['save']) } },
      Promise.resolve(visitor),
    );
    await expect(repository.saveProfile(makeUser() as never, 0)).rejects.toThrow(
      'simulated failure',
    );
    expect(loadDemoDocuments()).toBeNull();
  });

  it('refuses a visitor repository that is not the memory one', async () => {
    const { insertMail, getUser, subscribeToProjects, subscribeToProject } =
      createMemoryRepository(makeContent());
    const wrapped = { insertMail, getUser, subscribeToProjects, subscribeToProject };
    await expect(createStudio(config, Promise.resolve(wrapped))).rejects.toThrow(
      'memory repository',
    );
  });
});
