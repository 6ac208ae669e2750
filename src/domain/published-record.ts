import { isRecord } from './is-record';
import type {
  PublishedDocument,
  PublishedRecord,
  PublishRequest,
  PublishState,
} from './publishing';

const STATES: readonly PublishState[] = ['asked', 'running', 'published', 'failed'];

/**
 * A stored time as a Date: a Date (the memory store's), a Firestore Timestamp (anything with
 * `toDate()`), or milliseconds; null for anything else or an invalid time.
 */
export function readTime(value: unknown): Date | null {
  let date: unknown = value;
  if (isRecord(value) && typeof value.toDate === 'function') {
    try {
      date = (value.toDate as () => unknown)();
    } catch {
      return null;
    }
  } else if (typeof value === 'number') {
    date = new Date(value);
  }
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date : null;
}

const versionOf = (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : 0;

/** Each document of a map as published; an entry of another shape is let go. */
function readDocuments(value: unknown): Record<string, PublishedDocument> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([id, document]) =>
      isRecord(document)
        ? [
            [
              id,
              {
                version: versionOf(document.version),
                title: typeof document.title === 'string' ? document.title : '',
              },
            ],
          ]
        : [],
    ),
  );
}

/**
 * `Publishing/published` as the studio reads it, or null when there is none or it has no valid
 * `publishedAt` (a record without a time says nothing the studio could show). Any other field of
 * a wrong shape reads as empty: a bad record shows more as unpublished, never crashes.
 */
export function readPublishedRecord(data: unknown): PublishedRecord | null {
  if (!isRecord(data)) return null;
  const publishedAt = readTime(data.publishedAt);
  if (!publishedAt) return null;
  return {
    publishedAt,
    commit: typeof data.commit === 'string' && data.commit !== '' ? data.commit : null,
    profile: versionOf(data.profile),
    projects: readDocuments(data.projects),
    resume: readDocuments(data.resume),
    posts: readDocuments(data.posts),
  };
}

/**
 * A `PublishRequests` document as the studio reads it, or null without a known state or an
 * `askedAt`. A missing `updatedAt` reads as `askedAt`; a failure without a reason gets one.
 */
export function readPublishRequest(id: string, data: unknown): PublishRequest | null {
  if (!isRecord(data)) return null;
  const state = STATES.find((known) => known === data.state);
  const askedAt = readTime(data.askedAt);
  if (!state || !askedAt) return null;
  const reason = typeof data.reason === 'string' && data.reason.trim() !== '' ? data.reason : null;
  return {
    id,
    state,
    askedAt,
    updatedAt: readTime(data.updatedAt) ?? askedAt,
    reason: state === 'failed' ? (reason ?? 'No reason was recorded.') : null,
  };
}
