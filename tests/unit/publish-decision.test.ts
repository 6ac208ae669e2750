import { describe, expect, it } from 'vitest';
import { decidePublish, type PastRequest } from '@/domain/publish-decision';
import { MAX_PUBLISHES_PER_HOUR, PUBLISH_TIMEOUT_MS } from '@/domain/publishing';

const now = new Date('2026-11-29T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const request = (
  id: string,
  state: PastRequest['state'],
  askedMinutesAgo: number,
  updatedMinutesAgo = askedMinutesAgo,
): PastRequest => ({
  id,
  state,
  askedAt: minutesAgo(askedMinutesAgo),
  updatedAt: minutesAgo(updatedMinutesAgo),
});

describe('decidePublish', () => {
  it('allows the first publish, and one after others ended', () => {
    expect(decidePublish([], now)).toEqual({ allowed: true, timedOut: [] });
    expect(decidePublish([request('a', 'published', 50), request('b', 'failed', 20)], now)).toEqual(
      { allowed: true, timedOut: [] },
    );
  });

  it('refuses while one is asked or running, naming it and when it was asked', () => {
    for (const state of ['asked', 'running'] as const) {
      expect(decidePublish([request('a', state, 5, 1)], now)).toEqual({
        allowed: false,
        timedOut: [],
        code: 'failed-precondition',
        message: `A publish is already under way, asked at ${minutesAgo(5).toISOString()}.`,
        request: 'a',
      });
    }
  });

  it('names the oldest request under way', () => {
    expect(
      decidePublish([request('newer', 'asked', 2), request('older', 'running', 9)], now),
    ).toMatchObject({ request: 'older' });
  });

  it('times out a request with no word for longer than the timeout, and allows a new one', () => {
    const silent = PUBLISH_TIMEOUT_MS / 60_000 + 1;
    expect(decidePublish([request('a', 'running', silent + 5, silent)], now)).toEqual({
      allowed: true,
      timedOut: ['a'],
    });
    const exactly = PUBLISH_TIMEOUT_MS / 60_000;
    expect(decidePublish([request('a', 'asked', exactly, exactly)], now)).toMatchObject({
      allowed: true,
      timedOut: ['a'],
    });
    expect(decidePublish([request('a', 'running', silent + 5, silent - 2)], now)).toMatchObject({
      allowed: false,
      code: 'failed-precondition',
    });
  });

  it('refuses past the hourly bound, saying when one more fits', () => {
    const hour = Array.from({ length: MAX_PUBLISHES_PER_HOUR }, (_, index) =>
      request(`r${index}`, 'published', 50 - index * 10),
    );
    expect(decidePublish(hour, now)).toEqual({
      allowed: false,
      timedOut: [],
      code: 'resource-exhausted',
      message: `At most ${MAX_PUBLISHES_PER_HOUR} publishes an hour: try again after ${new Date(
        minutesAgo(50).getTime() + 3_600_000,
      ).toISOString()}.`,
    });
    // One of them more than an hour old: there is room again.
    const older = [request('old', 'failed', 61), ...hour.slice(1)];
    expect(decidePublish(older, now)).toEqual({ allowed: true, timedOut: [] });
  });
});
