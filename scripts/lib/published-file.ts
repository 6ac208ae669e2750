/**
 * The build's note of what it rendered, for `npm run deploy` to record once Hosting has it. It is
 * written by the prerender from the very documents its HTML is made of, outside dist/ (Hosting
 * must not serve it), and read back by the deploy: what is recorded as published is what the
 * pages show, even when the owner saves in the studio while the site builds.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { RenderedVersions } from './rendered-versions';

/** Where `npm run build` leaves it (git-ignored). */
export const PUBLISHED_FILE = 'build/published.json';

export interface PublishedFile extends RenderedVersions {
  /** The Firestore project the build read. */
  projectId: string;
  /** The emulator the build read (host:port), or null for the real project. */
  emulator: string | null;
  /** When the build read it (ISO time). */
  readAt: string;
}

const publishedDocuments = z.record(
  z.string(),
  z.strictObject({ version: z.number().int().min(0), title: z.string() }),
);

const publishedFileSchema = z.strictObject({
  projectId: z.string().min(1),
  emulator: z.string().min(1).nullable(),
  readAt: z.iso.datetime(),
  profile: z.number().int().min(0),
  projects: publishedDocuments,
  resume: publishedDocuments,
  posts: publishedDocuments,
});

export async function writePublishedFile(file: string, content: PublishedFile): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(content, null, 2)}\n`);
}

/** Before a build: a note left by an earlier one must never be taken for this one's. */
export async function removePublishedFile(file: string): Promise<void> {
  await rm(file, { force: true });
}

/** The note, or why there is none to trust. */
export async function readPublishedFile(
  file: string,
): Promise<{ ok: true; published: PublishedFile } | { ok: false; message: string }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return {
      ok: false,
      message:
        `the build left no ${file}: only a build in Firestore mode (the VITE_FIREBASE_* ` +
        'configuration in .env.local) records what it rendered',
    };
  }
  try {
    return { ok: true, published: publishedFileSchema.parse(JSON.parse(text)) };
  } catch (error) {
    const why = error instanceof z.ZodError ? z.prettifyError(error) : String(error);
    return { ok: false, message: `${file} is not what the build writes: ${why}` };
  }
}
