import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { readPublishedRecord, readPublishRequest } from '@/domain/published-record';

const at = new Date('2026-11-29T12:00:00Z');

describe('readPublishedRecord', () => {
  it('reads a record as the deploy writes it, with a Firestore Timestamp', () => {
    expect(
      readPublishedRecord({
        publishedAt: Timestamp.fromDate(at),
        commit: 'abc123',
        profile: 3,
        projects: { orbit: { version: 2, title: 'Orbit' } },
        resume: { 'work-1': { version: 1, title: 'Acme' } },
        posts: { hello: { version: 4, title: 'Hello' } },
      }),
    ).toEqual({
      publishedAt: at,
      commit: 'abc123',
      profile: 3,
      projects: { orbit: { version: 2, title: 'Orbit' } },
      resume: { 'work-1': { version: 1, title: 'Acme' } },
      posts: { hello: { version: 4, title: 'Hello' } },
    });
  });

  it('reads a record made before posts were published as one with none', () => {
    expect(readPublishedRecord({ publishedAt: at, profile: 1 })).toMatchObject({ posts: {} });
  });

  it('reads none without a record or a valid time', () => {
    expect(readPublishedRecord(undefined)).toBeNull();
    expect(readPublishedRecord('published')).toBeNull();
    expect(readPublishedRecord({ profile: 1 })).toBeNull();
    expect(readPublishedRecord({ publishedAt: 'yesterday' })).toBeNull();
    expect(readPublishedRecord({ publishedAt: new Date(Number.NaN) })).toBeNull();
  });

  it('reads the fields of a wrong shape as empty, never failing', () => {
    expect(
      readPublishedRecord({
        publishedAt: at,
        commit: 7,
        profile: -1,
        projects: { orbit: 'v2', tide: { version: 1.5, title: 9 } },
        resume: ['work-1'],
        posts: 'hello',
      }),
    ).toEqual({
      publishedAt: at,
      commit: null,
      profile: 0,
      projects: { tide: { version: 0, title: '' } },
      resume: {},
      posts: {},
    });
  });
});

describe('readPublishRequest', () => {
  it('reads a request with its state and times', () => {
    const later = new Date(at.getTime() + 60_000);
    expect(
      readPublishRequest('r1', {
        state: 'running',
        askedAt: Timestamp.fromDate(at),
        updatedAt: Timestamp.fromDate(later),
        reason: null,
        by: 'owner',
      }),
    ).toEqual({ id: 'r1', state: 'running', askedAt: at, updatedAt: later, reason: null });
  });

  it('keeps a failure’s reason, and gives one when it has none', () => {
    expect(
      readPublishRequest('r1', { state: 'failed', askedAt: at, reason: 'The build failed' }),
    ).toMatchObject({ state: 'failed', reason: 'The build failed', updatedAt: at });
    expect(readPublishRequest('r1', { state: 'failed', askedAt: at, reason: ' ' })).toMatchObject({
      reason: 'No reason was recorded.',
    });
    expect(readPublishRequest('r1', { state: 'asked', askedAt: at, reason: 'x' })).toMatchObject({
      reason: null,
    });
  });

  it('reads none without a known state or an askedAt', () => {
    expect(readPublishRequest('r1', null)).toBeNull();
    expect(readPublishRequest('r1', { state: 'done', askedAt: at })).toBeNull();
    expect(readPublishRequest('r1', { state: 'asked' })).toBeNull();
  });
});
