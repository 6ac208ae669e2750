/**
 * A post's date (ISO 8601: `2026-11-29` or a full date-time) as `locale` writes it, read in UTC
 * so the build's render and the browser's agree wherever either runs; '' for a date that is
 * not one.
 */
export function formatPostDate(date: string, locale: string): string {
  const time = Date.parse(date);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}

/** The calendar day of a post's date, for `<time datetime>`: the date as written, or ''. */
export function postDateTime(date: string): string {
  return Number.isNaN(Date.parse(date)) ? '' : date;
}
