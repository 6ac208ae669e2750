import type { SiteLanguage } from '../../../src/domain/site-languages';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { content } from './fixtures';
import { RESUME_ENTRY_TITLE_FIELD, RESUME_SECTIONS } from '../../../src/domain/resume-sections';

// The registry's own validator (CommonJS), as resume-cli and the JSON Resume registry check a file.
const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate: (
    resume: unknown,
    callback: (errors: { stack: string }[] | null, valid: boolean) => void,
  ) => void;
};

interface ServedResume {
  basics: { name?: string; url?: string };
  work?: { name?: string }[];
}

/** /resume.json as served: JSON by its type, a document the JSON Resume schema validates. */
export async function fetchResumeJson(
  request: APIRequestContext,
  path = '/resume.json',
): Promise<ServedResume> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/json');
  const document = (await response.json()) as ServedResume;
  let problems: string[] = [];
  validate(document, (errors) => {
    problems = (errors ?? []).map(({ stack }) => stack);
  });
  expect(problems).toEqual([]);
  return document;
}

/** /cv.pdf as served: a PDF by its type and its bytes, its text as poppler's pdftotext reads it. */
export async function fetchCvPdfText(
  request: APIRequestContext,
  path = '/cv.pdf',
): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const bytes = await response.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const folder = mkdtempSync(join(tmpdir(), 'portfolio-e2e-cv-'));
  try {
    const file = join(folder, 'cv.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The titles not found in `text` in this order (whitespace collapsed, as lines wrap): none when
 * every one is there, in order.
 */
export function titlesInOrder(text: string, titles: readonly string[]): string[] {
  const flat = text.replace(/\s+/g, ' ');
  let from = 0;
  return titles.filter((title) => {
    const place = flat.indexOf(title, from);
    if (place < 0) return true;
    from = place + title.length;
    return false;
  });
}

type CareerEntry = Record<string, string> & {
  translations?: Partial<Record<SiteLanguage, Record<string, string>>>;
};

/** The demo's career record, as the content file the build was made from (or seeded) holds it. */
export const career = (content as unknown as { resume: Record<string, CareerEntry[]> }).resume;

/**
 * Every entry's title in the demo's record, section by section in the CV's order: in
 * `language` where the entry translates it, else as written.
 */
export const careerTitlesIn = (language?: SiteLanguage) =>
  RESUME_SECTIONS.flatMap((section) =>
    (career[section] ?? []).map((entry) => {
      const field = RESUME_ENTRY_TITLE_FIELD[section];
      const translated = language ? entry.translations?.[language]?.[field] : undefined;
      return translated || (entry[field] ?? '');
    }),
  );

/** Every entry's title in the demo's record, in its default language. */
export const careerTitles = careerTitlesIn();
