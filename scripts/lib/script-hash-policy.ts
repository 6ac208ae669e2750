import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const CSP = 'Content-Security-Policy';
const HASH_SOURCE = /^'sha256-[\w+/=]+'$/;

/** The Content-Security-Policy source that lets exactly this inline script run. */
export function scriptHashSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

/** A policy whose script-src allows the one inline script of that hash, and no other. */
export function policyWithScriptHash(policy: string, hashSource: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src') return directive;
      const kept = sources.filter((source) => !HASH_SOURCE.test(source));
      return ` ${[name, kept[0], hashSource, ...kept.slice(1)].filter(Boolean).join(' ')}`;
    })
    .join(';')
    .trimStart();
}

/**
 * Keeps firebase.json's Content-Security-Policy in step with the page's inline script: its
 * script-src names that script's hash, in place of any earlier one. The file is rewritten only
 * when the hash changed (the page-start script changed), and only in the policy's text.
 */
export function withScriptHash(configFile: string, hashSource: string): void {
  const text = readFileSync(configFile, 'utf8');
  const config = JSON.parse(text) as {
    hosting: { headers: { headers: { key: string; value: string }[] }[] };
  };
  let updated = text;
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key !== CSP) continue;
      const policy = policyWithScriptHash(header.value, hashSource);
      updated = updated.replace(JSON.stringify(header.value), () => JSON.stringify(policy));
    }
  }
  if (updated === text) return;
  writeFileSync(configFile, updated);
  console.warn(`firebase.json: the page's inline script is now allowed as ${hashSource}.`);
}
