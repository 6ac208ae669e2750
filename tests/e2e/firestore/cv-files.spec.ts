import {
  career,
  careerTitles,
  fetchCvPdfText,
  fetchResumeJson,
  titlesInOrder,
} from '../support/cv-files';
import { owner } from '../support/fixtures';
import { FIRESTORE_SITE_URL } from './support/firestore-site';
import { expect, test } from './support/fixtures';

test.describe("the Firestore build's CV files, made from the content it read", () => {
  test('/resume.json validates and holds the career record read from Firestore', async ({
    request,
  }) => {
    const document = await fetchResumeJson(request);
    expect(document.basics).toMatchObject({ name: owner, url: FIRESTORE_SITE_URL });
    expect(document.work?.map(({ name }) => name)).toEqual(career.work?.map(({ name }) => name));
  });

  test('/cv.pdf holds every entry read from Firestore, in order', async ({ request }) => {
    const text = await fetchCvPdfText(request);
    expect(careerTitles.length).toBeGreaterThan(10);
    expect(titlesInOrder(text, careerTitles)).toEqual([]);
  });
});
