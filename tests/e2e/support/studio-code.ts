/**
 * Which files of a build are the studio's code, read from the build's own manifest
 * (dist/.vite/manifest.json, written by `build.manifest` in vite.config.ts), not guessed from
 * file names: scripts/lib/studio-code.mjs says how. The studio's files are everything the
 * studio's lazy modules import, less what any other entry or lazy module imports too (shared
 * files such as React's): a visitor's page never needs those.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// One implementation for the browser tests, the byte budgets and the build's chunking.
export { studioCode, type StudioCode } from '../../../scripts/lib/studio-code.mjs';

/** What only Firebase Authentication's code says: the hosts of its REST API. */
export const FIREBASE_AUTH_MARKERS = [
  'identitytoolkit.googleapis.com',
  'securetoken.googleapis.com',
];

/** The build's JavaScript files that hold Firebase Authentication's code: `assets/…js`. */
export function firebaseAuthFiles(dist: string): string[] {
  return readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .filter((name) => {
      const code = readFileSync(join(dist, 'assets', name), 'utf8');
      return FIREBASE_AUTH_MARKERS.some((marker) => code.includes(marker));
    })
    .map((name) => `assets/${name}`);
}

/** A request's path without its leading slash, as the manifest names files. */
export const fileOf = (url: string) => new URL(url).pathname.replace(/^\//, '');
