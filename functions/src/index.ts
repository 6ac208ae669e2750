/**
 * Cloud Functions of the portfolio (deployed with `firebase deploy --only functions`; they need
 * the Blaze plan): an email to the owner for each new contact message, at most
 * MAX_EMAILS_PER_HOUR an hour and a digest for the rest; a sweep that tries again the emails an
 * outage held up; and the hourly digests. And the studio's Publish button (publish-site.ts).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { defineInt, defineSecret, defineString, projectID } from 'firebase-functions/params';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import nodemailer from 'nodemailer';
import { deliverMessage, type DeliveryOutcome } from './deliver-message.js';
import { retryDueDeliveries } from './retry-due-deliveries.js';
import { sendDueDigests } from './send-digest.js';

export { publishSite } from './publish-site.js';

/** e.g. smtps://USER:PASSWORD@smtp.gmail.com:465 (`firebase functions:secrets:set SMTP_URL`). */
const smtpUrl = defineSecret('SMTP_URL');
const ownerEmail = defineString('OWNER_EMAIL', {
  description: 'The address that receives an email for each contact message',
});
const maxEmailsPerHour = defineInt('MAX_EMAILS_PER_HOUR', {
  default: 20,
  description:
    'At most this many messages an hour are emailed one by one; the rest are in one digest at the end of the hour',
});

const TIMEOUT_SECONDS = 300;
/** Waits between attempts on a transient SMTP failure: four attempts in about 40 s. */
const RETRY_DELAYS_MS = [2_000, 10_000, 30_000];
// Twice the timeout: a run that still holds its claim may be sending right now.
const LEASE_MS = 2 * TIMEOUT_SECONDS * 1000;
// Every 5 minutes, on the hour among them, so an hour's digest leaves as the hour ends.
const SWEEP_SCHEDULE = '*/5 * * * *';

/**
 * What every run needs: Firestore, an SMTP connection (closed by `run`'s end), the owner, the
 * claims' lease, the hour's bound and the time it starts at.
 */
async function withMail<T>(
  run: (context: {
    db: ReturnType<typeof getFirestore>;
    transport: ReturnType<typeof nodemailer.createTransport>;
    config: { owner: string; projectId: string };
    leaseMs: number;
    maxEmailsPerHour: number;
    now: Date;
  }) => Promise<T>,
): Promise<T> {
  const app = getApps()[0] ?? initializeApp();
  // Bounded so that four attempts stay well inside the function's timeout, and so inside the
  // lease.
  const transport = nodemailer.createTransport({
    url: smtpUrl.value(),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    return await run({
      db: getFirestore(app),
      transport,
      config: { owner: ownerEmail.value(), projectId: projectID.value() },
      leaseMs: LEASE_MS,
      maxEmailsPerHour: maxEmailsPerHour.value(),
      now: new Date(),
    });
  } finally {
    transport.close();
  }
}

function logOutcome(what: string, result: DeliveryOutcome | { outcome: string }) {
  if ((result.outcome === 'failed' || result.outcome === 'error') && 'error' in result)
    logger.error(`Could not email ${what}: ${result.error}`);
  if (result.outcome === 'retrying' && 'error' in result)
    logger.warn(`Could not email ${what} yet: ${result.error}`);
}

export const emailOwnerOnNewMessage = onDocumentCreated(
  {
    document: 'Emails/{id}',
    secrets: [smtpUrl],
    timeoutSeconds: TIMEOUT_SECONDS,
    // A run that throws is delivered again later (at-least-once); the delivery record makes a
    // repeat send nothing twice.
    retry: true,
  },
  (event) =>
    withMail(async (context) => {
      const result = await deliverMessage({
        ...context,
        messageId: event.params.id,
        retryDelaysMs: RETRY_DELAYS_MS,
      });
      logOutcome(`message ${event.params.id}`, result);
      // Another run holds the claim. Throwing has this event delivered again later: by then the
      // other run has recorded the email as sent, or its claim has expired (it crashed) and the
      // retry (or the sweep) sends.
      if (result.outcome === 'in-progress')
        throw new Error(`Message ${event.params.id} is being emailed by another run`);
      return result;
    }),
);

/** Tries again the emails that failed for a passing reason, for up to 24 hours each. */
export const retryOwnerEmails = onSchedule(
  { schedule: SWEEP_SCHEDULE, secrets: [smtpUrl], timeoutSeconds: TIMEOUT_SECONDS },
  () =>
    withMail(async (context) => {
      const results = await retryDueDeliveries({
        ...context,
        // One attempt each: the next sweep is the next try.
        retryDelaysMs: [],
      });
      results.forEach(({ messageId, result }) => logOutcome(`message ${messageId}`, result));
    }),
);

/** Sends each hour's digest of the messages past the hour's bound, once the hour is over. */
export const sendHourlyDigests = onSchedule(
  { schedule: SWEEP_SCHEDULE, secrets: [smtpUrl], timeoutSeconds: TIMEOUT_SECONDS },
  () =>
    withMail(async (context) => {
      const results = await sendDueDigests({
        ...context,
        retryDelaysMs: [],
      });
      results.forEach(({ hour, result }) => logOutcome(`the digest of ${hour}`, result));
    }),
);
