/**
 * The site the `firestore` browser project opens: a Firestore build pointed at the run's
 * emulators, prerendered from the demo content seeded there, in a folder of its own (dist/ keeps
 * the memory build the other projects test). It signs the studio and a sending visitor in on the
 * Authentication emulator (VITE_AUTH_EMULATOR_HOST).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { emulatorSiteEnv } from '../../../../scripts/lib/emulator-site-env';
import { prerenderSite } from '../../../../scripts/prerender';
import { FIRESTORE_SITE_MEASUREMENT_ID, FIRESTORE_SITE_PROJECT } from './demo-data';

export const FIRESTORE_SITE_DIR = 'dist-firestore';
export const FIRESTORE_SITE_URL = 'https://portfolio-e2e.example/';

/**
 * Builds into FIRESTORE_SITE_DIR, reusing the prerender's server build in dist-prerender/ (made
 * by `npm run build`; it does not depend on the configuration). The configuration comes from a
 * folder of its own, so a developer's .env.local cannot send this build to a real project.
 * `address` and `authAddress` are the emulators' `host:port`.
 */
export async function buildFirestoreSite(address: string, authAddress: string): Promise<void> {
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
