/**
 * What the PDF CV writes for one entry of each section, as plain lines: the entry's title (the
 * field RESUME_ENTRY_TITLE_FIELD names), a line under it, its dates as the CV's language writes
 * them, a paragraph, a list, and its link when the link is safe.
 */
import type { CvWords } from '../../src/domain/cv-words';
import type { ResumeEntry } from '../../src/domain/resume';
import { formatResumeDate, formatResumeSpan } from '../../src/domain/resume-dates';
import { RESUME_ENTRY_TITLE_FIELD } from '../../src/domain/resume-sections';
import { toSafeHref } from '../../src/domain/safe-link';

export interface CvEntryLines {
  title: string;
  /** Role, place, level: the line under the title ('' when there is nothing to say). */
  subtitle: string;
  /** A second, quieter line: what an employer does, a score. */
  note: string;
  dates: string;
  paragraph: string;
  /** Highlights, courses or keywords. */
  items: string[];
  /** Keywords read as one line; highlights and courses as bullets. */
  itemsInline: boolean;
  /** A safe http(s) address, or ''. */
  link: string;
}

const joined = (separator: string, ...parts: string[]) =>
  parts.filter((part) => part.trim() !== '').join(separator);

type Fields = Record<string, string | string[] | undefined>;
const text = (fields: Fields, name: string) => {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
};
const list = (fields: Fields, name: string) => {
  const value = fields[name];
  return Array.isArray(value) ? value : [];
};

/** An entry's lines, with the CV's words (the site's catalogs', from the server entry). */
export function cvEntryLines(entry: ResumeEntry, words: CvWords): CvEntryLines {
  const date = (value: string) => (value ? formatResumeDate(value, words.locale) : '');
  const span = (start: string, end: string) =>
    formatResumeSpan(start, end, words.locale, words.present);
  const fields = entry.fields as Fields;
  const t = (name: string) => text(fields, name);
  const lines: CvEntryLines = {
    title: t(RESUME_ENTRY_TITLE_FIELD[entry.section]),
    subtitle: '',
    note: '',
    dates: '',
    paragraph: '',
    items: [],
    itemsInline: false,
    link: toSafeHref(t('url')),
  };
  switch (entry.section) {
    case 'work':
      return {
        ...lines,
        subtitle: joined(' · ', t('position'), t('location')),
        note: t('description'),
        dates: span(t('startDate'), t('endDate')),
        paragraph: t('summary'),
        items: list(fields, 'highlights'),
      };
    case 'education':
      return {
        ...lines,
        subtitle: joined(', ', t('studyType'), t('area')),
        note: t('score') ? words.score(t('score')) : '',
        dates: span(t('startDate'), t('endDate')),
        items: list(fields, 'courses'),
      };
    case 'skills':
      return { ...lines, subtitle: t('level'), items: list(fields, 'keywords'), itemsInline: true };
    case 'languages':
      return { ...lines, subtitle: t('fluency') };
    case 'certificates':
      return { ...lines, subtitle: t('issuer'), dates: date(t('date')) };
    case 'awards':
      return { ...lines, subtitle: t('awarder'), dates: date(t('date')), paragraph: t('summary') };
    case 'publications':
      return {
        ...lines,
        subtitle: t('publisher'),
        dates: date(t('releaseDate')),
        paragraph: t('summary'),
      };
    case 'volunteer':
      return {
        ...lines,
        subtitle: t('position'),
        dates: span(t('startDate'), t('endDate')),
        paragraph: t('summary'),
        items: list(fields, 'highlights'),
      };
  }
}

/** An address as a reader would type it: no scheme, no trailing slash, long ones shortened. */
export function displayAddress(href: string, max = 70): string {
  const bare = href.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return bare.length > max ? `${bare.slice(0, max - 1)}…` : bare;
}
