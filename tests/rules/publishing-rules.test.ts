// @vitest-environment node
/**
 * Publishing's records in the real `firestore.rules`, executed by the official emulator: the
 * owner reads what the last deploy published and the requests to publish; nobody else reads
 * them, and nobody, not even the owner, writes them from a browser (only the `publishSite`
 * function and `npm run deploy` do, with the Admin SDK).
 */
import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { PUBLISH_REQUESTS_COLLECTION, PUBLISHED_RECORD_PATH } from '@/domain/publishing';
import { describeOnEmulator } from '../support/emulator-project';
import { REFUSED_WRITE, takeFirebaseWarningsLike } from '../support/firebase-warnings';
import { useRulesEnvironment } from '../support/rules-environment';

afterEach(() => takeFirebaseWarningsLike(REFUSED_WRITE));

const PUBLISHED = PUBLISHED_RECORD_PATH.join('/');
const REQUEST = `${PUBLISH_REQUESTS_COLLECTION}/r1`;
const at = Timestamp.fromDate(new Date('2026-05-04T12:00:00Z'));

const stored = {
  [PUBLISHED]: {
    publishedAt: at,
    commit: 'abc123',
    profile: 3,
    projects: { p1: { version: 2, title: 'TrailMate' } },
    resume: {},
  },
  [REQUEST]: { state: 'asked', askedAt: at, updatedAt: at, reason: null, by: 'owner' },
};

/** Everyone but the owner, by their token (null: not signed in at all). */
const NOT_THE_OWNER: [string, TokenOptions | null][] = [
  ['a visitor not signed in', null],
  ['a visitor signed in anonymously', { firebase: { sign_in_provider: 'anonymous' } }],
  ['a signed-in stranger', {}],
  ["an account with owner: 'true'", { owner: 'true' }],
];

const reads: [string, (db: Firestore) => Promise<unknown>][] = [
  ['get what is published', (db) => getDoc(doc(db, PUBLISHED))],
  ['list the publishing records', (db) => getDocs(collection(db, 'Publishing'))],
  ['get a request', (db) => getDoc(doc(db, REQUEST))],
  [
    'list the requests, newest first',
    (db) => getDocs(query(collection(db, PUBLISH_REQUESTS_COLLECTION), orderBy('askedAt', 'desc'))),
  ],
];

const writes: [string, (db: Firestore) => Promise<unknown>][] = [
  ['record what is published', (db) => setDoc(doc(db, PUBLISHED), { ...stored[PUBLISHED] })],
  ['change what is published', (db) => updateDoc(doc(db, PUBLISHED), { profile: 4 })],
  ['delete what is published', (db) => deleteDoc(doc(db, PUBLISHED))],
  ['ask a request', (db) => addDoc(collection(db, PUBLISH_REQUESTS_COLLECTION), stored[REQUEST]!)],
  ['mark a request published', (db) => updateDoc(doc(db, REQUEST), { state: 'published' })],
  ['delete a request', (db) => deleteDoc(doc(db, REQUEST))],
];

describeOnEmulator('firestore.rules, executed: publishing', () => {
  const rules = useRulesEnvironment('rules-publishing');
  let owner: Firestore;
  const others = new Map<string, Firestore>();

  beforeAll(() => {
    const environment = rules.environment();
    owner = environment
      .authenticatedContext('owner', { owner: true })
      .firestore() as unknown as Firestore;
    NOT_THE_OWNER.forEach(([name, token], index) => {
      const context = token
        ? environment.authenticatedContext(`account-${index}`, token)
        : environment.unauthenticatedContext();
      others.set(name, context.firestore() as unknown as Firestore);
    });
  });

  rules.arrangeStored(stored);

  it.each(reads)('lets the owner %s', async (_action, attempt) => {
    await assertSucceeds(attempt(owner));
  });

  it('shows the owner the records as stored', async () => {
    expect((await getDoc(doc(owner, PUBLISHED))).data()).toEqual(stored[PUBLISHED]);
    expect((await getDoc(doc(owner, REQUEST))).data()).toEqual(stored[REQUEST]);
  });

  it.each(
    NOT_THE_OWNER.flatMap(([account]) =>
      reads.map(([action, attempt]) => [account, action, attempt] as const),
    ),
  )('refuses %s to %s', async (account, _action, attempt) => {
    await assertFails(attempt(others.get(account)!));
  });

  it.each(
    [['the owner', null] as const, ...NOT_THE_OWNER].flatMap(([account]) =>
      writes.map(([action, attempt]) => [account, action, attempt] as const),
    ),
  )('refuses %s to %s', async (account, _action, attempt) => {
    await assertFails(attempt(account === 'the owner' ? owner : others.get(account)!));
  });

  it('leaves the records as stored after everyone tried every write', async () => {
    for (const db of [owner, ...others.values()])
      for (const [, attempt] of writes) await assertFails(attempt(db));
    for (const [path, data] of Object.entries(stored))
      expect(await rules.readStored(path), path).toEqual(data);
  });
});
