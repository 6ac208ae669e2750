import { t } from '@lingui/core/macro';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useEffect, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  contactFormSchema,
  type ContactFormInput,
  type ContactFormValues,
} from '@/domain/contact-message';
import { readContactDraft, saveContactDraft } from './contact-draft';
import { useNeedsApp } from '@/ui/app-starting';
import { NeedsJavaScriptNote } from '@/ui/needs-javascript-note';
import { FormField } from './form-field';
import type { SendHold } from './send-guard';
import type { SendWait } from '@/domain/send-wait';
import { sendWaitText } from './send-wait-text';

/** Why the last press of Submit sent nothing; the form keeps what was typed in every case. */
export type SendProblem = SendHold | 'failed' | 'unverified' | SendWait;

/** What the form says of a problem, in the page's language (read as it renders). */
function problemText(problem: Exclude<SendProblem, SendWait>): string {
  switch (problem) {
    case 'failed':
      return t`Your message was not sent. Nothing you typed was lost: please try again in a moment.`;
    case 'offline':
      return t`You seem to be offline, so your message was not sent. Nothing you typed was lost: press Submit again once you are back online.`;
    case 'unverified':
      return t`Your message was not sent: the site could not confirm that this browser is not a bot. Nothing you typed was lost: please try again in a few minutes.`;
  }
}

/** Moves focus to an element as it appears (a stable function: React calls it once per mount). */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}

interface ContactFormProps {
  hidden: boolean;
  problem: SendProblem | null;
  /** Changes with every press of Submit, so a repeated problem is announced and focused again. */
  attempt: number;
  onSend: (values: ContactFormValues) => void;
  /** Called instead of onSend when the honeypot field was filled in, as only bots do. */
  onSpam: () => void;
}

export function ContactForm({ hidden, problem, attempt, onSend, onSpam }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    subscribe,
    formState: { errors, isValid },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    // Through zod's Standard Schema interface, which reports failed checks as plain issues.
    // zod's own resolver throws an Error for every failed check, and the empty form fails one
    // as the app starts: with DevTools open (and under Lighthouse), V8 then parses whole chunks
    // again to place that Error's stack.
    resolver: standardSchemaResolver(contactFormSchema),
    mode: 'onTouched',
    // A draft survives a reload of the tab until it is sent.
    defaultValues: readContactDraft() ?? { name: '', email: '', message: '' },
  });
  const honeypot = useRef<HTMLInputElement>(null);
  const needsApp = useNeedsApp();

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveContactDraft(values),
      }),
    [subscribe],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (honeypot.current?.value) {
      event.preventDefault();
      onSpam();
      return;
    }
    void handleSubmit(onSend)(event);
  };

  return (
    <form
      className="contact-form"
      noValidate
      hidden={hidden}
      aria-label={t`Contact form`}
      onSubmit={submit}
    >
      {problem && (
        <p key={attempt} ref={focusOnMount} role="alert" className="form-alert" tabIndex={-1}>
          {typeof problem === 'string' ? problemText(problem) : sendWaitText(problem)}
        </p>
      )}
      <NeedsJavaScriptNote>
        {t`Sending needs JavaScript, which is off in this browser. The links at the foot of the page reach me too.`}
      </NeedsJavaScriptNote>
      {/* Disabled in the HTML, which cannot send, until the app runs. */}
      <fieldset className="contact-fields" disabled={needsApp.disabled}>
        <FormField label={t`Name`} error={errors.name?.message}>
          {(field) => <input {...field} {...register('name')} autoComplete="name" />}
        </FormField>
        <FormField label={t`Email`} error={errors.email?.message}>
          {(field) => <input {...field} {...register('email')} type="email" autoComplete="email" />}
        </FormField>
        <FormField label={t`Your Message`} error={errors.message?.message}>
          {(field) => <textarea {...field} {...register('message')} rows={6} />}
        </FormField>
      </fieldset>
      {/* A honeypot: invisible to people and assistive technology, filled in only by bots. */}
      <div className="honeypot" aria-hidden="true">
        <label>
          {t`Website`}
          <input ref={honeypot} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <button
        type="submit"
        className="button button-primary"
        disabled={needsApp.disabled || !isValid}
        aria-describedby={needsApp['aria-describedby']}
      >
        {t`Submit`}
      </button>
    </form>
  );
}
