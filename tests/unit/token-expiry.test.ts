// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tokenExpiry } from '@/data/firebase-connection';

const NOW = Date.UTC(2026, 10, 24);

/** A JWT with these claims, base64url-encoded as App Check issues them (unsigned here). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

describe("tokenExpiry (the worker learns when the page's App Check token runs out)", () => {
  it('reads the exp claim, in milliseconds', () => {
    const exp = NOW / 1000 + 3600;
    expect(tokenExpiry(jwt({ exp, sub: 'app' }), NOW)).toBe(exp * 1000);
  });

  it('treats a token it cannot read, or one already expired, as good for a minute', () => {
    expect(tokenExpiry('not-a-jwt', NOW)).toBe(NOW + 60_000);
    expect(tokenExpiry(jwt({ sub: 'no exp' }), NOW)).toBe(NOW + 60_000);
    expect(tokenExpiry(jwt({ exp: NOW / 1000 - 10 }), NOW)).toBe(NOW + 60_000);
  });
});
