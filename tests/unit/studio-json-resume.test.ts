import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '@/data/memory-store';
import { createMemoryStudioRepository } from '@/data/studio/memory-studio-repository';
import { toContentFile } from '@/domain/content-changes';
import { readJsonResume } from '@/domain/json-resume-import';
import { toSafeHref } from '@/domain/safe-link';
import { toStudioJsonResume } from '@/domain/studio-json-resume';
import content from '../../mocks/portfolio.json';
import { makeContent } from '../support/factories';
import { makeResumeEntry } from '../support/resume-entries';
import { readStudioContent } from '../support/studio-content';

// The registry's own validator (CommonJS), as resume-cli and the JSON Resume registry check a file.
const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate: (resume: unknown, callback: (errors: unknown[] | null) => void) => void;
};

const studioContentOf = (documents: Parameters<typeof createMemoryStore>[0]) =>
  readStudioContent(createMemoryStudioRepository(createMemoryStore(documents)));

describe('the studio’s JSON Resume export', () => {
  it('is a document the JSON Resume schema validates, which imports back as the same record', async () => {
    const demo = await studioContentOf(content);
    const document = toStudioJsonResume(demo.resume);
    let problems: unknown[] | null = ['not checked'];
    validate(document, (errors) => (problems = errors));
    expect(problems).toBeNull();
    expect(document).not.toHaveProperty('basics');
    expect(document.work).toHaveLength(content.resume.work.length);

    const imported = readJsonResume(JSON.parse(JSON.stringify(document)));
    expect(imported).toMatchObject({ ok: true, leftAlone: ['$schema'], leftOff: [] });
    // Links come back as visitors' pages write them (https://www.gu.se/), the rest as it was
    // but the translations: a JSON Resume document is in one language, the default's.
    const asShown = JSON.parse(JSON.stringify(toContentFile(demo).resume), (key, value: unknown) =>
      key === 'translations'
        ? undefined
        : key === 'url' && typeof value === 'string' && value !== ''
          ? toSafeHref(value)
          : value,
    ) as unknown;
    if (imported.ok) expect(imported.resume).toEqual(asShown);
  });

  it('leaves out what the site would not show: an unsafe link, an invalid date', async () => {
    const studio = await studioContentOf(
      makeContent({
        resume: {
          work: [
            makeResumeEntry('work', {
              name: 'Northlight',
              url: 'javascript:alert(1)',
              startDate: '2021-03',
            }),
          ],
        },
      }),
    );
    const job = { ...studio.resume.work[0]!, fields: { ...studio.resume.work[0]!.fields } };
    job.fields.endDate = 'soon';
    const document = toStudioJsonResume({ ...studio.resume, work: [job] });
    expect(document.work).toEqual([{ name: 'Northlight', startDate: '2021-03' }]);
  });
});
