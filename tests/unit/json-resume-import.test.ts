import { describe, expect, it } from 'vitest';
import { readJsonResume } from '@/domain/json-resume-import';
import { RESUME_DATE_MESSAGE } from '@/domain/resume-file';
import { RESUME_LIMITS } from '@/domain/resume-sections';

const job = (overrides: Record<string, unknown> = {}) => ({
  name: 'Northlight Apps',
  position: 'Developer',
  startDate: '2021-03',
  ...overrides,
});

describe('reading a JSON Resume', () => {
  it('keeps the eight sections, every field filled, in the file’s order', () => {
    const result = readJsonResume({
      work: [job(), job({ name: 'Fjäril', endDate: '2020' })],
      languages: [{ language: 'Swedish', fluency: 'Native speaker' }],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.resume.work.map(({ name }) => name)).toEqual(['Northlight Apps', 'Fjäril']);
    expect(result.resume.work[0]).toEqual({
      name: 'Northlight Apps',
      position: 'Developer',
      location: '',
      url: '',
      description: '',
      startDate: '2021-03',
      endDate: '',
      summary: '',
      highlights: [],
    });
    expect(result.resume.languages).toEqual([{ language: 'Swedish', fluency: 'Native speaker' }]);
    expect(result.resume.education).toEqual([]);
  });

  it('names the top-level keys it leaves alone and the entries’ fields it leaves off', () => {
    const result = readJsonResume({
      $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
      basics: { name: 'Alex' },
      projects: [],
      meta: { theme: 'elegant' },
      work: [job({ company: 'Old field' })],
      skills: [{ name: 'Mobile', keywords: ['Kotlin'], rating: 5 }],
    });
    expect(result).toMatchObject({
      ok: true,
      leftAlone: ['$schema', 'basics', 'projects', 'meta'],
      leftOff: ['work[0].company', 'skills[0].rating'],
    });
    if (result.ok) expect(result.resume.work[0]).not.toHaveProperty('company');
  });

  it('lists every problem with its JSON path, and keeps nothing', () => {
    const result = readJsonResume({
      work: [job(), job(), job({ startDate: 'March 2021' }), job({ highlights: ['ok', 7] })],
      education: [{ institution: 'Chalmers', endDate: '2017-13' }, 'Chalmers'],
      awards: { title: 'Not a list' },
      skills: [{ name: 'x'.repeat(RESUME_LIMITS.line + 1) }],
      languages: [{ language: 'Swedish', fluency: 3 }],
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        `work[2].startDate: ${RESUME_DATE_MESSAGE}`,
        'work[3].highlights[1]: expected text',
        `education[0].endDate: ${RESUME_DATE_MESSAGE}`,
        'education[1]: expected an object',
        `skills[0].name: at most ${RESUME_LIMITS.line} characters`,
        'languages[0].fluency: expected text',
        'awards: expected a list',
      ],
    });
  });

  it('refuses a section longer than the site keeps, and a file that is no object', () => {
    const many = Array.from({ length: RESUME_LIMITS.entriesPerSection + 1 }, () => job());
    expect(readJsonResume({ work: many })).toEqual({
      ok: false,
      problems: [`work: at most ${RESUME_LIMITS.entriesPerSection} entries`],
    });
    expect(readJsonResume([])).toEqual({
      ok: false,
      problems: ['(the file): expected an object'],
    });
  });

  it('takes a file with no career sections as an empty record', () => {
    const result = readJsonResume({ basics: { name: 'Alex' } });
    expect(result.ok && Object.values(result.resume).every((list) => list.length === 0)).toBe(true);
  });
});
