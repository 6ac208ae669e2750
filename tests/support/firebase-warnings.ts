/**
 * The Firebase SDKs' warnings during a test are captured here instead of printed; tests/setup.ts
 * fails the test when any is left over. A test that provokes one on purpose (a refused write, a
 * dropped connection, a refused App Check) takes it and asserts on it (takeFirebaseWarningsLike).
 * Their errors already reach console.error, which console-errors.ts guards.
 *
 * The SDKs' default log handler writes `console.warn('[<time>]  @firebase/<sdk>:', ...)`. Raising
 * their log level instead would hide warnings rather than assert them (Firestore checks its level
 * before it logs, so onLog would not see them either).
 */
import { expect } from 'vitest';

const FIREBASE_PREFIX = /^\[[^\]]+\] {2}@firebase\/[\w-]+:$/;
const captured: string[] = [];

export function captureFirebaseWarnings(): void {
  const print = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    const [prefix, ...message] = args;
    if (typeof prefix === 'string' && FIREBASE_PREFIX.test(prefix)) {
      const sdk = prefix.slice(prefix.indexOf('@firebase/'));
      captured.push([sdk, ...message.map(String)].join(' '));
    } else {
      print(...args);
    }
  };
}

/** Each warning as `@firebase/<sdk>: <message>`, without the time. */
export function takeFirebaseWarnings(): string[] {
  return captured.splice(0);
}

/** Firestore's report of a write the rules refused: the SDK warns once for each. */
export const REFUSED_WRITE =
  /^@firebase\/firestore: .*RPC 'Write' stream \S+ error\. Code: 7 Message: 7 PERMISSION_DENIED/;

/** Takes the warnings so far and fails unless each matches `expected`. */
export function takeFirebaseWarningsLike(expected: RegExp): string[] {
  const warnings = takeFirebaseWarnings();
  for (const warning of warnings) expect(warning).toMatch(expected);
  return warnings;
}
