// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { policyWithScriptHash } from '../../scripts/lib/script-hash-policy';

const NEW = "'sha256-bmV3IHNjcmlwdA=='";

describe("the hosting CSP kept in step with the page's inline script", () => {
  it('allows the new hash in place of the old one, and changes nothing else', () => {
    const policy =
      "default-src 'self'; script-src 'self' 'sha256-b2xkIHNjcmlwdA==' https://www.gstatic.com/recaptcha/; style-src 'self'";
    expect(policyWithScriptHash(policy, NEW)).toBe(
      `default-src 'self'; script-src 'self' ${NEW} https://www.gstatic.com/recaptcha/; style-src 'self'`,
    );
  });

  it('adds the hash to a script-src that has none, and leaves a policy at the hash it has', () => {
    const policy = "script-src 'self'; object-src 'none'";
    const updated = policyWithScriptHash(policy, NEW);
    expect(updated).toBe(`script-src 'self' ${NEW}; object-src 'none'`);
    expect(policyWithScriptHash(updated, NEW)).toBe(updated);
  });
});
