import { DEMO_SITE_URL } from '../../src/domain/site-url';
import {
  career,
  careerTitles,
  fetchCvPdfText,
  fetchResumeJson,
  titlesInOrder,
} from './support/cv-files';
import { expect, owner, test } from './support/fixtures';

test.describe("the CV's files, written by the build from the content", () => {
  test('/resume.json is JSON Resume, served as JSON, with the profile and the record', async ({
    request,
  }) => {
    const document = await fetchResumeJson(request);
    expect(document.basics).toMatchObject({ name: owner, url: DEMO_SITE_URL });
    expect(document.work?.map(({ name }) => name)).toEqual(career.work?.map(({ name }) => name));
  });

  test('/cv.pdf is a PDF, served as one, holding every entry in order', async ({ request }) => {
    expect(careerTitles.length).toBeGreaterThan(10);
    const text = await fetchCvPdfText(request);
    expect(text).toContain(owner);
    expect(titlesInOrder(text, careerTitles)).toEqual([]);
  });
});
