import { describe, expect, it } from 'vitest';
import {
  readInboxMessage,
  readStudioProfile,
  readStudioProject,
  readStudioProjects,
  sortInbox,
} from '@/domain/studio-content';
import { makeProject, makeUser } from '../support/factories';

const emptyProject = {
  title: '',
  description: '',
  tags: [],
  images: [],
  githubLink: '',
  projectLink: '',
  appStoreLink: '',
};

describe('readStudioProfile', () => {
  it('reads every field and the version, as stored', () => {
    const user = makeUser({ github: 'javascript:alert(1)', name: ` ${'n'.repeat(150)} ` });
    expect(readStudioProfile({ ...user, version: 7 })).toEqual({ fields: user, version: 7 });
  });

  it('reads wrong-typed fields as empty, drops unknown ones, and counts a bad version as 0', () => {
    const { fields, version } = readStudioProfile({
      name: 42,
      bio: ['x'],
      extra: 'dropped',
      version: 1.5,
    });
    expect(fields.name).toBe('');
    expect(fields.bio).toBe('');
    expect(Object.keys(fields).sort()).toEqual(Object.keys(makeUser()).sort());
    expect(version).toBe(0);
  });

  it('reads a missing document as empty fields at version 0', () => {
    for (const missing of [undefined, null, 'text', []]) {
      const profile = readStudioProfile(missing);
      expect(profile.version).toBe(0);
      expect(Object.values(profile.fields).every((value) => value === '')).toBe(true);
    }
  });
});

describe('readStudioProject', () => {
  it('reads every field, order and version, unclipped and unsanitised', () => {
    const { id, ...fields } = makeProject({
      title: 't'.repeat(300),
      tags: ['a', 'a', ' b '],
      images: ['javascript:x', '/demo/a.png'],
      githubLink: 'ftp://nope',
    });
    expect(readStudioProject(id, { ...fields, order: 3, version: 2 })).toEqual({
      id,
      fields,
      order: 3,
      version: 2,
    });
  });

  it('keeps only the strings of a list, reads wrong types as empty and drops the rest', () => {
    const project = readStudioProject('p', {
      title: 1,
      tags: ['ok', 3, null, 'fine'],
      images: 'not a list',
      extra: true,
    });
    expect(project).toEqual({
      id: 'p',
      fields: { ...emptyProject, tags: ['ok', 'fine'] },
      order: 0,
      version: 0,
    });
  });

  it('takes the given order when the stored one is not one the rules accept', () => {
    for (const order of [undefined, -1, 1.5, '2', Infinity]) {
      expect(readStudioProject('p', { order }, 9).order).toBe(9);
    }
  });
});

describe('readStudioProjects', () => {
  it("lists in the owner's order and numbers unordered ones after the highest", () => {
    const projects = readStudioProjects([
      { id: 'late-b', document: {} },
      { id: 'second', document: { order: 4 } },
      { id: 'first', document: { order: 1 } },
      { id: 'late-a', document: { order: 'x' } },
    ]);
    expect(projects.map(({ id, order }) => [id, order])).toEqual([
      ['first', 1],
      ['second', 4],
      ['late-a', 5],
      ['late-b', 6],
    ]);
  });

  it('numbers from 0 when no project has an order', () => {
    const projects = readStudioProjects([
      { id: 'b', document: {} },
      { id: 'a', document: {} },
    ]);
    expect(projects.map(({ id, order }) => [id, order])).toEqual([
      ['a', 0],
      ['b', 1],
    ]);
  });
});

describe('readInboxMessage', () => {
  const stored = {
    name: 'Jo',
    email: 'jo@example.com',
    message: '<b>hi</b>',
    date: new Date('2026-01-02T03:04:05Z'),
  };

  it('reads a message without a delivery record as waiting', () => {
    expect(readInboxMessage('m', stored, undefined)).toEqual({
      id: 'm',
      ...stored,
      handled: false,
      delivery: { state: 'waiting' },
    });
  });

  it('reads each delivery state and its error', () => {
    expect(readInboxMessage('m', stored, { state: 'sent' }).delivery).toEqual({ state: 'sent' });
    expect(readInboxMessage('m', stored, { state: 'sending', error: 'retrying' }).delivery).toEqual(
      { state: 'sending', error: 'retrying' },
    );
    expect(readInboxMessage('m', stored, { state: 'failed', error: 'SMTP 550' }).delivery).toEqual({
      state: 'failed',
      error: 'SMTP 550',
    });
    expect(readInboxMessage('m', stored, { state: 'odd', error: 5 }).delivery).toEqual({
      state: 'sending',
    });
  });

  it("reads a retry's next attempt and a held message's digest hour", () => {
    const nextAttemptAt = new Date('2026-11-26T10:35:00Z');
    expect(
      readInboxMessage('m', stored, {
        state: 'retrying',
        error: 'SMTP 451',
        nextAttemptAt: { toDate: () => nextAttemptAt },
        hour: '2026-11-26T10',
      }).delivery,
    ).toEqual({ state: 'retrying', error: 'SMTP 451', nextAttemptAt });
    expect(
      readInboxMessage('m', stored, { state: 'held', hour: '2026-11-26T09' }).delivery,
    ).toEqual({ state: 'held', digestHour: new Date('2026-11-26T09:00:00Z') });
    expect(readInboxMessage('m', stored, { state: 'held', hour: 'soon' }).delivery).toEqual({
      state: 'held',
    });
  });

  it("reads a Timestamp's date, handled, and wrong types safely", () => {
    const date = new Date('2026-05-06T00:00:00Z');
    const message = readInboxMessage(
      'm',
      { name: 3, date: { toDate: () => date }, handled: true },
      null,
    );
    expect(message).toMatchObject({ name: '', email: '', message: '', date, handled: true });
    expect(readInboxMessage('m', { date: 'yesterday', handled: 'yes' }, null)).toMatchObject({
      date: null,
      handled: false,
    });
    expect(readInboxMessage('m', { date: new Date(NaN) }, null).date).toBeNull();
  });
});

describe('sortInbox', () => {
  it('puts the newest first and messages without a date last, by id', () => {
    const at = (id: string, iso: string | null) =>
      readInboxMessage(id, { date: iso ? new Date(iso) : undefined }, undefined);
    const sorted = sortInbox([
      at('z', null),
      at('old', '2026-01-01'),
      at('a', null),
      at('new', '2026-03-01'),
    ]);
    expect(sorted.map(({ id }) => id)).toEqual(['new', 'old', 'a', 'z']);
  });
});
