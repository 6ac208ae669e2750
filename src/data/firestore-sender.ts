import {
  onSnapshot,
  serverTimestamp,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase/firestore';
import { recordSend, type SenderRecord } from '@/domain/send-limits';

/** A visitor's `Senders/{uid}` as read, with its day's start as stored (see senderWrite). */
export interface StoredSender {
  record: SenderRecord;
  dayStart: Timestamp;
}

/**
 * The visitor's record as the server has it, once it has answered: unlike getDoc, which fails at
 * once without a connection, this waits for it, so a send made offline (which times out on the
 * page) still goes out, once, when the connection returns, as a lone write queued by the SDK
 * would. Waiting for the visitor's own writes to be acknowledged orders their sends.
 */
export function readSenderFromServer(sender: DocumentReference): Promise<StoredSender | null> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const stop = onSnapshot(
      sender,
      { includeMetadataChanges: true },
      (snapshot) => {
        if (answered || snapshot.metadata.fromCache || snapshot.metadata.hasPendingWrites) return;
        answered = true;
        // Never called during onSnapshot itself: the SDK calls back asynchronously.
        stop();
        resolve(readSender(snapshot));
      },
      reject,
    );
  });
}

/** The record in `snapshot`; null when there is none, or none the rules could have written. */
function readSender(snapshot: DocumentSnapshot<DocumentData>): StoredSender | null {
  const data = snapshot.data();
  if (
    !(data?.lastSent instanceof Timestamp) ||
    !(data.dayStart instanceof Timestamp) ||
    typeof data.count !== 'number'
  ) {
    return null;
  }
  return {
    record: {
      lastSent: data.lastSent.toDate(),
      dayStart: data.dayStart.toDate(),
      count: data.count,
    },
    dayStart: data.dayStart,
  };
}

/**
 * The record to write in the batch that creates message `messageId`: the server stamps the send
 * (the rules require request.time). Within the day, its start is written back exactly as read,
 * nanoseconds and all, which a Date would round to milliseconds, and the rules compare it whole.
 */
export function senderWrite(stored: StoredSender | null, messageId: string): DocumentData {
  const { count } = recordSend(stored?.record ?? null, new Date());
  return {
    lastSent: serverTimestamp(),
    dayStart: count === 1 || !stored ? serverTimestamp() : stored.dayStart,
    count,
    lastMessage: messageId,
  };
}
