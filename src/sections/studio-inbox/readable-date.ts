/** A date and time as the owner reads them, in their own locale and time zone. */
export const readableDate = (date: Date): string =>
  date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
