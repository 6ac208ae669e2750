/**
 * How often one visitor may send a message: firestore.rules enforces these bounds on each
 * visitor's `Senders/{uid}` document, and the memory repository honours them too
 * (tests/unit/firestore-rules.test.ts fails when the rules and these drift apart).
 */
export const SEND_INTERVAL_SECONDS = 30;
export const MESSAGES_PER_DAY = 20;
export const DAY_SECONDS = 24 * 60 * 60;

/** A visitor's sends as `Senders/{uid}` keeps them: the last one, and those of the current day. */
export interface SenderRecord {
  lastSent: Date;
  /** The first send of the current day, which is the 24 hours from it. */
  dayStart: Date;
  /** The sends since `dayStart`, this one included. */
  count: number;
}

/** Which bound refused a send. */
export type SendLimit = 'interval' | 'daily';

const secondsAfter = (from: Date, seconds: number) => from.getTime() + seconds * 1000;

/** A new day starts once the current one's 24 hours have passed. */
const dayIsOver = (sender: SenderRecord, now: Date) =>
  now.getTime() >= secondsAfter(sender.dayStart, DAY_SECONDS);

/**
 * Why a send at `now` would be refused, and for how many whole seconds more; null when it may
 * go. The wait is kept within the bound it comes from, so a clock that differs from the one
 * that stamped `sender` (the server's) never makes it longer than the bound itself.
 */
export function waitBeforeNextSend(
  sender: SenderRecord | null,
  now: Date,
): { limit: SendLimit; retryAfterSeconds: number } | null {
  if (!sender) return null;
  const until = (time: number, bound: number) =>
    Math.min(bound, Math.max(1, Math.ceil((time - now.getTime()) / 1000)));
  const nextAllowed = secondsAfter(sender.lastSent, SEND_INTERVAL_SECONDS);
  if (now.getTime() < nextAllowed) {
    return { limit: 'interval', retryAfterSeconds: until(nextAllowed, SEND_INTERVAL_SECONDS) };
  }
  if (!dayIsOver(sender, now) && sender.count >= MESSAGES_PER_DAY) {
    const dayEnd = secondsAfter(sender.dayStart, DAY_SECONDS);
    return { limit: 'daily', retryAfterSeconds: until(dayEnd, DAY_SECONDS) };
  }
  return null;
}

/** The record after one more send at `now` (which must be allowed: see waitBeforeNextSend). */
export function recordSend(sender: SenderRecord | null, now: Date): SenderRecord {
  if (!sender || dayIsOver(sender, now)) return { lastSent: now, dayStart: now, count: 1 };
  return { lastSent: now, dayStart: sender.dayStart, count: sender.count + 1 };
}
