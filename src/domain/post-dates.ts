// A post's `publishedAt` and `updatedAt`: ISO 8601, a day (`2026-11-29`) or a full date-time
// with its zone (`2026-11-29T08:30:00Z`, `2026-11-29T09:30+01:00`). A date-time without a zone
// is refused: read in each reader's own zone, the same post would sort and show differently on
// the build machine and in the studio.

/**
 * The shape of a post's date. firestore.rules match the stored dates against this very pattern
 * (RE2 reads it as JavaScript does); the calendar (no 30 February) is checked by isPostDate alone.
 */
export const POST_DATE_PATTERN = String.raw`\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?`;

const POST_DATE = new RegExp(`^${POST_DATE_PATTERN}$`);

/** Whether `value` is a post's date: the shape above, and a day and time that exist. */
export function isPostDate(value: string): boolean {
  if (!POST_DATE.test(value)) return false;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const realDay =
    calendar.getUTCFullYear() === year &&
    calendar.getUTCMonth() === month - 1 &&
    calendar.getUTCDate() === day;
  return realDay && !Number.isNaN(Date.parse(value));
}

/** The instant a post's date names (a day: its start, UTC), or -Infinity for '' or no date. */
export function postTime(value: string): number {
  return isPostDate(value) ? Date.parse(value) : Number.NEGATIVE_INFINITY;
}
