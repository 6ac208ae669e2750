import { Timestamp } from 'firebase-admin/firestore';
import {
  deliverMessage,
  DELIVERIES,
  type DeliveryOptions,
  type DeliveryOutcome,
} from './deliver-message.js';
import { asRunError, inTurns } from './in-turns.js';

// As many as one sweep sends inside its 300 s timeout even when every attempt runs into the
// SMTP timeouts (about 30 s each, 5 at a time); the rest wait for the next sweep.
const MOST_PER_SWEEP = 40;

/**
 * One sweep: tries again every message whose email is due at `now`, those `retrying` after a
 * passing failure and those whose claim outlived its run. Each goes through deliverMessage, so
 * its claim keeps the sweep and a trigger run from both sending it.
 */
export async function retryDueDeliveries(
  options: Omit<DeliveryOptions, 'messageId'>,
): Promise<{ messageId: string; result: DeliveryOutcome | ReturnType<typeof asRunError> }[]> {
  const due = await options.db
    .collection(DELIVERIES)
    .where('nextAttemptAt', '<=', Timestamp.fromDate(options.now))
    .orderBy('nextAttemptAt')
    .limit(MOST_PER_SWEEP)
    .get();
  return inTurns(due.docs, 5, async ({ id }) => ({
    messageId: id,
    result: await deliverMessage({ ...options, messageId: id }).catch(asRunError),
  }));
}
