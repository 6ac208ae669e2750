import { t } from '@lingui/core/macro';
import { z } from './zod';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 5000;

/**
 * What a visitor types into the contact form; the same schema drives the form's validation. Its
 * messages are read as a check fails, in the page's language.
 */
export const contactFormSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, { error: () => t`Please enter your name`, abort: true }),
    z.minLength(NAME_MIN_LENGTH, {
      error: () => t`Your name needs at least ${NAME_MIN_LENGTH} characters`,
    }),
    z.maxLength(NAME_MAX_LENGTH, {
      error: () => t`Your name can have at most ${NAME_MAX_LENGTH} characters`,
    }),
  ),
  email: z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, { error: () => t`Please enter your email address`, abort: true }),
      z.maxLength(EMAIL_MAX_LENGTH, {
        error: () => t`An email address has at most ${EMAIL_MAX_LENGTH} characters`,
      }),
    ),
    z.email({ error: () => t`Please enter a valid email address, like name@example.com` }),
  ),
  message: z.string().check(
    z.trim(),
    z.minLength(1, { error: () => t`Please write a message` }),
    z.maxLength(MESSAGE_MAX_LENGTH, {
      error: () => t`A message can have at most ${MESSAGE_MAX_LENGTH} characters`,
    }),
  ),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

/**
 * A message as stored in collection `Emails`. `id` is its document id, chosen on the client
 * once per draft, so every send of the same draft writes the same document; `date` is the time
 * of submission (Firestore stores the server's time instead).
 */
export type NewContactMessage = ContactFormValues & { id: string; date: Date };

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const MESSAGE_ID_PATTERN = /^[A-Za-z0-9]{20}$/;

/** A new document id for a message, of the same form as Firestore's own (20 characters). */
export function createMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  // 248 is the largest multiple of 62 below 256: larger bytes would favour the first letters.
  let id = '';
  while (id.length < 20) {
    for (const byte of bytes) {
      if (byte < 248 && id.length < 20) id += ID_ALPHABET[byte % ID_ALPHABET.length];
    }
    crypto.getRandomValues(bytes);
  }
  return id;
}
