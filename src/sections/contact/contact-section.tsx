import { t } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import { VisitorCheckError } from '@/domain/send-errors';
import { sendWaitOf } from '@/domain/send-wait';
import { useSendMessage } from '@/queries/use-send-message';
import { Spinner } from '@/ui/spinner';
import { ContactForm, focusOnMount, type SendProblem } from './contact-form';
import { clearContactDraft, messageIdFor } from './contact-draft';
import { untilSendAllowed, whyNotSendNow, type SendHold } from './send-guard';
import './contact-section.css';

/** Focus goes to the spinner's own status, which Spinner does not make focusable itself. */
function focusStatusIn(container: HTMLElement | null): void {
  const status = container?.querySelector<HTMLElement>('[role="status"]');
  if (!status) return;
  status.tabIndex = -1;
  status.focus();
}

function problemOf(hold: SendHold | null, error: Error | null): SendProblem | null {
  if (hold) return hold;
  if (!error) return null;
  const wait = sendWaitOf(error);
  if (wait) return wait;
  return error instanceof VisitorCheckError ? 'unverified' : 'failed';
}

/**
 * The contact card. While sending, the form is hidden but stays mounted, so a failed send
 * brings it back with exactly what the visitor typed. Focus follows the state: the spinner
 * while sending, then the sent message, or the alert above the form.
 */
export function ContactSection() {
  const send = useSendMessage();
  // A bot that filled the honeypot sees the usual success, and nothing is written.
  const [caughtSpam, setCaughtSpam] = useState(false);
  const [hold, setHold] = useState<SendHold | null>(null);
  const [attempt, setAttempt] = useState(0);
  // One press, one message: a submit that arrives while a send is in flight is dropped.
  const inFlight = useRef(false);
  return (
    <section id="contact" className="contact" aria-labelledby="contact-title">
      <h2 id="contact-title" className="section-title">
        {t`Get in touch`}
      </h2>
      <div className="card contact-card">
        {send.isPending && (
          <div ref={focusStatusIn} className="contact-sending">
            <Spinner label={t`Sending your message`} />
          </div>
        )}
        {send.isSuccess || caughtSpam ? (
          <p ref={focusOnMount} role="status" className="contact-sent" tabIndex={-1}>
            {t`Email sent. Expect a reply within 24 hours`}
          </p>
        ) : (
          <ContactForm
            hidden={send.isPending}
            problem={problemOf(hold, send.error)}
            attempt={attempt}
            onSend={(values) => {
              if (inFlight.current) return;
              setAttempt((count) => count + 1);
              const reason = whyNotSendNow();
              setHold(reason);
              if (reason) return;
              inFlight.current = true;
              // Sent at once, behind the spinner; the anti-bot minimum time is waited out there.
              send.mutate(
                { values, id: messageIdFor(values), ready: untilSendAllowed() },
                {
                  onSuccess: clearContactDraft,
                  onSettled: () => {
                    inFlight.current = false;
                  },
                },
              );
            }}
            onSpam={() => setCaughtSpam(true)}
          />
        )}
      </div>
    </section>
  );
}
