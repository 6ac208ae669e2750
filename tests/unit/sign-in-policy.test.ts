// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostingPolicySources } from '../../scripts/lib/hosting-policy';

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

describe("Hosting's CSP lets a visitor sign in anonymously from the Firestore worker", () => {
  it('serves every file, the worker script among them, with the policy', () => {
    const { hosting } = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      hosting: { headers: { source: string; headers: { key: string }[] }[] };
    };
    const withPolicy = hosting.headers.filter((rule) =>
      rule.headers.some((header) => header.key === 'Content-Security-Policy'),
    );
    // A dedicated worker is bound by the policy its own script is served with.
    expect(withPolicy.map((rule) => rule.source)).toEqual(['**']);
    expect(hostingPolicySources('worker-src')).toContain("'self'");
  });

  it('reaches the two APIs anonymous sign-in and its token refresh call', () => {
    const connect = hostingPolicySources('connect-src');
    for (const host of ['identitytoolkit.googleapis.com', 'securetoken.googleapis.com']) {
      expect(authApiHosts()).toContain(host);
      expect(connect, host).toContain(`https://${host}`);
    }
  });
});

describe("Hosting's CSP lets the studio press Publish (the callable publishSite)", () => {
  it("reaches the callable functions' host (<region>-<project>.cloudfunctions.net)", () => {
    expect(hostingPolicySources('connect-src')).toContain('https://*.cloudfunctions.net');
  });
});
