// @vitest-environment node
/** Key files that grant admin access to the project are never committed by accident. */
import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';

/** Whether git would leave `path` out of `git add` (it need not exist). */
function isIgnored(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '--quiet', '--no-index', path], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

it.each([
  // As the Firebase console's "Generate new private key" names a download.
  'portfolio-1a2b3-firebase-adminsdk-fbsvc-0123456789.json',
  'scripts/portfolio-firebase-adminsdk-abcde-0123456789.json',
  'service-account.json',
  'service-account-key.json',
  'serviceAccountKey.json',
  'credentials.json',
  'gcp-credentials.json',
  // As the docs' examples name it.
  'key.json',
  'KEY.json',
  'functions/.secret.local',
])('git ignores the credentials file %s', (path) => {
  expect(isIgnored(path)).toBe(true);
});

it.each(['mocks/portfolio.json', 'firebase.json', 'functions/package.json'])(
  'git still tracks %s',
  (path) => {
    expect(isIgnored(path)).toBe(false);
  },
);
