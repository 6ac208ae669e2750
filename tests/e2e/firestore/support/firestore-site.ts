/**
 * The site the `firestore` browser project opens: the official emulator with the real rules,
 * seeded with the demo content, and a Firestore build pointed at it, prerendered from it, in a
 * folder of its own (dist/ keeps the memory build the other projects test). With an
 * Authentication emulator beside it, the build signs the studio in there (VITE_AUTH_EMULATOR_HOST).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { startEmulatorWithRules } from '../../../../scripts/firestore-emulator';
import { emulatorSiteEnv } from '../../../../scripts/lib/emulator-site-env';
import { prerenderSite } from '../../../../scripts/prerender';
import { freePort, type FirestoreEmulator } from '../../../../scripts/lib/official-emulator';
import {
  FIRESTORE_SITE_MEASUREMENT_ID,
  FIRESTORE_SITE_PROJECT,
  resetToDemoContent,
} from './demo-data';

export const FIRESTORE_SITE_DIR = 'dist-firestore';
export const FIRESTORE_SITE_URL = 'https://portfolio-e2e.example/';

/**
 * Builds into FIRESTORE_SITE_DIR, reusing the prerender's server build in dist-prerender/ (made
 * by `npm run build`; it does not depend on the configuration). The configuration comes from a
 * folder of its own, so a developer's .env.local cannot send this build to a real project.
 * `authAddress` is the Authentication emulator's `host:port`, when one runs.
 */
export async function buildFirestoreSite(address: string, authAddress?: string): Promise<void> {
  const envDir = await mkdtemp(join(tmpdir(), 'portfolio-e2e-env-'));
  try {
    // The address its link previews and sitemap publish (the server the tests open is loopback).
    const env = {
      ...emulatorSiteEnv(address, FIRESTORE_SITE_PROJECT, authAddress),
      VITE_FIREBASE_MEASUREMENT_ID: FIRESTORE_SITE_MEASUREMENT_ID,
      VITE_SITE_URL: FIRESTORE_SITE_URL,
    };
    await writeFile(
      join(envDir, '.env'),
      Object.entries(env)
        .map(([key, value]) => `${key}=${value}`)
        .join('\n'),
    );
    await build({
      envDir,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: FIRESTORE_SITE_DIR, emptyOutDir: true },
    });
    await prerenderSite({
      dist: FIRESTORE_SITE_DIR,
      serverEntry: resolve('dist-prerender', 'entry-prerender.js'),
      envDir,
    });
  } finally {
    await rm(envDir, { recursive: true, force: true });
  }
}

/**
 * Starts the emulator (the Authentication emulator's project id, FIRESTORE_SITE_PROJECT, is its
 * rules' project, so it takes that emulator's tokens) and seeds it; the caller stops it.
 */
export async function startSeededFirestore(): Promise<FirestoreEmulator> {
  const emulator = await startEmulatorWithRules(FIRESTORE_SITE_PROJECT, await freePort());
  try {
    await resetToDemoContent(emulator.address);
    return emulator;
  } catch (error) {
    await emulator.stop();
    throw error;
  }
}
