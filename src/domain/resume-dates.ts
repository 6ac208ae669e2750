import { isResumeDate } from './resume-sections';

/**
 * A JSON Resume date as the locale writes it, only as precise as it was written: `2021` stays
 * "2021", `2021-03` is "Mar 2021", `2021-03-05` is "Mar 5, 2021" (in en-US). A date that is not
 * one is shown as typed.
 */
export function formatResumeDate(value: string, locale: string): string {
  if (!isResumeDate(value)) return value;
  const [year, month, day] = value.split('-').map(Number);
  if (month === undefined) return String(year);
  const date = new Date(Date.UTC(year!, month - 1, day ?? 1));
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    ...(day === undefined ? {} : { day: 'numeric' }),
  }).format(date);
}

/**
 * A span of time: "Mar 2021 – present" when it has no end, "2019 – 2021", or just the one date
 * of an entry that has only an end, or '' for one with neither. `present` is the word for an
 * open end in the same language as `locale` (the site's catalogs have it; English by default, as
 * the studio and the scripts' English pages write it).
 */
export function formatResumeSpan(
  startDate: string,
  endDate: string,
  locale: string,
  present = 'present',
): string {
  const start = startDate && formatResumeDate(startDate, locale);
  const end = endDate ? formatResumeDate(endDate, locale) : present;
  if (!start) return endDate ? end : '';
  return `${start} – ${end}`;
}
