import {
  readStoredResume,
  toStoredResumeEntries,
  type Resume,
  type ResumeEntry,
} from '@/domain/resume';
import type { ResumeFile } from '@/domain/resume-file';
import { RESUME_ENTRY_TITLE_FIELD, RESUME_SECTIONS } from '@/domain/resume-sections';

/** A career record in the content file's shape read as a visitor's page reads it. */
export function readResume(file: Partial<ResumeFile>): Resume {
  return readStoredResume(toStoredResumeEntries(file));
}

/** Every entry's title (RESUME_ENTRY_TITLE_FIELD), section by section in the CV's order. */
export function entryTitles(resume: Resume): string[] {
  return RESUME_SECTIONS.flatMap((section) =>
    (resume[section] as ResumeEntry[]).map(
      (entry) => (entry.fields as Record<string, string>)[RESUME_ENTRY_TITLE_FIELD[section]] ?? '',
    ),
  );
}

const WORDS =
  'offline maps sync accessible planner release android kotlin react testing design ' +
  'mentoring performance budget screen reader caching queue migration review';

/** Words up to about `length` characters: text a CV could hold, which wraps as prose does. */
export function longText(length: number, seed = 0): string {
  const words = WORDS.split(' ');
  let text = '';
  for (let index = seed; text.length < length - 12; index += 1) {
    text += `${text ? ' ' : ''}${words[index % words.length]}`;
  }
  return text;
}

/**
 * A record of `count` entries spread over every section, each title distinct and long, every
 * text near its bound, and one unsafe link among the safe ones: the CV's hardest case.
 */
export function makeLongResumeFile(count = 60): ResumeFile {
  const file = Object.fromEntries(RESUME_SECTIONS.map((section) => [section, []])) as never as {
    [S in keyof ResumeFile]: Record<string, unknown>[];
  };
  for (let index = 0; index < count; index += 1) {
    const section = RESUME_SECTIONS[index % RESUME_SECTIONS.length]!;
    const number = String(index + 1).padStart(2, '0');
    const title = `Entry ${number} ${longText(90, index)}`;
    const url =
      index === 0 ? 'javascript:window.__pwned=1' : `https://entry-${number}.example.com/`;
    const year = 2000 + (index % 25);
    const fields: Record<string, Record<string, unknown>> = {
      work: {
        name: title,
        position: longText(120, index + 1),
        location: 'Łódź, Poland',
        url,
        description: longText(180, index + 2),
        startDate: `${year}-03`,
        endDate: index % 3 === 0 ? '' : `${year + 1}`,
        summary: longText(1990, index + 3),
        highlights: Array.from({ length: 6 }, (_, item) => longText(280, index + item)),
      },
      education: {
        institution: title,
        area: longText(150, index),
        studyType: 'MSc',
        url,
        startDate: `${year}`,
        endDate: `${year + 2}-06-30`,
        score: '5.0',
        courses: Array.from({ length: 10 }, (_, item) => longText(60, item)),
      },
      skills: {
        name: title,
        level: 'Expert',
        keywords: Array.from({ length: 20 }, (_, item) => longText(20, item)),
      },
      languages: { language: title, fluency: longText(150, index) },
      certificates: { name: title, issuer: longText(100, index), date: `${year}-11-02`, url },
      awards: {
        title,
        awarder: longText(100, index),
        date: `${year}`,
        summary: longText(1990, index),
      },
      publications: {
        name: title,
        publisher: longText(100, index),
        releaseDate: `${year}-05`,
        url,
        summary: longText(1990, index),
      },
      volunteer: {
        organization: title,
        position: longText(100, index),
        url,
        startDate: `${year}`,
        endDate: '',
        summary: longText(1990, index),
        highlights: Array.from({ length: 5 }, (_, item) => longText(280, item)),
      },
    };
    file[section].push(fields[section]!);
  }
  return file as never;
}
