// @vitest-environment node
/**
 * The function as Firebase deploys it, not called by hand: the Functions emulator loads the
 * built functions/ with its trigger, a visitor's message goes in through the page's own code
 * (the worker's repository, under the repository's rules), and the email has to reach a real
 * SMTP server on loopback. Change the trigger's document path and this fails.
 */
import { deleteApp, getApp } from 'firebase/app';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, expect, inject, it, vi } from 'vitest';
import { connectWorkerRepository } from '@/data/firestore-worker-connect';
import { createMessageId } from '@/domain/contact-message';
import { useDeployedProject } from '../../tests/support/deployed-project';
import { describeOnEmulator } from '../../tests/support/emulator-project';
import { REFUSED_WRITE, takeFirebaseWarningsLike } from '../../tests/support/firebase-warnings';
import { connectOwner, connectTestClient } from '../../tests/support/firestore-client';
import { startSmtpServer, type SmtpTestServer } from './support/smtp-test-server';

const shared = inject('emulators');
const OWNER = 'owner@example.com';
/** The trigger fires about a second after the write; its first run also starts a worker. */
const DELIVERY_TIMEOUT_MS = 60_000;

/**
 * `npm test` runs the Functions emulator for one project, with OWNER_EMAIL as the owner and an
 * SMTP_URL secret where this suite's server listens (scripts/test-with-emulators.ts).
 */
describeOnEmulator('emailOwnerOnNewMessage as deployed', { timeout: 90_000 }, () => {
  const project = useDeployedProject();
  const PROJECT_ID = project.projectId;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer({ port: Number(new URL(shared!.smtpUrl).port) });
  });
  afterAll(() => smtp.close());

  /** Waits for `find` to return something; the functions' logs are in the run's output. */
  async function waitFor<T>(what: string, find: () => T | undefined | Promise<T | undefined>) {
    return vi.waitFor(
      async () => {
        const found = await find();
        if (found === undefined) throw new Error(`No ${what} yet`);
        return found;
      },
      { timeout: DELIVERY_TIMEOUT_MS, interval: 200 },
    );
  }

  it('emails the owner the message a visitor sent from the page, and records it as sent', async () => {
    // What the page hands its Firestore worker, pointed at the suite.
    const target = {
      options: {
        apiKey: 'test-api-key',
        authDomain: `${PROJECT_ID}.firebaseapp.com`,
        projectId: PROJECT_ID,
        appId: 'test-app-id',
      },
      emulatorHost: shared!.firestore,
      authEmulatorHost: shared!.auth,
    };
    const { repository } = await connectWorkerRepository(target, undefined);
    const id = createMessageId();
    try {
      await repository.insertMail({
        id,
        name: 'Jo Visitor',
        email: 'jo@example.com',
        message: 'Hello!\nCould we talk about your carousel project?',
        date: new Date(),
      });
    } finally {
      await deleteApp(getApp());
    }

    const email = await waitFor('email', () => smtp.received[0]);
    expect(email.envelope).toEqual({ from: OWNER, to: [OWNER] });
    expect(email.parsed.subject).toBe('New message from Jo Visitor');
    expect(email.parsed.replyTo).toMatchObject({ value: [{ address: 'jo@example.com' }] });
    expect(email.parsed.text).toContain('\nHello!\nCould we talk about your carousel project?\n');
    expect(email.parsed.text).toContain(`/project/${PROJECT_ID}/`);

    const owner = connectOwner(project);
    try {
      const delivery = await waitFor('sent delivery record', async () => {
        const record = (await owner.db.doc(`Deliveries/${id}`).get()).data();
        return record?.state === 'sent' ? record : undefined;
      });
      expect(delivery).toMatchObject({ state: 'sent', smtpMessageId: email.parsed.messageId });
    } finally {
      await owner.close();
    }
    expect(smtp.received).toHaveLength(1);
  });

  it('checks writes against the repository rules', async () => {
    const visitor = connectTestClient(project);
    try {
      await expect(
        setDoc(doc(visitor.db, 'Deliveries', createMessageId()), { state: 'sent' }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
      expect(takeFirebaseWarningsLike(REFUSED_WRITE)).not.toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
