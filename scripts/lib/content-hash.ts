import { createHash } from 'node:crypto';

/**
 * The start of a file's sha256 in hex, for a content-hashed name under assets/: Hosting caches
 * those for good, so new content must get a new name.
 */
export function contentHash(content: string | Buffer, length: number): string {
  return createHash('sha256').update(content).digest('hex').slice(0, length);
}
