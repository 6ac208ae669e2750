import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, owner, test } from './support/fixtures';
import { entryCount, openCv } from './support/cv';
import { openStudio } from './support/studio';

// Printed from the desktop project only (playwright.config.ts): a print is the same document
// from any viewport.

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The printed text without the addresses print adds after each link: " (https://…)". */
const withoutAddresses = (text: string) => text.replace(/ \(https?:[^)]*\)/g, '');

/**
 * Prints the open CV on `format` and checks the paper: every entry once, in order, none cut
 * across two pages, and nothing of the site around it. Keeps the pages as pictures to look at
 * (test-results/screenshots/cv-print-<name>-1.png, …).
 */
async function expectCleanPrint(page: Page, format: 'A4' | 'Letter', name: string, count: number) {
  await page.emulateMedia({ media: 'print' });
  // Each entry's heading and every block of text in it, as the page has them.
  const entries = await page.locator('article.cv-entry').evaluateAll((articles) =>
    articles.map((article) => ({
      title: article.querySelector('h3')?.textContent ?? '',
      blocks: [...article.querySelectorAll('h3, p, li')].map((block) => block.textContent ?? ''),
    })),
  );
  expect(entries).toHaveLength(count);
  const folder = mkdtempSync(join(tmpdir(), 'cv-print-'));
  const pdf = join(folder, `cv-${name}.pdf`);
  writeFileSync(pdf, await page.pdf({ format, printBackground: true }));
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  const shots = join(process.cwd(), 'test-results', 'screenshots');
  mkdirSync(shots, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', '-l', '3', pdf, join(shots, `cv-print-${name}`)]);
  const pages = text.split('\f').filter((sheet) => sheet.trim() !== '');
  expect(pages.length).toBeGreaterThan(1);

  // An entry's heading starts a line of its own (its dates may follow on it, far to the right).
  const lines = pages.flatMap((sheet, page) =>
    sheet.split('\n').map((line) => ({ page, text: withoutAddresses(line).trim() })),
  );
  const headingLines = (title: string) =>
    lines.flatMap((line, index) =>
      line.text === title || line.text.startsWith(`${title}  `) ? [{ index, ...line }] : [],
    );
  const sheets = pages.map((sheet) => collapse(withoutAddresses(sheet)));
  let previous = -1;
  for (const { title, blocks } of entries) {
    const found = headingLines(title);
    expect(found, `"${title}" is printed once`).toHaveLength(1);
    const { index, page } = found[0]!;
    expect(index, `"${title}" comes after the entry before it`).toBeGreaterThan(previous);
    previous = index;
    // No entry is cut: every block of it is on the page its heading is on.
    for (const block of blocks) {
      expect(sheets[page], `"${title}" keeps "${block}" on its page`).toContain(collapse(block));
    }
  }

  // The CV alone, with no header, footer or buttons of the site around it.
  for (const siteText of ['Projects', 'Menu', 'Download PDF', 'JSON Resume', '©']) {
    expect(text, `no "${siteText}"`).not.toContain(siteText);
  }
  return text;
}

for (const format of ['A4', 'Letter'] as const) {
  test(`prints on ${format}: every entry once, in order, none cut, nothing of the site around it`, async ({
    page,
  }) => {
    await openCv(page);
    const text = await expectCleanPrint(page, format, format, entryCount);
    expect(text).toContain(owner);
    // Links are printed with their address.
    expect(text).toMatch(/\(https:\/\/[^)]+\)/);
  });
}

test('a record of 60 entries with long texts prints whole, none cut', async ({ page }) => {
  const sentence =
    'Planned, built and measured the work with the team, and wrote down what we learned. ';
  const long = (count: number) => sentence.repeat(count).trim();
  const record = {
    work: Array.from({ length: 30 }, (_, index) => ({
      name: `Company ${index + 1}`,
      position: `Role ${index + 1}`,
      startDate: `${1990 + index}-0${(index % 9) + 1}`,
      summary: long(6),
      highlights: [long(1), long(2), long(1)],
    })),
    education: Array.from({ length: 10 }, (_, index) => ({
      institution: `University ${index + 1}`,
      studyType: 'MSc',
      area: `Field ${index + 1}`,
      startDate: `${1980 + index}`,
      endDate: `${1982 + index}`,
      courses: ['Algorithms', 'Interaction design', 'Distributed systems'],
    })),
    skills: Array.from({ length: 10 }, (_, index) => ({
      name: `Skill ${index + 1}`,
      level: 'Advanced',
      keywords: ['One', 'Two', 'Three', 'Four', 'Five', 'Six'],
    })),
    awards: Array.from({ length: 10 }, (_, index) => ({
      title: `Award ${index + 1}`,
      awarder: 'A jury',
      date: `${2000 + index}-05-17`,
      summary: long(3),
    })),
  };
  // The demo keeps the owner's changes for the tab: imported in the studio, read by /cv.
  const studio = await openStudio(page, '', '/studio/content');
  await studio.continueAsDemoOwner.click();
  const input = page.getByLabel('JSON Resume file (.json)');
  await expect(input).toBeEnabled();
  await input.setInputFiles({
    name: 'long.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(record)),
  });
  await page
    .getByRole('region', { name: 'What importing long.json changes' })
    .getByRole('button', { name: 'Replace the career' })
    .click();
  await expect(page.getByText(/Your career was replaced/)).toBeFocused();
  await openCv(page);
  await expect(page.locator('article.cv-entry')).toHaveCount(60);
  await expectCleanPrint(page, 'A4', 'long-A4', 60);
});
