import { spawnSync } from 'node:child_process';

/**
 * The commit the site is built from: the checkout's HEAD, else GITHUB_SHA (a CI run without the
 * git directory), else null (a copy of the files, say).
 */
export function currentCommit(env: NodeJS.ProcessEnv = process.env): string | null {
  const git = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' });
  const head = git.status === 0 ? git.stdout.trim() : '';
  if (/^[0-9a-f]{40,64}$/.test(head)) return head;
  return env.GITHUB_SHA || null;
}
