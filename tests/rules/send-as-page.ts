import {
  doc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

/** The sender's record of a first send: stamped now, the first of its day. */
export const firstSend = (messageId: string): DocumentData => ({
  lastSent: serverTimestamp(),
  dayStart: serverTimestamp(),
  count: 1,
  lastMessage: messageId,
});

/**
 * Writes message `Emails/{messageId}` as the page does: in one batch with the visitor's
 * `Senders/{uid}` record (by default, that of their first send), as `db` is signed in.
 */
export function sendAsPage(
  db: Firestore,
  uid: string,
  messageId: string,
  message: DocumentData,
  sender: DocumentData = firstSend(messageId),
): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, 'Emails', messageId), message);
  batch.set(doc(db, 'Senders', uid), sender);
  return batch.commit();
}
