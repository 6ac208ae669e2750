// @vitest-environment node
/**
 * The PDF CV read back as a reader (and a search engine, a recruiter's tool) would: its text by
 * poppler's pdftotext, its metadata by pdfinfo, and its link annotations from the file itself.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUserProfile } from '@/domain/user-profile';
import content from '../../mocks/portfolio.json';
import { i18n } from '@lingui/core';
import type { CvWords } from '@/domain/cv-words';
import { cvWords } from '@/start/entry-prerender';
import { renderCvPdf } from '../../scripts/lib/write-cv-files';
import { allowReactPdf } from '../support/react-pdf';
import { entryTitles, makeLongResumeFile, readResume } from '../support/resume-record';

const run = promisify(execFile);
const SITE = 'https://maya.example/';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'portfolio-cv-'));
});
allowReactPdf();
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

interface ReadPdf {
  /** The text, whitespace collapsed: a line break where the page wrapped is a space. */
  text: string;
  /** The text's lines, as pdftotext reads them. */
  lines: string[];
  info: Record<string, string>;
  /** The addresses of the link annotations (/URI), in the file's order. */
  uris: string[];
}

/** Reads the PDF's text and metadata (UTF-8) with poppler, and its link annotations. */
async function readPdf(bytes: Buffer, name: string): Promise<ReadPdf> {
  const file = join(folder, `${name}.pdf`);
  await writeFile(file, bytes);
  const { stdout: text } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  const { stdout: info } = await run('pdfinfo', ['-enc', 'UTF-8', file]);
  return {
    text: text.replace(/\s+/g, ' '),
    lines: text.split('\n').map((line) => line.trim()),
    info: Object.fromEntries(
      info.split('\n').flatMap((line) => {
        const match = /^([^:]+):\s*(.*)$/.exec(line);
        return match ? [[match[1]!, match[2]!]] : [];
      }),
    ),
    // React-PDF writes annotations uncompressed, each address a PDF string: (https://...).
    uris: [...bytes.toString('latin1').matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1]!),
  };
}

/** Where each title is found, searching on from the last: in order, or -1 for one missing. */
function placesInOrder(text: string, titles: readonly string[]): number[] {
  let from = 0;
  return titles.map((title) => {
    const place = text.indexOf(title, from);
    if (place >= 0) from = place + title.length;
    return place;
  });
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the PDF CV', () => {
  const profile = parseUserProfile(content.user);
  // The site's words, as the build gives them to the script that writes the PDF.
  let words: CvWords;
  beforeAll(async () => {
    words = await cvWords('en');
  });

  it("holds every entry of the demo's record once, in the CV's order, as text", async () => {
    const resume = readResume(content.resume);
    const { text, lines } = await readPdf(
      await renderCvPdf({ profile, resume, siteUrl: SITE, words }),
      'demo',
    );
    const titles = entryTitles(resume);
    expect(titles.length).toBeGreaterThan(10);
    expect(placesInOrder(text, titles)).not.toContain(-1);
    // Each title is a line of its own, short ones unwrapped; a title two entries share (a
    // university worked at and studied at) is there twice, no more.
    for (const title of titles) {
      const lineCount = lines.filter((line) => line === title).length;
      expect(lineCount, title).toBe(titles.filter((other) => other === title).length);
    }
    expect(text).toContain('Maya Lindqvist Mobile and web developer');
    expect(text).toContain('EXPERIENCE');
    expect(text).toContain('Sep 2022 – present');
    expect(text).toContain('Apr 2019 – Aug 2022');
    expect(text).toContain('Nov 2018');
    expect(text).not.toContain('AWARDS');
  });

  it('names its owner in its metadata', async () => {
    const resume = readResume(content.resume);
    const { info } = await readPdf(
      await renderCvPdf({ profile, resume, siteUrl: SITE, words }),
      'meta',
    );
    expect(info.Title).toBe('CV — Maya Lindqvist');
    expect(info.Author).toBe('Maya Lindqvist');
    expect(info.Subject).toBe('Maya Lindqvist, Mobile and web developer');
    expect(info.Keywords).toContain('Kotlin');
  });

  it('links the safe addresses, and never a javascript: one', async () => {
    const resume = readResume({ work: content.resume.work.slice(0, 2) });
    // Past the lenient read, which already drops it: the PDF's own guard is what is tested.
    resume.work[0]!.fields.url = 'javascript:window.__pwned=1';
    const owner = { ...profile, github: 'javascript:window.__pwned=1' };
    const { uris, text } = await readPdf(
      await renderCvPdf({ profile: owner, resume, siteUrl: SITE, words }),
      'links',
    );
    expect(uris).toEqual([
      SITE,
      'https://www.linkedin.com/in/maya-lindqvist-demo',
      'https://x.com/maya_lq_demo',
      'https://medium.com/@maya-lindqvist-demo',
      'https://www.youtube.com/@maya-lindqvist-demo',
      'https://wa.me/46701234567',
      'https://vasttrafik.example.com/',
    ]);
    expect(text).not.toContain('javascript');
    expect(text).not.toContain('pwned');
    expect(text).toContain('vasttrafik.example.com');
  });

  it('prints names beyond Latin-1 as written', async () => {
    const owner = parseUserProfile({ ...content.user, name: 'Zofia Łódź-Żółć' });
    const resume = readResume({
      work: [{ ...content.resume.work[0]!, name: 'Ćma Studio, Gdańsk' }],
    });
    const { text, info } = await readPdf(
      await renderCvPdf({ profile: owner, resume, siteUrl: SITE, words }),
      'latin-ext',
    );
    expect(text).toContain('Zofia Łódź-Żółć');
    expect(text).toContain('Ćma Studio, Gdańsk');
    expect(info.Title).toBe('CV — Zofia Łódź-Żółć');
  });

  it("takes its headings, dates and title in another language from that language's catalog", async () => {
    const resume = readResume(content.resume);
    const { text, info } = await readPdf(
      await renderCvPdf({ profile, resume, siteUrl: SITE, words: await cvWords('fr') }),
      'french',
    );
    expect(text).toContain('EXPÉRIENCE');
    expect(text).toContain('FORMATION');
    expect(text).toContain("sept. 2022 – aujourd'hui");
    expect(text).not.toContain('– present');
    expect(info.Title).toBe('CV — Maya Lindqvist');
    // The page's own words stay in the language they were in.
    expect(i18n.locale).toBe('en');
  });

  it('holds every one of 60 entries with long texts, once each, in order, over several pages', async () => {
    const resume = readResume(makeLongResumeFile(60));
    const { text, info, uris } = await readPdf(
      await renderCvPdf({ profile, resume, siteUrl: SITE, words }),
      'long',
    );
    const titles = entryTitles(resume);
    expect(titles).toHaveLength(60);
    expect(placesInOrder(text, titles)).not.toContain(-1);
    for (const title of titles) expect(count(text, title), title).toBe(1);
    expect(Number(info.Pages)).toBeGreaterThan(10);
    expect(uris.some((uri) => uri.startsWith('javascript'))).toBe(false);
    expect(uris).toContain('https://entry-09.example.com/');
  }, 120_000);
});
