/**
 * Security rules against the official emulator: `npm run test:rules` (firebase-tools, Java 21
 * and a download at run time, so not part of `npm test`; see the README).
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

let environment: RulesTestEnvironment;

beforeAll(async () => {
  environment = await initializeTestEnvironment({
    projectId: 'demo-portfolio',
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
  });
});
afterAll(() => environment.cleanup());
beforeEach(async () => {
  await environment.clearFirestore();
  await environment.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'User', 'user'), { name: 'Ada' });
    await setDoc(doc(db, 'Projects', 'p1'), { title: 'P1' });
    await setDoc(doc(db, 'Emails', 'e1'), { name: 'Jo' });
  });
});

const visitor = () => environment.unauthenticatedContext().firestore();
const valid = () => ({
  name: 'Jo',
  email: 'jo@example.com',
  message: 'Hello',
  date: serverTimestamp(),
});

describe('User and Projects', () => {
  it('anyone may read the profile and the projects', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'User', 'user')));
    await assertSucceeds(getDoc(doc(visitor(), 'Projects', 'p1')));
    await assertSucceeds(getDocs(collection(visitor(), 'Projects')));
  });

  it('nobody may write them from the client', async () => {
    await assertFails(setDoc(doc(visitor(), 'User', 'user'), { name: 'Mallory' }));
    await assertFails(updateDoc(doc(visitor(), 'User', 'user'), { name: 'Mallory' }));
    await assertFails(deleteDoc(doc(visitor(), 'User', 'user')));
    await assertFails(setDoc(doc(visitor(), 'Projects', 'p2'), { title: 'Spam' }));
    await assertFails(updateDoc(doc(visitor(), 'Projects', 'p1'), { title: 'Spam' }));
    await assertFails(deleteDoc(doc(visitor(), 'Projects', 'p1')));
  });

  it('denies every other collection', async () => {
    await assertFails(getDoc(doc(visitor(), 'User', 'other')));
    await assertFails(getDoc(doc(visitor(), 'Secrets', 'x')));
    await assertFails(setDoc(doc(visitor(), 'Secrets', 'x'), { a: 1 }));
  });
});

describe('Emails', () => {
  it('accepts a well-formed message stamped with the server time', async () => {
    await assertSucceeds(addDoc(collection(visitor(), 'Emails'), valid()));
  });

  it('accepts the limits', async () => {
    await assertSucceeds(
      addDoc(collection(visitor(), 'Emails'), {
        ...valid(),
        name: 'n'.repeat(100),
        email: `${'e'.repeat(247)}@ex.com`,
        message: 'm'.repeat(5000),
      }),
    );
  });

  it.each([
    ['a missing field', { name: 'Jo', email: 'jo@example.com', date: serverTimestamp() }],
    ['an extra field', { ...valid(), admin: true }],
    ['a short name', { ...valid(), name: 'J' }],
    ['a long name', { ...valid(), name: 'n'.repeat(101) }],
    ['a name of the wrong type', { ...valid(), name: 42 }],
    ['a malformed email', { ...valid(), email: 'jo@example' }],
    ['a long email', { ...valid(), email: `${'e'.repeat(248)}@ex.com` }],
    ['an empty message', { ...valid(), message: '' }],
    ['a long message', { ...valid(), message: 'm'.repeat(5001) }],
    ['a client-chosen date', { ...valid(), date: Timestamp.fromDate(new Date('2020-01-01')) }],
    ['a date of the wrong type', { ...valid(), date: 'today' }],
  ])('refuses %s', async (_case, message) => {
    await assertFails(addDoc(collection(visitor(), 'Emails'), message));
  });

  it('never lets a visitor read, list, update or delete messages', async () => {
    await assertFails(getDoc(doc(visitor(), 'Emails', 'e1')));
    await assertFails(getDocs(collection(visitor(), 'Emails')));
    await assertFails(updateDoc(doc(visitor(), 'Emails', 'e1'), { name: 'Changed' }));
    await assertFails(deleteDoc(doc(visitor(), 'Emails', 'e1')));
  });
});
