import { isPostDate, postTime } from './post-dates';

/**
 * A post's date (post-dates.ts: a day, or a date-time with its zone) as `locale` writes it, on
 * the day it names in UTC, so the build's render and the browser's agree wherever either runs;
 * '' for no date.
 */
export function formatPostDate(date: string, locale: string): string {
  if (!isPostDate(date)) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    postTime(date),
  );
}

/** A post's date for `<time datetime>`: the date as written, or '' for none. */
export function postDateTime(date: string): string {
  return isPostDate(date) ? date : '';
}
