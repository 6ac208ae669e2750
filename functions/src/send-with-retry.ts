import type { SendMailOptions, SMTPSentMessageInfo, Transporter } from 'nodemailer';

// Nodemailer's codes for a server that could not be reached or went away mid-way.
const TRANSIENT_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNRESET']);

/**
 * Whether trying again later may succeed: an SMTP 4xx reply ("try again later", greylisting,
 * a full queue) or a connection problem. A 5xx reply (bad address, refused login, rejected
 * content) fails the same way every time.
 */
export function isTransient(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return typeof code === 'string' && TRANSIENT_CODES.has(code);
}

export class SendFailure extends Error {
  constructor(
    readonly attempts: number,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'SendFailure';
  }
}

/**
 * Sends once, and again after each of `delaysMs` while the failure is transient. Throws a
 * SendFailure with the last error when it gives up.
 */
export async function sendWithRetry(
  transport: Transporter<SMTPSentMessageInfo>,
  mail: SendMailOptions,
  delaysMs: readonly number[],
): Promise<{ info: SMTPSentMessageInfo; attempts: number }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { info: await transport.sendMail(mail), attempts: attempt };
    } catch (error) {
      const delay = delaysMs[attempt - 1];
      if (delay === undefined || !isTransient(error)) throw new SendFailure(attempt, error);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
