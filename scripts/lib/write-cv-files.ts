/**
 * The CV as files, written by the build beside the pages from the content they are rendered
 * from: /resume.json (a JSON Resume document) and /cv.pdf (made with React-PDF in Node, so no
 * visitor's page carries any of it).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { CV_PDF_PATH, RESUME_JSON_PATH } from '../../src/domain/cv-files';
import { toJsonResume } from '../../src/domain/json-resume';
import type { CvWords } from '../../src/domain/cv-words';
import type { Project } from '../../src/domain/project';
import type { Resume } from '../../src/domain/resume';
import { RESUME_SECTIONS } from '../../src/domain/resume-sections';
import type { UserProfile } from '../../src/domain/user-profile';
import { CvDocument } from './cv-document';
import { registerCvFonts } from './cv-fonts';

export interface CvInput {
  profile: UserProfile;
  resume: Resume;
  /** The site's address; null when the build has none (links to it are then left out). */
  siteUrl: string | null;
  /** The site's words in the CV's language, from the catalogs (the server entry's cvWords). */
  words: CvWords;
}

/** The CV as a PDF document's bytes. */
export async function renderCvPdf(input: CvInput): Promise<Buffer> {
  registerCvFonts();
  // renderToBuffer's type asks for the Document element itself; CvDocument renders one.
  return renderToBuffer(createElement(CvDocument, input) as Parameters<typeof renderToBuffer>[0]);
}

/** Whether the record has an entry: without one there is no CV to print. */
export function hasCv(resume: Resume): boolean {
  return RESUME_SECTIONS.some((section) => resume[section].length > 0);
}

/**
 * Writes /resume.json whenever there is a profile (its basics and projects are a JSON Resume of
 * their own), and /cv.pdf when the record has an entry; returns the paths written: none for an
 * empty shell, which has nothing to say.
 */
export async function writeCvFiles({
  dist,
  user,
  projects,
  resume,
  siteUrl,
  words,
}: {
  dist: string;
  user: UserProfile | null;
  projects: readonly Project[];
  resume: Resume;
  siteUrl: string | null;
  words: CvWords;
}): Promise<string[]> {
  if (!user) return [];
  const document = toJsonResume(user, projects, resume, siteUrl);
  await writeFile(join(dist, RESUME_JSON_PATH), `${JSON.stringify(document, null, 2)}\n`);
  if (!hasCv(resume)) return [RESUME_JSON_PATH];
  await writeFile(
    join(dist, CV_PDF_PATH),
    await renderCvPdf({ profile: user, resume, siteUrl, words }),
  );
  return [RESUME_JSON_PATH, CV_PDF_PATH];
}
