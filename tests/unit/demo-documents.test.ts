import { describe, expect, it } from 'vitest';
import type { ProfileFields } from '@/domain/studio-content';
import { createDemoStore } from '@/data/demo-repository';
import { loadDemoDocuments, saveDemoDocuments } from '@/data/demo-documents';
import { createMemoryStore } from '@/data/memory-store';
import { createMemoryStudioRepository } from '@/data/studio/memory-studio-repository';
import content from '../../mocks/portfolio.json';
import { makeProject, makeUser } from '../support/factories';

const KEY = 'portfolio.demo-documents';

describe('the demo documents', () => {
  it("are saved in the owner's order with their order and version, posts by slug, and read back", () => {
    const user = makeUser({ version: 2 });
    saveDemoDocuments({
      user,
      projects: new Map([
        ['b', { title: 'B', order: 1, version: 3 }],
        ['a', { title: 'A', order: 0 }],
      ]),
      resume: new Map([
        ['w2', { section: 'work', order: 5, version: 2, name: 'Later' }],
        ['s1', { section: 'skills', order: 0, version: 1, name: 'Web' }],
        ['w1', { section: 'work', order: 1, version: 1, name: 'Earlier' }],
      ]),
      posts: new Map([['first-post', { title: 'First', draft: false, version: 2 }]]),
    });
    expect(loadDemoDocuments()).toEqual({
      user,
      projects: [
        { id: 'a', title: 'A', order: 0 },
        { id: 'b', title: 'B', order: 1, version: 3 },
      ],
      resume: {
        skills: [{ id: 's1', version: 1, name: 'Web' }],
        work: [
          { id: 'w1', version: 1, name: 'Earlier' },
          { id: 'w2', version: 2, name: 'Later' },
        ],
      },
      posts: [{ slug: 'first-post', title: 'First', draft: false, version: 2 }],
    });
  });

  it('read back as the store had them: the career entries with their ids, in order', () => {
    const saved = createMemoryStore(content);
    saveDemoDocuments(saved.stored);
    const reloaded = createMemoryStore(loadDemoDocuments() ?? {});
    expect(reloaded.stored.resume).toEqual(saved.stored.resume);
    expect(reloaded.stored.resume.get('work-2')).toMatchObject({
      section: 'work',
      order: 1,
      name: 'Västtrafik Digital',
    });
  });

  it('are none when nothing was saved, or what was saved is not in their format', () => {
    expect(loadDemoDocuments()).toBeNull();
    for (const value of ['{', 'null', '[]', '{"user":{}}', '{"projects":[{"title":"x"}]}']) {
      sessionStorage.setItem(KEY, value);
      expect(loadDemoDocuments()).toBeNull();
    }
  });

  it('are neither read nor saved where storage throws, and nothing crashes', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(loadDemoDocuments(broken)).toBeNull();
    expect(() =>
      saveDemoDocuments(
        { user: null, projects: new Map(), resume: new Map(), posts: new Map() },
        broken,
      ),
    ).not.toThrow();
  });

  it("are saved after every change of the demo's content, and start it again", async () => {
    const fresh = createDemoStore({});
    expect(fresh.stored.user).toEqual(content.user);

    const studio = createMemoryStudioRepository(fresh);
    const { id, ...fields } = makeProject({ id: 'added', title: 'Added' });
    await studio.saveProject({ id, fields: fields as never, order: 99 }, 0);
    await studio.saveProfile({ ...content.user, name: 'Saved name' } as ProfileFields, 0);

    const reloaded = createDemoStore({});
    expect(reloaded.stored.user).toMatchObject({ name: 'Saved name', version: 1 });
    const documents = reloaded.stored.projects;
    expect(documents.get('added')).toMatchObject({ title: 'Added', order: 99, version: 1 });
    expect(documents.size).toBe(content.projects.length + 1);

    sessionStorage.setItem(KEY, 'not json');
    const recovered = createDemoStore({});
    expect(recovered.stored.user).toEqual(content.user);
  });

  it("keep the demo's career record where a tab saved its documents before there was one", () => {
    sessionStorage.setItem(KEY, JSON.stringify({ user: content.user, projects: [] }));
    const store = createDemoStore({});
    expect(store.stored.projects.size).toBe(0);
    expect(store.stored.resume.size).toBe(
      Object.values(content.resume).reduce((count, entries) => count + entries.length, 0),
    );

    sessionStorage.setItem(KEY, JSON.stringify({ user: content.user, projects: [], resume: {} }));
    expect(createDemoStore({}).stored.resume.size).toBe(0);
  });
});
