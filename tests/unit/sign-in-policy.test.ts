// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostingPolicySources } from '../support/hosting-policy';

/** The Google APIs Firebase Authentication's browser build calls (its staging hosts aside). */
function authApiHosts(): string[] {
  // @firebase/auth as the firebase package, which depends on it, resolves it.
  const fromFirebase = createRequire(
    createRequire(import.meta.url).resolve('firebase/package.json'),
  );
  const browserBuild = join(dirname(fromFirebase.resolve('@firebase/auth')), '..', 'esm');
  const entry = readFileSync(join(browserBuild, 'index.js'), 'utf8');
  const code = [
    entry,
    ...[...entry.matchAll(/from '\.\/([\w.-]+\.js)'/g)].map(([, file = '']) =>
      readFileSync(join(browserBuild, file), 'utf8'),
    ),
  ].join('\n');
  const hosts = [...code.matchAll(/\b[a-z]+\.googleapis\.com\b/g)].map(([host]) => host);
  return [...new Set(hosts)].filter((host) => !host.startsWith('sandbox.'));
}

describe("Hosting's CSP lets the studio sign in with Google (the Firestore build)", () => {
  it("reaches every API of Firebase Authentication's browser code", () => {
    const hosts = authApiHosts();
    expect(hosts).toEqual(
      expect.arrayContaining(['identitytoolkit.googleapis.com', 'securetoken.googleapis.com']),
    );
    const connect = hostingPolicySources('connect-src');
    for (const host of hosts) expect(connect, host).toContain(`https://${host}`);
  });

  it("frames the sign-in helper of the project's auth domain (<project>.firebaseapp.com)", () => {
    expect(hostingPolicySources('frame-src')).toContain('https://*.firebaseapp.com');
  });
});
