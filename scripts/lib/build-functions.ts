/**
 * Builds the Cloud Functions into functions/lib (git-ignored) as `firebase deploy`'s predeploy
 * does, for what runs the built code rather than its TypeScript: the Functions emulator.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Runs `npm --prefix <functions> run build`; rejects with the compiler's output when it fails. */
export async function buildFunctions(functionsDirectory = 'functions'): Promise<void> {
  try {
    await promisify(execFile)('npm', ['--prefix', functionsDirectory, 'run', 'build']);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`Building the functions failed:\n${stdout}${stderr}`);
  }
}
