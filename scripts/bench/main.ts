/**
 * `npm run bench`: builds the pages the bench measures (scripts/bench/pages.ts) and measures them
 * (scripts/bench/measure.ts) inside firebase-tools' Emulator Suite: the Firestore emulator, which
 * the Firestore builds read, and the Hosting emulator, which serves each build as a site of its
 * own with firebase.json's headers, clean URLs and compression, as Hosting serves the site.
 * Takes many minutes: run it on an otherwise idle machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, runEmulators } from '../lib/firebase-emulators';
import { readStartupMeasures } from '../lib/startup-variants';
import {
  demoPostPath,
  demoProjectPath,
  demoSecondLanguageHome,
  folderOf,
  PROJECT_ID,
} from './build-pages';
import { buildsOf, pagesToMeasure } from './pages';

const work = mkdtempSync(join(tmpdir(), 'portfolio-bench-'));
const builds = buildsOf(
  pagesToMeasure(
    readStartupMeasures() ?? [],
    demoProjectPath(),
    demoSecondLanguageHome(),
    demoPostPath(),
  ),
);
const firestorePort = await freePort();
process.exitCode = await runEmulators({
  only: ['firestore', 'hosting'],
  projectId: PROJECT_ID,
  ports: { firestore: firestorePort },
  // Each build a site of its own; the CSP lets the Firestore builds' listener reach the emulator.
  hostingPublic: builds.map((build) => folderOf(work, build)),
  command: ['tsx', 'scripts/bench/measure.ts', work],
  quiet: true,
})
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  })
  .finally(() => rmSync(work, { recursive: true, force: true }));
