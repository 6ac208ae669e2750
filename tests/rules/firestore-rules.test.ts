// @vitest-environment node
/**
 * The real `firestore.rules`, executed by the official emulator and asked by a visitor's SDK (no
 * sign-in, as on the site). Every allow and every deny the rules make for a visitor has a test
 * here (the owner's rights, and signed-in accounts without them: owner-rules.test.ts); the
 * bounds come from the contact form's own constants, so the form and the rules cannot drift.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createMessageId,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
} from '@/domain/contact-message';
import { describeOnEmulator } from '../support/emulator-project';
import { useRulesEnvironment } from '../support/rules-environment';
import { sendAsPage } from './send-as-page';
import { REFUSED_WRITE, takeFirebaseWarningsLike } from '../support/firebase-warnings';

// The SDK warns of every write the rules refuse; refusals are what these tests expect, and
// nothing else may be reported.
afterEach(() => takeFirebaseWarningsLike(REFUSED_WRITE));

const storedMessage = {
  name: 'Jo',
  email: 'jo@example.com',
  message: 'Hello',
  date: Timestamp.fromDate(new Date('2024-05-01T12:00:00Z')),
};

/** The owner's data, written with the rules bypassed before the tests that need it. */
const stored: Record<string, DocumentData> = {
  'User/user': { name: 'Ada' },
  'User/other': { name: 'Eve' },
  'Projects/p1': { title: 'P1' },
  'Projects/p1/comments/c1': { text: 'Nice' },
  'Emails/e1': storedMessage,
  'Secrets/s1': { key: 'hidden' },
  'Deliveries/e1': { state: 'sent', smtpMessageId: '<m1@example.com>' },
};

/** An address of exactly `length` characters. */
const emailOfLength = (length: number) => `${'e'.repeat(length - '@ex.com'.length)}@ex.com`;

/** A request a visitor makes. */
type Attempt = () => Promise<unknown>;

/** Every kind of client write, against each path: set creates a missing document. */
const writesTo = (paths: string[]) =>
  paths.flatMap((path) =>
    (
      [
        ['set', (target) => setDoc(target, { title: 'Spam' })],
        ['merge into', (target) => setDoc(target, { title: 'Spam' }, { merge: true })],
        ['update', (target) => updateDoc(target, { title: 'Spam' })],
        ['delete', (target) => deleteDoc(target)],
      ] as const satisfies [string, (target: DocumentReference) => Promise<void>][]
    ).map(([operation, write]) => [operation, path, write] as const),
  );

const validMessage = (): DocumentData => ({
  name: 'Jo',
  email: 'jo@example.com',
  message: 'Hello',
  date: serverTimestamp(),
});

const without = (field: string): DocumentData => {
  const message = validMessage();
  delete message[field];
  return message;
};

describeOnEmulator('firestore.rules, executed', () => {
  const rulesEnvironment = useRulesEnvironment('rules');
  let visitor: Firestore;
  /** A visitor as the page makes one before a send: signed in anonymously. */
  let sender: Firestore;
  /**
   * A new message as the page writes it, with its sender's record (send-limits-rules.test.ts
   * tries the record): a message refused this way is refused for what it holds.
   */
  const send = (message: DocumentData, id = doc(collection(sender, 'Emails')).id) =>
    sendAsPage(sender, 'sender', id, message);

  beforeAll(() => {
    visitor = rulesEnvironment
      .environment()
      .unauthenticatedContext()
      .firestore() as unknown as Firestore;
    sender = rulesEnvironment
      .environment()
      .authenticatedContext('sender', { firebase: { sign_in_provider: 'anonymous' } })
      .firestore() as unknown as Firestore;
  });

  /** Writes the owner's documents (the data is cleared before each test). */
  const arrangeStored = () => rulesEnvironment.arrangeStored(stored);

  const emails = () => collection(visitor, 'Emails');

  /** A document as stored, read with the rules bypassed. */
  const readAsOwner = rulesEnvironment.readStored;

  const expectStoredUnchanged = async () =>
    expect(await readAsOwner('Emails/e1')).toEqual(storedMessage);

  describe('User/user and Projects: anyone reads, nobody writes', () => {
    arrangeStored();

    it.each<[string, Attempt]>([
      ['get the profile', () => getDoc(doc(visitor, 'User/user'))],
      ['get a project', () => getDoc(doc(visitor, 'Projects/p1'))],
      ['get a project that does not exist', () => getDoc(doc(visitor, 'Projects/none'))],
      ['list the projects', () => getDocs(collection(visitor, 'Projects'))],
      [
        'query the projects',
        () => getDocs(query(collection(visitor, 'Projects'), where('title', '==', 'P1'), limit(5))),
      ],
      [
        'order the projects',
        () => getDocs(query(collection(visitor, 'Projects'), orderBy('title'))),
      ],
    ])('allows a visitor to %s', async (_case, read) => {
      await assertSucceeds(read());
    });

    it.each(writesTo(['User/user', 'User/other', 'User/new', 'Projects/p1', 'Projects/new']))(
      'denies a visitor to %s %s',
      async (_operation, path, write) => {
        await assertFails(write(doc(visitor, path)));
      },
    );

    it.each(['User/user', 'User/other', 'Projects/p1'])(
      'denies rewriting %s with its own content',
      async (path) => {
        const content = stored[path] as DocumentData;
        await assertFails(setDoc(doc(visitor, path), content));
        await assertFails(updateDoc(doc(visitor, path), content));
      },
    );

    it.each(['User', 'Projects'])('denies adding a document to %s', async (name) => {
      await assertFails(addDoc(collection(visitor, name), { title: 'Spam' }));
    });
  });

  describe('everything the rules do not name', () => {
    arrangeStored();

    it.each<[string, Attempt]>([
      ['get another User document', () => getDoc(doc(visitor, 'User/other'))],
      ['get a User document that does not exist', () => getDoc(doc(visitor, 'User/none'))],
      ['list User', () => getDocs(collection(visitor, 'User'))],
      ['query User', () => getDocs(query(collection(visitor, 'User'), where('name', '==', 'Ada')))],
      ['get from an unknown collection', () => getDoc(doc(visitor, 'Secrets/s1'))],
      ['list an unknown collection', () => getDocs(collection(visitor, 'Secrets'))],
      ['get from a subcollection', () => getDoc(doc(visitor, 'Projects/p1/comments/c1'))],
      ['list a subcollection', () => getDocs(collection(visitor, 'Projects/p1/comments'))],
      ['query a collection group', () => getDocs(collectionGroup(visitor, 'comments'))],
    ])('denies a visitor to %s', async (_case, read) => {
      await assertFails(read());
    });

    it.each(
      writesTo(['Secrets/s1', 'Secrets/new', 'Projects/p1/comments/c1', 'User/user/private/x']),
    )('denies a visitor to %s %s', async (_operation, path, write) => {
      await assertFails(write(doc(visitor, path)));
    });
  });

  describe("Deliveries: the function's own records, closed to visitors", () => {
    arrangeStored();

    it.each<[string, Attempt]>([
      ['get a delivery', () => getDoc(doc(visitor, 'Deliveries/e1'))],
      ['get a delivery that does not exist', () => getDoc(doc(visitor, 'Deliveries/none'))],
      ['list the deliveries', () => getDocs(collection(visitor, 'Deliveries'))],
      [
        'query the deliveries',
        () => getDocs(query(collection(visitor, 'Deliveries'), where('state', '==', 'sent'))),
      ],
      ['query every Deliveries collection', () => getDocs(collectionGroup(visitor, 'Deliveries'))],
    ])('denies a visitor to %s', async (_case, read) => {
      await assertFails(read());
    });

    it.each(writesTo(['Deliveries/e1', 'Deliveries/new']))(
      'denies a visitor to %s %s',
      async (_operation, path, write) => {
        await assertFails(write(doc(visitor, path)));
      },
    );

    it.each<[string, Attempt]>([
      // What would stop the owner's email for a message: a record that it was already sent.
      ['claim a message as sent', () => setDoc(doc(visitor, 'Deliveries/new'), { state: 'sent' })],
      ['mark a message as sent', () => updateDoc(doc(visitor, 'Deliveries/e1'), { state: 'sent' })],
      ['add a delivery', () => addDoc(collection(visitor, 'Deliveries'), { state: 'sent' })],
    ])('denies a visitor to %s', async (_case, write) => {
      await assertFails(write());
      expect(await readAsOwner('Deliveries/e1')).toEqual(stored['Deliveries/e1']);
      expect(await readAsOwner('Deliveries/new')).toBeUndefined();
    });
  });

  describe('Emails: a visitor may create a well-formed message', () => {
    it.each([
      ['a well-formed message', {}],
      [`a name of ${NAME_MIN_LENGTH} characters`, { name: 'n'.repeat(NAME_MIN_LENGTH) }],
      [`a name of ${NAME_MAX_LENGTH} characters`, { name: 'n'.repeat(NAME_MAX_LENGTH) }],
      // size() counts UTF-16 code units, as JavaScript's length (and so the form) does: not
      // UTF-8 bytes, not code points.
      [`a name of ${NAME_MAX_LENGTH} accented letters`, { name: 'é'.repeat(NAME_MAX_LENGTH) }],
      ['a name of one emoji (2 code units)', { name: '😀' }],
      [`an email of ${EMAIL_MAX_LENGTH} characters`, { email: emailOfLength(EMAIL_MAX_LENGTH) }],
      ['the shortest well-formed email', { email: 'a@b.c' }],
      ['a message of 1 character', { message: 'm' }],
      [
        `a message of ${MESSAGE_MAX_LENGTH} characters`,
        { message: 'm'.repeat(MESSAGE_MAX_LENGTH) },
      ],
      [
        `a message of ${MESSAGE_MAX_LENGTH} accented letters`,
        { message: 'é'.repeat(MESSAGE_MAX_LENGTH) },
      ],
      [
        'every field at its upper limit',
        {
          name: 'n'.repeat(NAME_MAX_LENGTH),
          email: emailOfLength(EMAIL_MAX_LENGTH),
          message: 'm'.repeat(MESSAGE_MAX_LENGTH),
        },
      ],
    ])('accepts %s stamped with the server time', async (_case, change) => {
      await assertSucceeds(send({ ...validMessage(), ...change }));
    });

    it('accepts a message under an id the client chose', async () => {
      await assertSucceeds(send(validMessage(), createMessageId()));
    });

    it('refuses a message from a visitor not signed in', async () => {
      await assertFails(addDoc(emails(), validMessage()));
      await assertFails(setDoc(doc(emails()), validMessage()));
    });
  });

  describe('Emails: every other message is refused', () => {
    it.each([
      [
        `a name one character short (${NAME_MIN_LENGTH - 1})`,
        { name: 'n'.repeat(NAME_MIN_LENGTH - 1) },
      ],
      ['an empty name', { name: '' }],
      [
        `a name one character too long (${NAME_MAX_LENGTH + 1})`,
        { name: 'n'.repeat(NAME_MAX_LENGTH + 1) },
      ],
      [
        `a name of ${NAME_MAX_LENGTH / 2 + 1} emoji (${NAME_MAX_LENGTH + 2} code units)`,
        { name: '😀'.repeat(NAME_MAX_LENGTH / 2 + 1) },
      ],
      [
        `an email one character too long (${EMAIL_MAX_LENGTH + 1})`,
        { email: emailOfLength(EMAIL_MAX_LENGTH + 1) },
      ],
      ['an empty email', { email: '' }],
      ['an email without @', { email: 'jo.example.com' }],
      ['an email without a dot after the @', { email: 'jo@example' }],
      ['an email ending in a dot', { email: 'jo@example.' }],
      ['an email with nothing before the @', { email: '@example.com' }],
      ['an email with two @', { email: 'jo@ex@example.com' }],
      ['an email with a space inside', { email: 'j o@example.com' }],
      ['an email with a space in its domain', { email: 'jo@exa mple.com' }],
      ['an email with a leading space', { email: ' jo@example.com' }],
      ['an email with a trailing newline', { email: 'jo@example.com\n' }],
      ['an email with a tab', { email: 'jo@example.\tcom' }],
      ['an empty message', { message: '' }],
      [
        `a message one character too long (${MESSAGE_MAX_LENGTH + 1})`,
        { message: 'm'.repeat(MESSAGE_MAX_LENGTH + 1) },
      ],
      ['a date in the past', { date: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')) }],
      ['a date in the future', { date: Timestamp.fromDate(new Date('2099-01-01T00:00:00Z')) }],
      ["the client's clock as date", { date: Timestamp.now() }],
      ['a date as a string', { date: '2024-05-01T12:00:00Z' }],
      ['an extra field', { admin: true }],
      ['an extra field named like a date', { sentAt: serverTimestamp() }],
    ])('refuses %s', async (_case, change) => {
      await assertFails(send({ ...validMessage(), ...change }));
    });

    // A list or a map has a size() too: these two have one that a string field would pass.
    const wrongTypes: [string, unknown][] = [
      ['a number', 42],
      ['a list', ['jo@example.com', 'Hello']],
      ['a map', { first: 'jo@example.com', second: 'Hello' }],
      ['null', null],
      ['a bool', true],
    ];
    it.each(
      ['name', 'email', 'message', 'date'].flatMap((field) =>
        wrongTypes.map(([type, value]) => [field, type, value] as const),
      ),
    )('refuses a message whose %s is %s', async (field, _type, value) => {
      await assertFails(send({ ...validMessage(), [field]: value }));
    });

    it.each(['name', 'email', 'message', 'date'])('refuses a message without %s', async (field) => {
      await assertFails(send(without(field)));
    });

    it('refuses an empty document', async () => {
      await assertFails(send({}));
    });
  });

  describe('Emails: nothing but create', () => {
    arrangeStored();

    const e1 = () => doc(visitor, 'Emails/e1');
    const missing = () => doc(visitor, 'Emails/none');

    it.each<[string, Attempt]>([
      ['get a message', () => getDoc(e1())],
      ['get a message that does not exist', () => getDoc(missing())],
      ['list the messages', () => getDocs(emails())],
      [
        'query the messages',
        () => getDocs(query(emails(), where('email', '==', 'jo@example.com'))),
      ],
      [
        'take the latest message',
        () => getDocs(query(emails(), orderBy('date', 'desc'), limit(1))),
      ],
      ['query every Emails collection', () => getDocs(collectionGroup(visitor, 'Emails'))],
    ])('denies a visitor to %s', async (_case, read) => {
      await assertFails(read());
    });

    it.each<[string, Attempt]>([
      ['change a message', () => updateDoc(e1(), { message: 'Changed' })],
      ['change the name', () => updateDoc(e1(), { name: 'Mallory' })],
      ['change the email', () => updateDoc(e1(), { email: 'mallory@example.com' })],
      ['restamp a message', () => updateDoc(e1(), { date: serverTimestamp() })],
      ['set the date of a message', () => updateDoc(e1(), { date: Timestamp.now() })],
      ['remove a field', () => updateDoc(e1(), { date: deleteField() })],
      ['add a field', () => updateDoc(e1(), { admin: true })],
      ['update a message that does not exist', () => updateDoc(missing(), { name: 'Jo' })],
      ['overwrite a message with a valid one', () => setDoc(e1(), validMessage())],
      [
        // What a repeated send writes first: the same text, stamped again. It would move the
        // date, so it is refused (the page then confirms with the same text and no date).
        'send the same message again, stamped with the server time',
        () => setDoc(e1(), { ...storedMessage, date: serverTimestamp() }),
      ],
      ['merge into a message', () => setDoc(e1(), { name: 'Mallory' }, { merge: true })],
      ['delete a message', () => deleteDoc(e1())],
      ['delete a message that does not exist', () => deleteDoc(missing())],
    ])('denies a visitor to %s', async (_case, write) => {
      await assertFails(write());
      await expectStoredUnchanged();
    });
  });

  describe('Emails: a repeat of the same message succeeds and changes nothing', () => {
    arrangeStored();

    const e1 = () => doc(visitor, 'Emails/e1');
    const { name, email, message } = storedMessage;

    it.each<[string, Attempt]>([
      // What the page sends after its repeated set was refused.
      [
        'confirm a message with the same name, email and message',
        () => updateDoc(e1(), { name, email, message }),
      ],
      ['update a message to identical content', () => updateDoc(e1(), storedMessage)],
      ['update one field to the value it has', () => updateDoc(e1(), { name: 'Jo' })],
      ['overwrite a message with itself', () => setDoc(e1(), storedMessage)],
      [
        'merge the same text into a message',
        () => setDoc(e1(), { name, email, message }, { merge: true }),
      ],
    ])('allows a visitor to %s', async (_case, write) => {
      await assertSucceeds(write());
      await expectStoredUnchanged();
    });

    it('stores a message sent as the page does once, whatever the number of repeats', async () => {
      const target = doc(collection(sender, 'Emails'));
      await assertSucceeds(send(validMessage(), target.id));
      const first = await readAsOwner(target.path);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await assertFails(send(validMessage(), target.id));
      await assertFails(setDoc(target, validMessage()));
      await assertSucceeds(updateDoc(target, { name, email, message }));
      await assertFails(updateDoc(target, { name, email, message: 'Other' }));
      expect(await readAsOwner(target.path)).toEqual(first);
    });
  });
});
