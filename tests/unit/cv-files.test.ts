// @vitest-environment node
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JSON_RESUME_SCHEMA_URL } from '@/domain/json-resume';
import { parseProject } from '@/domain/project';
import { emptyResume } from '@/domain/resume';
import { parseUserProfile } from '@/domain/user-profile';
import firebaseJson from '../../firebase.json';
import { hostingDeploys, useTempDist } from '../support/hosting-folder';
import content from '../../mocks/portfolio.json';
import { cvWords } from '@/sections/cv/cv-words';
import { writeCvFiles } from '../../scripts/lib/write-cv-files';
import { allowReactPdf } from '../support/react-pdf';
import { readResume } from '../support/resume-record';

const SITE = 'https://maya.example/';
const user = parseUserProfile(content.user);
const projects = content.projects.map(({ id, ...fields }) => parseProject(id, fields));
const resume = readResume(content.resume);

allowReactPdf();

// The site's words in English, as the build gives them to the script.
const words = cvWords();

describe('writeCvFiles', () => {
  const dist = useTempDist('portfolio-cv-files-');

  it('writes resume.json and cv.pdf from the content, which Hosting deploys', async () => {
    expect(
      await writeCvFiles({ dist: dist(), user, projects, resume, siteUrl: SITE, words }),
    ).toEqual(['/resume.json', '/cv.pdf']);
    const document = JSON.parse(await readFile(join(dist(), 'resume.json'), 'utf8')) as {
      $schema: string;
      basics: { name: string };
      projects: unknown[];
    };
    expect(document.$schema).toBe(JSON_RESUME_SCHEMA_URL);
    expect(document.basics.name).toBe(user.name);
    expect(document.projects).toHaveLength(projects.length);
    const pdf = await readFile(join(dist(), 'cv.pdf'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(hostingDeploys(dist()).sort()).toEqual(['cv.pdf', 'resume.json']);
  });

  it('writes no PDF for a record without entries, and nothing for an empty shell', async () => {
    expect(
      await writeCvFiles({
        dist: dist(),
        user,
        projects,
        resume: emptyResume(),
        siteUrl: SITE,
        words,
      }),
    ).toEqual(['/resume.json']);
    expect(await readdir(dist())).toEqual(['resume.json']);
    await rm(join(dist(), 'resume.json'));
    expect(
      await writeCvFiles({ dist: dist(), user: null, projects, resume, siteUrl: SITE, words }),
    ).toEqual([]);
    expect(await readdir(dist())).toEqual([]);
  });
});

describe("firebase.json's types for them", () => {
  const typeOf = (path: string) =>
    firebaseJson.hosting.headers
      .find(({ source }) => source === path)
      ?.headers.find(({ key }) => key === 'Content-Type')?.value;

  it("serves every language's resume.json as JSON and cv.pdf as a PDF", () => {
    expect(typeOf('**/resume.json')).toBe('application/json');
    expect(typeOf('**/cv.pdf')).toBe('application/pdf');
  });
});
