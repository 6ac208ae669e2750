/**
 * What firebase-tools' Emulator Suite needs of this machine, found here and handed over: its own
 * program, a Java it accepts, and the official Firestore emulator instead of a download.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

/** firebase-tools 15 refuses an older Java for its Firestore emulator. */
const MIN_JAVA = 21;
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** firebase-tools' command-line program (a JavaScript file), or undefined when not installed. */
export function findFirebaseTools(): string | undefined {
  try {
    const manifest = createRequire(import.meta.url).resolve('firebase-tools/package.json');
    const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { firebase: string } };
    return join(dirname(manifest), bin.firebase);
  } catch {
    return undefined;
  }
}

/** The major version of the `java` program, or 0 when it does not run. */
function javaMajor(java: string): number {
  // `java -version` writes to stderr: `openjdk version "25.0.3" …`, or "1.8.0_…" before Java 9.
  const { stderr } = spawnSync(java, ['-version'], { encoding: 'utf8' });
  const version = /version "(?:1\.)?(\d+)/.exec(stderr ?? '');
  return version ? Number(version[1]) : 0;
}

/**
 * A Java home firebase-tools accepts: JAVA_HOME when recent enough, null when the default `java`
 * is, else the newest installed JDK that is; undefined when there is none.
 */
function findJavaHome(env: NodeJS.ProcessEnv): string | null | undefined {
  if (env.JAVA_HOME && javaMajor(join(env.JAVA_HOME, 'bin', 'java')) >= MIN_JAVA) {
    return env.JAVA_HOME;
  }
  if (!env.JAVA_HOME && javaMajor('java') >= MIN_JAVA) return null;
  // Where JDKs are installed on Debian/Ubuntu and on macOS.
  const homes = ['/usr/lib/jvm', '/Library/Java/JavaVirtualMachines']
    .filter((directory) => existsSync(directory))
    .flatMap((directory) =>
      readdirSync(directory).flatMap((name) => [
        join(directory, name),
        join(directory, name, 'Contents', 'Home'),
      ]),
    )
    .map((home) => ({ home, major: javaMajor(join(home, 'bin', 'java')) }))
    .filter(({ major }) => major >= MIN_JAVA)
    .sort((a, b) => b.major - a.major);
  return homes[0]?.home;
}

/** The gcloud component's jar, next to the `gcloud` on PATH (often a symlink in /usr/bin). */
function findGcloudFirestoreJar(env: NodeJS.ProcessEnv): string | undefined {
  const gcloud = (env.PATH ?? '')
    .split(delimiter)
    .map((directory) => join(directory, 'gcloud'))
    .find((candidate) => existsSync(candidate));
  if (!gcloud) return undefined;
  const sdk = dirname(dirname(realpathSync(gcloud)));
  const jar = join(sdk, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
  return existsSync(jar) ? jar : undefined;
}

/** Whether firebase-tools has already downloaded its own Firestore emulator here. */
function hasCachedFirestoreJar(): boolean {
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  return existsSync(cache) && readdirSync(cache).some((name) => /^cloud-firestore/.test(name));
}

/**
 * A jar holding only a manifest that names the official jar's main class and the jar itself:
 * firebase-tools runs FIRESTORE_EMULATOR_BINARY_PATH with `java -jar`, and the official jar has
 * no Main-Class. Made at run time, as it holds the official jar's path. `jarTool` is the JDK's.
 */
async function writeFirestoreShim(directory: string, jar: string, jarTool: string) {
  const manifest = join(directory, 'firestore-shim-manifest.txt');
  const empty = join(directory, 'firestore-shim-content');
  const shim = join(directory, 'firestore-shim.jar');
  await writeFile(manifest, `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: ${jar}\n`);
  await mkdir(empty);
  execFileSync(jarTool, ['--create', `--file=${shim}`, `--manifest=${manifest}`, '-C', empty, '.']);
  return shim;
}

/** What this machine lacks to run the emulators named, or undefined when it has everything. */
export function missingForEmulators(only: string[], env = process.env): string | undefined {
  if (!findFirebaseTools()) return 'firebase-tools (a devDependency): run npm ci.';
  if (only.includes('firestore') && findJavaHome(env) === undefined) {
    return `Java ${MIN_JAVA} or newer, for the Firestore emulator: install one, or point JAVA_HOME at one.`;
  }
  return undefined;
}

/**
 * Whether the emulators named can run here. When they cannot, REQUIRE_EMULATORS (set by CI)
 * makes that an error; otherwise it says what is left out (`leftOut`) and why.
 */
export function canRunEmulators(only: string[], leftOut: string): boolean {
  const missing = missingForEmulators(only);
  if (!missing) return true;
  if (process.env.REQUIRE_EMULATORS) {
    throw new Error(`REQUIRE_EMULATORS is set, and the Emulator Suite needs ${missing}`);
  }
  console.warn(`\n${leftOut}: the Emulator Suite needs ${missing}\n`);
  return false;
}

/**
 * The variables that give the Firestore emulator a Java it accepts and, where firebase-tools has
 * none of its own, the machine's official jar (through a shim written into `directory`).
 */
export async function firestoreEmulatorEnv(
  directory: string,
  env: NodeJS.ProcessEnv,
): Promise<NodeJS.ProcessEnv> {
  const added: NodeJS.ProcessEnv = {};
  const javaHome = findJavaHome(env);
  if (javaHome) {
    added.JAVA_HOME = javaHome;
    added.PATH = `${join(javaHome, 'bin')}${delimiter}${env.PATH ?? ''}`;
  }
  const jar = findGcloudFirestoreJar(env);
  if (!env.FIRESTORE_EMULATOR_BINARY_PATH && jar && !hasCachedFirestoreJar()) {
    const jarTool = javaHome ? join(javaHome, 'bin', 'jar') : 'jar';
    added.FIRESTORE_EMULATOR_BINARY_PATH = await writeFirestoreShim(directory, jar, jarTool);
  }
  return added;
}
