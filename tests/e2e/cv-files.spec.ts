import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_SITE_URL } from '../../src/domain/site-url';
import { fetchCvPdfText, fetchResumeJson, titlesInOrder } from './support/cv-files';
import { expect, owner, test } from './support/fixtures';

/** The demo's career record, as the content file the build was made from holds it. */
const career = (
  JSON.parse(readFileSync(join(process.cwd(), 'mocks', 'portfolio.json'), 'utf8')) as {
    resume: Record<string, Record<string, string>[]>;
  }
).resume;

/** Every entry's title, in the CV's order (RESUME_SECTIONS, RESUME_ENTRY_TITLE_FIELD). */
const TITLE_FIELDS = {
  work: 'name',
  education: 'institution',
  skills: 'name',
  languages: 'language',
  certificates: 'name',
  awards: 'title',
  publications: 'name',
  volunteer: 'organization',
};
const titles = Object.entries(TITLE_FIELDS).flatMap(([section, field]) =>
  (career[section] ?? []).map((entry) => entry[field] ?? ''),
);

test.describe("the CV's files, written by the build from the content", () => {
  test('/resume.json is JSON Resume, served as JSON, with the profile and the record', async ({
    request,
  }) => {
    const document = await fetchResumeJson(request);
    expect(document.basics).toMatchObject({ name: owner, url: DEMO_SITE_URL });
    expect(document.work?.map(({ name }) => name)).toEqual(career.work?.map(({ name }) => name));
  });

  test('/cv.pdf is a PDF, served as one, holding every entry in order', async ({ request }) => {
    expect(titles.length).toBeGreaterThan(0);
    const text = await fetchCvPdfText(request);
    expect(text).toContain(owner);
    expect(titlesInOrder(text, titles)).toEqual([]);
  });
});
