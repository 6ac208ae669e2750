import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import firebaseJson from '../../firebase.json';

/** The files `firebase deploy` uploads from a folder, with firebase.json's ignore list. */
export function hostingDeploys(folder: string): string[] {
  const require = createRequire(import.meta.url);
  const { listFiles } = require('firebase-tools/lib/listFiles') as {
    listFiles: (cwd: string, ignore: string[]) => string[];
  };
  return listFiles(folder, firebaseJson.hosting.ignore);
}

/** A fresh folder for each test of the file, as the build's `dist`, removed after it. */
export function useTempDist(prefix: string): () => string {
  let dist = '';
  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), prefix));
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));
  return () => dist;
}
