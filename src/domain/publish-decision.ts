import { MAX_PUBLISHES_PER_HOUR, PUBLISH_TIMEOUT_MS, type PublishState } from './publishing';

const HOUR_MS = 60 * 60 * 1000;

/** The reason a request past PUBLISH_TIMEOUT_MS without word is marked failed with. */
export const TIMED_OUT_REASON = 'No word from the build service for 30 minutes';

/** A request as the decision needs it. */
export interface PastRequest {
  id: string;
  state: PublishState;
  askedAt: Date;
  updatedAt: Date;
}

/** What a press of Publish may do, given the requests so far. */
export type PublishDecision =
  | {
      allowed: true;
      /** Requests asked or running with no word for too long: marked failed first. */
      timedOut: string[];
    }
  | {
      allowed: false;
      timedOut: string[];
      /** The callable's HttpsError code. */
      code: 'failed-precondition' | 'resource-exhausted';
      message: string;
      /** The request under way, for `failed-precondition`. */
      request?: string;
    };

/**
 * Whether a new publish may be asked at `now`: one at a time (a request asked or running, and
 * not timed out, refuses it), and at most MAX_PUBLISHES_PER_HOUR asked in the last hour. The
 * callable `publishSite` decides the same in its transaction (functions/src/publish-decision.ts
 * repeats this, as functions/ cannot import src/); the memory studio decides with this.
 */
export function decidePublish(requests: readonly PastRequest[], now: Date): PublishDecision {
  const underWay = requests.filter(({ state }) => state === 'asked' || state === 'running');
  const timedOut = underWay
    .filter(({ updatedAt }) => now.getTime() - updatedAt.getTime() >= PUBLISH_TIMEOUT_MS)
    .map(({ id }) => id);
  // The oldest still under way, as the function names it.
  const running = underWay
    .filter(({ id }) => !timedOut.includes(id))
    .sort((a, b) => a.askedAt.getTime() - b.askedAt.getTime())[0];
  if (running) {
    return {
      allowed: false,
      timedOut,
      code: 'failed-precondition',
      message: `A publish is already under way, asked at ${running.askedAt.toISOString()}.`,
      request: running.id,
    };
  }
  const lastHour = requests
    .map(({ askedAt }) => askedAt.getTime())
    .filter((askedAt) => askedAt > now.getTime() - HOUR_MS)
    .sort((a, b) => a - b);
  if (lastHour.length >= MAX_PUBLISHES_PER_HOUR) {
    // Once the oldest of the hour's requests is an hour old, one more fits.
    const retryAt = new Date(lastHour[lastHour.length - MAX_PUBLISHES_PER_HOUR]! + HOUR_MS);
    return {
      allowed: false,
      timedOut,
      code: 'resource-exhausted',
      message: `At most ${MAX_PUBLISHES_PER_HOUR} publishes an hour: try again after ${retryAt.toISOString()}.`,
    };
  }
  return { allowed: true, timedOut };
}
