import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import functionsTest from 'firebase-functions-test';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createFirestoreRepository } from '@/data/firestore-repository';
import { createMessageId } from '@/domain/contact-message';
import { useEmulatorProject } from '../../../tests/support/emulator-project';
import { connectSignedInTestClient } from '../../../tests/support/firestore-client';
import { emailOwnerOnNewMessage } from '../../src/index';
import { startSmtpServer, type SmtpBehaviour, type SmtpTestServer } from './smtp-test-server';

export const OWNER = 'owner@example.com';
export const MAX_EMAILS_PER_HOUR = 20;

/**
 * A test's time limit: a run makes several round trips to the emulator and the SMTP server, and
 * a transaction that loses a race to another run backs off (up to seconds) before it retries.
 */
export const RUN_TIMEOUT_MS = 30_000;

/**
 * The deployed function as Cloud Functions runs it: firebase-functions-test builds the
 * CloudEvent around a real snapshot read from the official emulator, the params and secrets
 * are environment variables, and the SMTP URL points at a real server on loopback (a new one
 * for each test). Call it inside `describeOnEmulator`.
 */
export function useFunctionHarness(name: string) {
  const project = useEmulatorProject(name);
  const testEnvironment = functionsTest({ projectId: project.projectId });
  const handler = testEnvironment.wrap(emailOwnerOnNewMessage);
  const saved = { ...process.env };
  let app: App;
  const harness = {
    project,
    db: undefined as unknown as Firestore,
    smtp: undefined as unknown as SmtpTestServer,

    /** Replaces the SMTP server with one that refuses or holds emails. */
    async restartSmtp(behaviour: SmtpBehaviour) {
      await harness.smtp.close();
      harness.smtp = await startSmtpServer(behaviour);
      process.env.SMTP_URL = harness.smtp.url;
    },

    /** Sends a message as the page does: the visitor's SDK, the real rules, a server date. */
    async sendAsVisitor(fields: { name: string; email: string; message: string }) {
      const visitor = connectSignedInTestClient(project);
      try {
        const id = createMessageId();
        await createFirestoreRepository(visitor.db, {
          signInVisitor: visitor.signInVisitor,
        }).insertMail({ id, ...fields, date: new Date() });
        return id;
      } finally {
        await visitor.close();
      }
    },

    /** Stores a message with the rules bypassed: what the function must survive regardless. */
    async storeAsOwner(fields: Record<string, unknown>) {
      const reference = harness.db.collection('Emails').doc(createMessageId());
      await reference.set({ ...fields, date: FieldValue.serverTimestamp() });
      return reference.id;
    },

    /** One run of the function for the creation of Emails/{id}. */
    async trigger(id: string) {
      return handler({ data: await harness.db.doc(`Emails/${id}`).get(), params: { id } });
    },

    async delivery(id: string) {
      return (await harness.db.doc(`Deliveries/${id}`).get()).data();
    },
  };

  beforeAll(() => {
    process.env.GCLOUD_PROJECT = project.projectId;
    process.env.FIRESTORE_EMULATOR_HOST = project.address;
    // On the emulator there are no Google credentials to look for on a metadata server.
    process.env.METADATA_SERVER_DETECTION = 'none';
    process.env.OWNER_EMAIL = OWNER;
    // As the Firebase CLI sets a param left at its default when it deploys.
    process.env.MAX_EMAILS_PER_HOUR = String(MAX_EMAILS_PER_HOUR);
    app = initializeApp({ projectId: project.projectId }, `function-harness-${name}`);
    harness.db = getFirestore(app);
  });
  afterAll(async () => {
    testEnvironment.cleanup();
    await deleteApp(app);
    process.env = saved;
  });
  beforeEach(async () => {
    harness.smtp = await startSmtpServer();
    process.env.SMTP_URL = harness.smtp.url;
  });
  afterEach(() => harness.smtp.close());

  return harness;
}
