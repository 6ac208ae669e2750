/**
 * The CV as files, written by the build beside the pages from the content they are rendered
 * from: /resume.json (a JSON Resume document) and /cv.pdf (made with React-PDF in Node, so no
 * visitor's page carries any of it).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { CV_PDF_PATH, RESUME_JSON_PATH } from '../../src/domain/cv-files';
import { toJsonResume } from '../../src/domain/json-resume';
import {
  localizedPath,
  SOURCE_LANGUAGE,
  type SiteLanguage,
  type SiteLanguages,
} from '../../src/domain/site-languages';
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
 * empty shell, which has nothing to say. In a language other than the site's default they are
 * that language's, beside its pages: /fr/resume.json and /fr/cv.pdf, the PDF's own words (`words`)
 * in it.
 */
export async function writeCvFiles({
  dist,
  user,
  projects,
  resume,
  siteUrl,
  words,
  language = SOURCE_LANGUAGE,
  site = { default: SOURCE_LANGUAGE, all: [SOURCE_LANGUAGE] },
}: {
  dist: string;
  user: UserProfile | null;
  projects: readonly Project[];
  resume: Resume;
  siteUrl: string | null;
  words: CvWords;
  /** The files' language, and the site's: a language but the default's has its own folder. */
  language?: SiteLanguage;
  site?: SiteLanguages;
}): Promise<string[]> {
  if (!user) return [];
  const resumeJson = localizedPath(RESUME_JSON_PATH, language, site);
  const cvPdf = localizedPath(CV_PDF_PATH, language, site);
  const write = async (path: string, data: string | Buffer) => {
    await mkdir(dirname(join(dist, path)), { recursive: true });
    await writeFile(join(dist, path), data);
  };
  const document = toJsonResume(user, projects, resume, siteUrl);
  await write(resumeJson, `${JSON.stringify(document, null, 2)}\n`);
  if (!hasCv(resume)) return [resumeJson];
  await write(cvPdf, await renderCvPdf({ profile: user, resume, siteUrl, words }));
  return [resumeJson, cvPdf];
}
