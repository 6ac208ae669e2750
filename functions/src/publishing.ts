/**
 * Publishing's names and limits, as src/domain/publishing.ts defines them for the site and the
 * deploy command (functions/ is a package of its own and cannot import src/;
 * functions/test/publish-decision.test.ts fails when the two drift apart).
 */

/** `PublishRequests/<id>`: each press of Publish. */
export const PUBLISH_REQUESTS_COLLECTION = 'PublishRequests';
/** A request still asked or running after this long has failed: its deploy never reported. */
export const PUBLISH_TIMEOUT_MS = 30 * 60 * 1000;
/** The callable refuses a publish past this many requests in the last hour. */
export const MAX_PUBLISHES_PER_HOUR = 5;

export type PublishState = 'asked' | 'running' | 'published' | 'failed';
