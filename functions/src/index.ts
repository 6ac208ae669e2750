/**
 * Cloud Functions of the portfolio (deployed with `firebase deploy --only functions`; they need
 * the Blaze plan). One for now: an email to the owner for each new contact message.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { defineSecret, defineString, projectID } from 'firebase-functions/params';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import nodemailer from 'nodemailer';
import { deliverMessage } from './deliver-message.js';

/** e.g. smtps://USER:PASSWORD@smtp.gmail.com:465 (`firebase functions:secrets:set SMTP_URL`). */
const smtpUrl = defineSecret('SMTP_URL');
const ownerEmail = defineString('OWNER_EMAIL', {
  description: 'The address that receives an email for each contact message',
});

const TIMEOUT_SECONDS = 300;
/** Waits between attempts on a transient SMTP failure: four attempts in about 40 s. */
const RETRY_DELAYS_MS = [2_000, 10_000, 30_000];

export const emailOwnerOnNewMessage = onDocumentCreated(
  {
    document: 'Emails/{id}',
    secrets: [smtpUrl],
    timeoutSeconds: TIMEOUT_SECONDS,
    // A run that throws is delivered again later (at-least-once); the delivery record makes a
    // repeat send nothing twice.
    retry: true,
  },
  async (event) => {
    const app = getApps()[0] ?? initializeApp();
    // Bounded so that four attempts stay well inside the function's timeout, and so inside the
    // lease below.
    const transport = nodemailer.createTransport({
      url: smtpUrl.value(),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    try {
      const result = await deliverMessage({
        db: getFirestore(app),
        messageId: event.params.id,
        transport,
        config: { owner: ownerEmail.value(), projectId: projectID.value() },
        retryDelaysMs: RETRY_DELAYS_MS,
        // Twice the timeout: a run that still holds its claim may be sending right now.
        leaseMs: 2 * TIMEOUT_SECONDS * 1000,
      });
      if (result.outcome === 'failed')
        logger.error(`Could not email message ${event.params.id}: ${result.error}`);
      // Another run holds the claim. Throwing has this event delivered again later: by then the
      // other run has recorded the email as sent, or its claim has expired (it crashed) and the
      // retry sends.
      if (result.outcome === 'in-progress')
        throw new Error(`Message ${event.params.id} is being emailed by another run`);
      return result;
    } finally {
      transport.close();
    }
  },
);
