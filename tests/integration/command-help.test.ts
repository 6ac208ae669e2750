// @vitest-environment node
/**
 * Every command the README lists as taking options prints what it does with `-- --help`, and
 * exits 0 without doing it: no emulator is started, nothing is read or written.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function help(script: string): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', '--help'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout }));
  });
}

describe('-- --help', () => {
  it.each(['seed', 'export', 'inbox', 'grant-owner', 'deploy', 'emulator', 'dev:firestore'])(
    'npm run %s says how it is used and what it does',
    async (script) => {
      const { code, stdout } = await help(script);
      expect(code).toBe(0);
      const [usage, ...description] = stdout.trim().split('\n');
      expect(usage).toMatch(new RegExp(`^Usage: npm run ${script}\\b`));
      expect(description.join(' ').length).toBeGreaterThan(40);
    },
    30_000,
  );
});
