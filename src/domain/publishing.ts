/**
 * Publishing: what the last deploy put on Hosting (the prerendered HTML that search engines,
 * link previews and readers without JavaScript get), and the owner's requests to publish again.
 * Both are written only by server code with the Admin SDK (the deploy command and the
 * `publishSite` callable function) and read only by the owner (firestore.rules).
 */

/** `Publishing/published`: what the last successful deploy published. */
export const PUBLISHED_RECORD_PATH = ['Publishing', 'published'] as const;
/** `PublishRequests/<id>`: each press of Publish, newest by `askedAt`. */
export const PUBLISH_REQUESTS_COLLECTION = 'PublishRequests';
/** The callable Cloud Function behind the studio's Publish button. */
export const PUBLISH_FUNCTION_NAME = 'publishSite';

/** A content document as it was published: its version, and the title to name it by. */
export interface PublishedDocument {
  version: number;
  /** The project's or post's title, or the career entry's first line, in the default language. */
  title: string;
}

/**
 * What a deploy published, read from the content its build rendered (not from the content at
 * the time the record is written: the owner may have saved meanwhile).
 */
export interface PublishedRecord {
  publishedAt: Date;
  /** The commit the site was built from; null when the build had no git checkout. */
  commit: string | null;
  /** `User/user`'s version; 0 when there was no profile. */
  profile: number;
  /** Each project by id. */
  projects: Record<string, PublishedDocument>;
  /** Each career entry (`Resume/<id>`) by id. */
  resume: Record<string, PublishedDocument>;
  /** Each published post (`Posts/<slug>`, never a draft) by slug. */
  posts: Record<string, PublishedDocument>;
}

/**
 * Where a request is: `asked` once the build service's hook took it, `running` once the deploy
 * started, then `published` (the deploy recorded what it published) or `failed` with a reason.
 */
export type PublishState = 'asked' | 'running' | 'published' | 'failed';

export interface PublishRequest {
  id: string;
  state: PublishState;
  askedAt: Date;
  /** When the state last changed. */
  updatedAt: Date;
  /** Why it failed, in words the owner can act on; null unless `failed`. */
  reason: string | null;
}

/** A request still asked or running after this long has failed: its deploy never reported. */
export const PUBLISH_TIMEOUT_MS = 30 * 60 * 1000;
/** The callable refuses a publish past this many requests in the last hour. */
export const MAX_PUBLISHES_PER_HOUR = 5;

/** What the studio shows: the published record and the newest request, each null if none. */
export interface PublishingStatus {
  published: PublishedRecord | null;
  latest: PublishRequest | null;
}
