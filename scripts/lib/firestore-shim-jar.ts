/**
 * firebase-tools runs its Firestore emulator with `java -jar $FIRESTORE_EMULATOR_BINARY_PATH`
 * (and chmods that file). The jar of the gcloud component has no Main-Class, so it is given a
 * jar of its own: only a manifest, naming the main class and the real jar as its class path.
 * Made at run time rather than committed: it holds the real jar's absolute path.
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Writes `firestore-shim.jar` into `directory` and returns its path. */
export async function writeFirestoreShimJar({
  directory,
  emulatorJar,
  javaHome,
}: {
  directory: string;
  emulatorJar: string;
  javaHome: string;
}): Promise<string> {
  const manifest = join(directory, 'firestore-shim-manifest.txt');
  const empty = join(directory, 'firestore-shim-content');
  const jar = join(directory, 'firestore-shim.jar');
  await writeFile(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: ${emulatorJar}\n`);
  await mkdir(empty);
  await promisify(execFile)(join(javaHome, 'bin', 'jar'), [
    '--create',
    `--file=${jar}`,
    `--manifest=${manifest}`,
    '-C',
    empty,
    '.',
  ]);
  return jar;
}
