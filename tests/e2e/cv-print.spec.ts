import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, owner, test } from './support/fixtures';
import { entryCount, openCv } from './support/cv';

// Printed from the desktop project only (playwright.config.ts): a print is the same document
// from any viewport.

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The printed text without the addresses print adds after each link: " (https://…)". */
const withoutAddresses = (text: string) => text.replace(/ \(https?:[^)]*\)/g, '');

for (const format of ['A4', 'Letter'] as const) {
  test(`prints on ${format}: every entry once, in order, none cut, nothing of the site around it`, async ({
    page,
  }) => {
    await openCv(page);
    await page.emulateMedia({ media: 'print' });
    // Each entry's heading and every block of text in it, as the page has them.
    const entries = await page.locator('article.cv-entry').evaluateAll((articles) =>
      articles.map((article) => ({
        title: article.querySelector('h3')?.textContent ?? '',
        blocks: [...article.querySelectorAll('h3, p, li')].map((block) => block.textContent ?? ''),
      })),
    );
    expect(entries).toHaveLength(entryCount);
    const folder = mkdtempSync(join(tmpdir(), 'cv-print-'));
    const pdf = join(folder, `cv-${format}.pdf`);
    writeFileSync(pdf, await page.pdf({ format, printBackground: true }));
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    // Its pages as pictures, to look at (test-results/screenshots/cv-print-A4-1.png, …).
    const shots = join(process.cwd(), 'test-results', 'screenshots');
    mkdirSync(shots, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '60', pdf, join(shots, `cv-print-${format}`)]);
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

    // The CV alone: its owner, with no header, footer or buttons of the site around it.
    expect(text).toContain(owner);
    for (const siteText of ['Projects', 'Menu', 'Download PDF', 'JSON Resume', '©']) {
      expect(text, `no "${siteText}"`).not.toContain(siteText);
    }
    // Links are printed with their address.
    expect(text).toMatch(/\(https:\/\/[^)]+\)/);
  });
}
