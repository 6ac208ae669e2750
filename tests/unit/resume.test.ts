import { describe, expect, it } from 'vitest';
import { groupResume, parseResumeEntry } from '@/domain/resume';
import { formatResumeDate, formatResumeSpan } from '@/domain/resume-dates';
import { emptyResumeFile, hasResumeEntries, resumeFileSchema } from '@/domain/resume-file';
import { isResumeDate, RESUME_LIMITS } from '@/domain/resume-sections';

describe('JSON Resume dates', () => {
  it.each(['2021', '2021-03', '2021-03-05', '2024-02-29'])('takes %s', (value) => {
    expect(isResumeDate(value)).toBe(true);
  });

  it.each([
    '',
    '21',
    '2021-3',
    '2021-13',
    '2021-00',
    '2021-02-30',
    '2023-02-29',
    'present',
    ' 2021',
  ])('refuses %j', (value) => expect(isResumeDate(value)).toBe(false));

  it('writes each only as precisely as it was written, as the locale does', () => {
    expect(formatResumeDate('2021', 'en-US')).toBe('2021');
    expect(formatResumeDate('2021-03', 'en-US')).toBe('Mar 2021');
    expect(formatResumeDate('2021-03-05', 'en-US')).toBe('Mar 5, 2021');
    expect(formatResumeDate('2021-03', 'sv-SE')).toBe('mars 2021');
    expect(formatResumeDate('soon', 'en-US')).toBe('soon');
  });

  it('spans an entry with no end to the present', () => {
    expect(formatResumeSpan('2021-03', '', 'en-US')).toBe('Mar 2021 – present');
    expect(formatResumeSpan('2019', '2021', 'en-US')).toBe('2019 – 2021');
    expect(formatResumeSpan('', '2021', 'en-US')).toBe('2021');
    expect(formatResumeSpan('', '', 'en-US')).toBe('');
  });
});

describe('the career record in the content file', () => {
  it('fills what a section leaves out, and sections left out are empty', () => {
    const result = resumeFileSchema.parse({ work: [{ name: 'Acme', startDate: '2020' }] });
    expect(result.work).toEqual([
      {
        name: 'Acme',
        position: '',
        location: '',
        url: '',
        description: '',
        startDate: '2020',
        endDate: '',
        summary: '',
        highlights: [],
      },
    ]);
    expect(result.education).toEqual([]);
    expect(hasResumeEntries(result)).toBe(true);
    expect(hasResumeEntries(emptyResumeFile())).toBe(false);
  });

  it('names each problem by its place', () => {
    const result = resumeFileSchema.safeParse({
      work: [{}, {}, { startDate: '2021-13', nickname: 'x' }],
      skills: [{ keywords: Array(RESUME_LIMITS.listItems + 1).fill('k') }],
      basics: {},
    });
    expect(result.success).toBe(false);
    const problems = result.error!.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'work.2.startDate: expected YYYY, YYYY-MM or YYYY-MM-DD',
        `skills.0.keywords: at most ${RESUME_LIMITS.listItems} items`,
      ]),
    );
    expect(result.error!.issues.map((issue) => issue.code)).toContain('unrecognized_keys');
  });
});

describe('a stored entry', () => {
  it('reads safely whatever the document holds', () => {
    const entry = parseResumeEntry('a', {
      section: 'work',
      order: 2,
      name: 'Acme',
      url: 'javascript:alert(1)',
      startDate: '2021-13',
      endDate: 42,
      summary: 'x'.repeat(RESUME_LIMITS.text + 10),
      highlights: ['  Shipped  ', 7, '', 'Led'],
    });
    expect(entry).toMatchObject({ id: 'a', section: 'work', order: 2 });
    expect(entry!.fields).toMatchObject({
      name: 'Acme',
      url: '',
      startDate: '',
      endDate: '',
      position: '',
      highlights: ['Shipped', 'Led'],
    });
    expect(Array.from((entry!.fields as { summary: string }).summary)).toHaveLength(
      RESUME_LIMITS.text,
    );
  });

  it('is nowhere when it names no section the site knows', () => {
    expect(parseResumeEntry('a', { section: 'basics' })).toBeNull();
    expect(parseResumeEntry('a', { section: 'toString' })).toBeNull();
    expect(parseResumeEntry('a', null)).toBeNull();
  });

  it('takes its place in its section', () => {
    const read = (id: string, document: object) => parseResumeEntry(id, document)!;
    const resume = groupResume([
      read('b', { section: 'work', order: 1 }),
      read('z', { section: 'work' }),
      read('a', { section: 'work', order: 1 }),
      read('c', { section: 'work', order: 0 }),
      read('l', { section: 'languages', order: 0, language: 'Swedish' }),
    ]);
    expect(resume.work.map(({ id }) => id)).toEqual(['c', 'a', 'b', 'z']);
    expect(resume.languages.map(({ fields }) => fields.language)).toEqual(['Swedish']);
    expect(resume.education).toEqual([]);
  });
});
