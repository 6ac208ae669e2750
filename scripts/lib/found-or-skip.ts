/**
 * What a suite needs from the machine (a program, a jar, a Java), or undefined after saying which
 * suites are skipped without it (`skipped`) and how to get it (`hint`). With the environment
 * variable `requiredBy` set (as in CI) a missing one is an error instead.
 */
export function foundOrSkip<T>(
  found: T | undefined,
  { requiredBy, hint, skipped }: { requiredBy: string; hint: string; skipped: string },
): T | undefined {
  if (found) return found;
  if (process.env[requiredBy]) throw new Error(`${requiredBy} is set. ${hint}`);
  console.warn(`\n${skipped}\n${hint}\n`);
  return undefined;
}
