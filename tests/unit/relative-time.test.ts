import { describe, expect, it } from 'vitest';
import { timeAgo } from '@/sections/studio/relative-time';

const now = new Date('2026-11-29T12:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('timeAgo', () => {
  it('says a time in its largest whole unit', () => {
    expect(timeAgo(before(59), now)).toBe('just now');
    expect(timeAgo(before(60), now)).toBe('1 minute ago');
    expect(timeAgo(before(3 * 3600 + 59 * 60), now)).toBe('3 hours ago');
    expect(timeAgo(before(26 * 3600), now)).toBe('yesterday');
    expect(timeAgo(before(15 * 86_400), now)).toBe('2 weeks ago');
    expect(timeAgo(before(400 * 86_400), now)).toBe('last year');
  });

  it('says just now for a time a little ahead, as another clock may give', () => {
    expect(timeAgo(new Date(now.getTime() + 5000), now)).toBe('just now');
  });
});
