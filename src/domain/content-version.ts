import { isRecord } from './is-record';

/**
 * The field every content document (`User/user`, each project) carries: how many writes it has
 * had. A write sets it to the stored version plus one, and the security rules refuse any other
 * value, so a write based on an old read fails instead of silently overwriting a newer edit.
 */
export const VERSION_FIELD = 'version';

/**
 * The version a write of `stored` must set. As in firestore.rules, a document that does not
 * exist, has no version or a version that is not an integer (typed by hand in the console)
 * counts as version 0.
 */
export function nextVersion(stored: unknown): number {
  const version = isRecord(stored) ? stored[VERSION_FIELD] : undefined;
  return (Number.isSafeInteger(version) ? (version as number) : 0) + 1;
}

/** A stored document without its version, as the content file keeps it. */
export function withoutVersion(document: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(document).filter(([key]) => key !== VERSION_FIELD));
}
