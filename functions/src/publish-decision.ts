import { MAX_PUBLISHES_PER_HOUR, PUBLISH_TIMEOUT_MS, type PublishState } from './publishing.js';

const HOUR_MS = 60 * 60 * 1000;

/** A stored request, as far as the decision needs it. */
export interface RecentRequest {
  id: string;
  state: PublishState;
  askedAt: Date;
  /** When its state last changed: the build service's last word about it. */
  updatedAt: Date;
}

/** Why a press of Publish starts nothing, as the callable's HttpsError says it. */
export interface Refusal {
  code: 'failed-precondition' | 'resource-exhausted';
  message: string;
  details?: { request: string };
}

export interface PublishDecision {
  /** Asked or running requests the deploy never reported on: to be recorded failed. */
  stale: string[];
  /** Null when a new request may be asked. */
  refusal: Refusal | null;
}

export const STALE_REASON = 'No word from the build service for 30 minutes';

const isUnderWay = (request: RecentRequest) =>
  request.state === 'asked' || request.state === 'running';

/**
 * Whether a press at `now` may ask for a publish, given every request still under way and every
 * request asked in the last hour (a request may be in both). A request under way with no word
 * for PUBLISH_TIMEOUT_MS has failed (its deploy died, or never started) and no longer blocks.
 * Then one publish at a time, and at most MAX_PUBLISHES_PER_HOUR asked in any hour, whatever
 * became of them: each one costs a build.
 */
export function decidePublish(requests: readonly RecentRequest[], now: Date): PublishDecision {
  const byId = new Map(requests.map((request) => [request.id, request]));
  const underWay = [...byId.values()].filter(isUnderWay);
  const isStale = (request: RecentRequest) =>
    now.getTime() - request.updatedAt.getTime() >= PUBLISH_TIMEOUT_MS;
  const stale = underWay.filter(isStale).map((request) => request.id);

  const blocking = underWay
    .filter((request) => !isStale(request))
    .sort((a, b) => a.askedAt.getTime() - b.askedAt.getTime())[0];
  if (blocking)
    return {
      stale,
      refusal: {
        code: 'failed-precondition',
        message: `A publish is already under way, asked at ${blocking.askedAt.toISOString()}.`,
        details: { request: blocking.id },
      },
    };

  const lastHour = [...byId.values()]
    .map((request) => request.askedAt.getTime())
    .filter((askedAt) => now.getTime() - askedAt < HOUR_MS)
    .sort((a, b) => b - a);
  if (lastHour.length >= MAX_PUBLISHES_PER_HOUR) {
    // The next press may come once enough of them have left the hour to make room for one.
    const leavingLast = lastHour[MAX_PUBLISHES_PER_HOUR - 1]!;
    const after = new Date(leavingLast + HOUR_MS).toISOString();
    return {
      stale,
      refusal: {
        code: 'resource-exhausted',
        message: `At most ${MAX_PUBLISHES_PER_HOUR} publishes an hour: try again after ${after}.`,
      },
    };
  }
  return { stale, refusal: null };
}
