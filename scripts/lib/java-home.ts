/**
 * A Java home that firebase-tools accepts for its Java emulators: version 15 refuses anything
 * below 21. The machine's default `java` may be older (Java 17 here, beside a Temurin 25).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const FIREBASE_TOOLS_MIN_JAVA = 21;

/** Where JDKs are installed on Debian/Ubuntu and on macOS. */
const JVM_DIRECTORIES = ['/usr/lib/jvm', '/Library/Java/JavaVirtualMachines'];

/** The major version a JDK's `release` file names, or 0 when it has none. */
function majorVersion(home: string): number {
  const release = join(home, 'release');
  if (!existsSync(release) || !existsSync(join(home, 'bin', 'java'))) return 0;
  const version = /^JAVA_VERSION="(\d+)/m.exec(readFileSync(release, 'utf8'));
  return version ? Number(version[1]) : 0;
}

function installedHomes(): string[] {
  return JVM_DIRECTORIES.filter((directory) => existsSync(directory)).flatMap((directory) =>
    readdirSync(directory).flatMap((name) => [
      join(directory, name),
      join(directory, name, 'Contents', 'Home'),
    ]),
  );
}

/** JAVA_HOME when it is recent enough, else the newest installed JDK that is; or undefined. */
export function findJavaHomeForFirebaseTools(
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const candidates = [
    ...(env.JAVA_HOME ? [env.JAVA_HOME] : []),
    ...installedHomes().sort((a, b) => majorVersion(b) - majorVersion(a)),
  ];
  return candidates.find((home) => majorVersion(home) >= FIREBASE_TOOLS_MIN_JAVA);
}
