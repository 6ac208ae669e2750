// @vitest-environment node
import { expect, it } from 'vitest';
import * as site from '@/domain/publishing';
import { decidePublish, STALE_REASON, type RecentRequest } from '../src/publish-decision';
import * as functions from '../src/publishing';

const NOW = new Date('2026-05-04T12:00:00.000Z');
const MINUTE = 60_000;

function request(
  id: string,
  state: RecentRequest['state'],
  minutesAgo: number,
  lastWordMinutesAgo = minutesAgo,
): RecentRequest {
  return {
    id,
    state,
    askedAt: new Date(NOW.getTime() - minutesAgo * MINUTE),
    updatedAt: new Date(NOW.getTime() - lastWordMinutesAgo * MINUTE),
  };
}

it('repeats the names and limits of src/domain/publishing.ts', () => {
  expect(functions.PUBLISH_REQUESTS_COLLECTION).toBe(site.PUBLISH_REQUESTS_COLLECTION);
  expect(functions.PUBLISH_TIMEOUT_MS).toBe(site.PUBLISH_TIMEOUT_MS);
  expect(functions.MAX_PUBLISHES_PER_HOUR).toBe(site.MAX_PUBLISHES_PER_HOUR);
  expect(STALE_REASON).toBe(
    `No word from the build service for ${site.PUBLISH_TIMEOUT_MS / MINUTE} minutes`,
  );
});

it('asks when nothing was asked, or everything asked has ended', () => {
  expect(decidePublish([], NOW)).toEqual({ stale: [], refusal: null });
  const ended = [request('a', 'published', 50), request('b', 'failed', 10)];
  expect(decidePublish(ended, NOW)).toEqual({ stale: [], refusal: null });
});

it('refuses while a request is asked or running, naming the oldest of them', () => {
  for (const state of ['asked', 'running'] as const)
    expect(decidePublish([request('late', 'asked', 2), request('a', state, 5)], NOW)).toEqual({
      stale: [],
      refusal: {
        code: 'failed-precondition',
        message: 'A publish is already under way, asked at 2026-05-04T11:55:00.000Z.',
        details: { request: 'a' },
      },
    });
});

it('fails a request with no word for 30 minutes, which then blocks nothing', () => {
  const requests = [request('old', 'asked', 30), request('dead', 'running', 45, 31)];
  expect(decidePublish(requests, NOW)).toEqual({ stale: ['old', 'dead'], refusal: null });
});

it('keeps a running request the deploy reported on lately, however long ago it was asked', () => {
  const decision = decidePublish([request('long', 'running', 45, 29)], NOW);
  expect(decision).toMatchObject({ stale: [], refusal: { code: 'failed-precondition' } });
});

it('fails the stale requests even when it refuses', () => {
  const requests = [request('dead', 'asked', 40), request('live', 'running', 3)];
  expect(decidePublish(requests, NOW)).toMatchObject({
    stale: ['dead'],
    refusal: { details: { request: 'live' } },
  });
});

it('allows five requests in any hour, whatever became of them, and says when the next may come', () => {
  const four = [
    request('a', 'published', 59),
    request('b', 'failed', 45),
    request('c', 'published', 30),
    request('d', 'failed', 1),
  ];
  expect(decidePublish([request('older', 'published', 60), ...four], NOW).refusal).toBeNull();

  const five = [...four, request('e', 'published', 50)];
  expect(decidePublish(five, NOW).refusal).toEqual({
    code: 'resource-exhausted',
    message: 'At most 5 publishes an hour: try again after 2026-05-04T12:01:00.000Z.',
  });
  // With seven, the next may come once three have left the hour: the third, 55 minutes ago.
  const seven = [...five, request('f', 'failed', 58), request('g', 'failed', 55)];
  expect(decidePublish(seven, NOW).refusal?.message).toBe(
    'At most 5 publishes an hour: try again after 2026-05-04T12:05:00.000Z.',
  );
});

it('counts a request once when both of its queries found it', () => {
  const twice = [request('a', 'asked', 40), request('a', 'asked', 40)];
  expect(decidePublish(twice, NOW)).toEqual({ stale: ['a'], refusal: null });
});
