// @vitest-environment node
/**
 * How often a visitor may send, in the real `firestore.rules` on the official emulator: each new
 * message is written in one batch with the visitor's `Senders/{uid}` record, which allows one
 * message every SEND_INTERVAL_SECONDS and MESSAGES_PER_DAY a day. Time is moved by arranging the
 * record with the rules bypassed, stamped as long ago as a case needs, never by waiting.
 */
import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DAY_SECONDS, MESSAGES_PER_DAY, SEND_INTERVAL_SECONDS } from '@/domain/send-limits';
import { describeOnEmulator } from '../support/emulator-project';
import { useRulesEnvironment } from '../support/rules-environment';
import { firstSend, sendAsPage } from './send-as-page';
import { REFUSED_WRITE, takeFirebaseWarningsLike } from '../support/firebase-warnings';

// The SDK warns of every write the rules refuse; refusals are what these tests expect, and
// nothing else may be reported.
afterEach(() => takeFirebaseWarningsLike(REFUSED_WRITE));

const UID = 'visitor-1';
const text = { name: 'Jo', email: 'jo@example.com', message: 'Hello' };
const message = (): DocumentData => ({ ...text, date: serverTimestamp() });

/** A time `seconds` before now, as a stored timestamp. */
const ago = (seconds: number) => Timestamp.fromMillis(Date.now() - seconds * 1000);

describeOnEmulator('firestore.rules, executed: how often a visitor may send', () => {
  const rulesEnvironment = useRulesEnvironment('rules-send-limits');
  let visitor: Firestore;
  let stranger: Firestore;
  let notSignedIn: Firestore;

  beforeAll(() => {
    const environment = rulesEnvironment.environment();
    const anonymous: TokenOptions = { firebase: { sign_in_provider: 'anonymous' } };
    visitor = environment.authenticatedContext(UID, anonymous).firestore() as unknown as Firestore;
    stranger = environment
      .authenticatedContext('visitor-2', anonymous)
      .firestore() as unknown as Firestore;
    notSignedIn = environment.unauthenticatedContext().firestore() as unknown as Firestore;
  });

  const newId = () => doc(collection(visitor, 'Emails')).id;
  const readStored = rulesEnvironment.readStored;
  /** The ids of the stored messages, read with the rules bypassed. */
  const getStoredEmails = async () => {
    const ids: string[] = [];
    await rulesEnvironment.environment().withSecurityRulesDisabled(async (context) => {
      const snapshot = await getDocs(
        collection(context.firestore() as unknown as Firestore, 'Emails'),
      );
      ids.push(...snapshot.docs.map((entry) => entry.id));
    });
    return ids;
  };

  /** The visitor's record as a case needs it, written with the rules bypassed. */
  const arrangeSender = (record: DocumentData, uid = UID) =>
    rulesEnvironment.environment().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, 'Senders', uid), record);
    });

  /** A record of `count` sends, the last `lastSent` seconds ago, the day begun `dayStart` ago. */
  const sentBefore = (count: number, lastSent: number, dayStart: number) => ({
    lastSent: ago(lastSent),
    dayStart: ago(dayStart),
    count,
    lastMessage: 'A'.repeat(20),
  });

  /** The record the page writes for its next send within the day of `stored`. */
  const sameDay = (stored: DocumentData, id: string, change: DocumentData = {}) => ({
    lastSent: serverTimestamp(),
    dayStart: stored.dayStart as Timestamp,
    count: (stored.count as number) + 1,
    lastMessage: id,
    ...change,
  });

  describe('a first message', () => {
    it('is taken with the record of a first send, both stamped with the server time', async () => {
      const id = newId();
      await assertSucceeds(sendAsPage(visitor, UID, id, message()));
      const record = await readStored(`Senders/${UID}`);
      expect(record).toMatchObject({ count: 1, lastMessage: id });
      expect(record?.lastSent).toEqual(record?.dayStart);
      expect((await readStored(`Emails/${id}`))?.date).toEqual(record?.lastSent);
    });

    it.each<[string, DocumentData]>([
      ['a count of 2', { count: 2 }],
      ['a count of 0', { count: 0 }],
      ["the client's clock as the time of the send", { lastSent: Timestamp.now() }],
      ['a day begun earlier', { dayStart: ago(60) }],
      ['an extra field', { admin: true }],
      ['another message named', { lastMessage: 'B'.repeat(20) }],
      ['a message named by a path', { lastMessage: 'x/Emails/y' }],
    ])('is refused with %s in the record', async (_case, change) => {
      const id = newId();
      await assertFails(sendAsPage(visitor, UID, id, message(), { ...firstSend(id), ...change }));
      expect(await getStoredEmails()).toEqual([]);
    });
  });

  describe('the next message', () => {
    it(`is refused less than ${SEND_INTERVAL_SECONDS} seconds after the last, and nothing is written`, async () => {
      const stored = sentBefore(1, SEND_INTERVAL_SECONDS - 5, SEND_INTERVAL_SECONDS - 5);
      await arrangeSender(stored);
      const id = newId();
      await assertFails(sendAsPage(visitor, UID, id, message(), sameDay(stored, id)));
      expect(await getStoredEmails()).toEqual([]);
      expect(await readStored(`Senders/${UID}`)).toEqual(stored);
    });

    it(`is taken ${SEND_INTERVAL_SECONDS} seconds after the last, counted in the same day`, async () => {
      const stored = sentBefore(1, SEND_INTERVAL_SECONDS + 1, SEND_INTERVAL_SECONDS + 1);
      await arrangeSender(stored);
      const id = newId();
      await assertSucceeds(sendAsPage(visitor, UID, id, message(), sameDay(stored, id)));
      expect(await readStored(`Senders/${UID}`)).toMatchObject({
        count: 2,
        dayStart: stored.dayStart,
        lastMessage: id,
      });
    });

    it.each<[string, (stored: DocumentData) => DocumentData]>([
      ['the count not raised', (stored) => ({ count: stored.count as number })],
      ['the count raised by two', (stored) => ({ count: (stored.count as number) + 2 })],
      ['the count started again within the day', () => ({ count: 1 })],
      ['a new day begun within the day', () => ({ dayStart: serverTimestamp(), count: 1 })],
      ['the day moved', () => ({ dayStart: ago(10) })],
    ])('is refused with %s', async (_case, change) => {
      const stored = sentBefore(3, 3600, 7200);
      await arrangeSender(stored);
      const id = newId();
      await assertFails(
        sendAsPage(visitor, UID, id, message(), sameDay(stored, id, change(stored))),
      );
      expect(await getStoredEmails()).toEqual([]);
    });

    it(`is refused as message ${MESSAGES_PER_DAY + 1} of a day`, async () => {
      const stored = sentBefore(MESSAGES_PER_DAY, 600, 3600);
      await arrangeSender(stored);
      const id = newId();
      await assertFails(sendAsPage(visitor, UID, id, message(), sameDay(stored, id)));
      expect(await getStoredEmails()).toEqual([]);
    });

    it(`is taken as message ${MESSAGES_PER_DAY} of a day`, async () => {
      const stored = sentBefore(MESSAGES_PER_DAY - 1, 600, 3600);
      await arrangeSender(stored);
      const id = newId();
      await assertSucceeds(sendAsPage(visitor, UID, id, message(), sameDay(stored, id)));
    });

    it('is taken a day after the first of the day, as the first of a new day', async () => {
      const stored = sentBefore(MESSAGES_PER_DAY, 600, DAY_SECONDS + 1);
      await arrangeSender(stored);
      const id = newId();
      await assertFails(sendAsPage(visitor, UID, id, message(), sameDay(stored, id)));
      await assertSucceeds(sendAsPage(visitor, UID, id, message()));
      expect(await readStored(`Senders/${UID}`)).toMatchObject({ count: 1, lastMessage: id });
    });
  });

  describe('the record and the message go together', () => {
    it('refuses a message without its record', async () => {
      await assertFails(setDoc(doc(visitor, 'Emails', newId()), message()));
      expect(await getStoredEmails()).toEqual([]);
    });

    it('refuses a message whose record is not written in the same batch', async () => {
      const stored = sentBefore(1, 60, 60);
      await arrangeSender(stored);
      await assertFails(setDoc(doc(visitor, 'Emails', newId()), message()));
    });

    it('refuses a record without its message', async () => {
      await assertFails(setDoc(doc(visitor, 'Senders', UID), firstSend(newId())));
      expect(await readStored(`Senders/${UID}`)).toBeUndefined();
    });

    it('refuses two messages on one record', async () => {
      const [first, second] = [newId(), newId()];
      const batch = writeBatch(visitor);
      batch.set(doc(visitor, 'Emails', first), message());
      batch.set(doc(visitor, 'Emails', second), message());
      batch.set(doc(visitor, 'Senders', UID), firstSend(first));
      await assertFails(batch.commit());
      expect(await getStoredEmails()).toEqual([]);
    });

    it("refuses a message counted on someone else's record, and the record of another", async () => {
      const id = newId();
      await assertFails(sendAsPage(visitor, 'visitor-2', id, message()));
      await assertFails(sendAsPage(stranger, UID, id, message()));
      expect(await readStored('Senders/visitor-2')).toBeUndefined();
      expect(await getStoredEmails()).toEqual([]);
    });

    it('refuses everything to a visitor not signed in', async () => {
      const id = newId();
      await assertFails(sendAsPage(notSignedIn, UID, id, message()));
      await assertFails(setDoc(doc(notSignedIn, 'Emails', id), message()));
      await assertFails(getDoc(doc(notSignedIn, 'Senders', UID)));
    });
  });

  describe('reading and removing records', () => {
    it('lets a visitor read their own record, and no one else’s', async () => {
      await arrangeSender(sentBefore(1, 60, 60));
      await arrangeSender(sentBefore(1, 60, 60), 'visitor-2');
      await assertSucceeds(getDoc(doc(visitor, 'Senders', UID)));
      await assertFails(getDoc(doc(visitor, 'Senders', 'visitor-2')));
      await assertFails(getDocs(collection(visitor, 'Senders')));
    });

    it('lets no visitor remove or reset their record', async () => {
      const stored = sentBefore(MESSAGES_PER_DAY, 60, 60);
      await arrangeSender(stored);
      await assertFails(deleteDoc(doc(visitor, 'Senders', UID)));
      await assertFails(updateDoc(doc(visitor, 'Senders', UID), { count: 0 }));
      expect(await readStored(`Senders/${UID}`)).toEqual(stored);
    });
  });

  describe('the same draft sent again (exactly once)', () => {
    it('is still recognised as stored, at once, and not counted', async () => {
      const id = newId();
      await assertSucceeds(sendAsPage(visitor, UID, id, message()));
      const stored = await readStored(`Senders/${UID}`);
      const first = await readStored(`Emails/${id}`);
      // What the page does again: the batch, refused (it would restamp the message, and the
      // visitor sent too recently), then the write that changes nothing.
      await assertFails(sendAsPage(visitor, UID, id, message(), sameDay(stored ?? {}, id)));
      await assertSucceeds(updateDoc(doc(visitor, 'Emails', id), text));
      expect(await readStored(`Emails/${id}`)).toEqual(first);
      expect(await readStored(`Senders/${UID}`)).toEqual(stored);
    });

    it('is not counted even once the interval has passed', async () => {
      const id = newId();
      await assertSucceeds(sendAsPage(visitor, UID, id, message()));
      const stored = sentBefore(1, SEND_INTERVAL_SECONDS + 1, SEND_INTERVAL_SECONDS + 1);
      await arrangeSender({ ...stored, lastMessage: id });
      await assertFails(sendAsPage(visitor, UID, id, message(), sameDay(stored, id)));
      // A record naming a message already stored, beside the write that changes nothing.
      const batch = writeBatch(visitor);
      batch.update(doc(visitor, 'Emails', id), text);
      batch.set(doc(visitor, 'Senders', UID), sameDay(stored, id));
      await assertFails(batch.commit());
      expect(await getStoredEmails()).toEqual([id]);
    });
  });
});
