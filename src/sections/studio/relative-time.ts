const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long before `now` `time` was, in the largest whole unit: "3 hours ago", "yesterday";
 * "just now" under a minute (and for a time a little ahead: another clock's).
 */
export function timeAgo(time: Date, now: Date): string {
  const seconds = Math.max(0, (now.getTime() - time.getTime()) / 1000);
  for (const [unit, length] of UNITS) {
    if (seconds >= length) return RELATIVE.format(-Math.floor(seconds / length), unit);
  }
  return 'just now';
}
