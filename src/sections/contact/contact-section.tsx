import { useRef, useState } from 'react';
import { VisitorCheckError } from '@/domain/send-errors';
import { useSendMessage } from '@/queries/use-send-message';
import { Spinner } from '@/ui/spinner';
import { ContactForm, type SendProblem } from './contact-form';
import { clearContactDraft } from './contact-draft';
import { whyNotSendNow, type SendHold } from './send-guard';
import './contact-section.css';

const SENT_TEXT = 'Email sent. Expect a reply within 24 hours';

function problemOf(hold: SendHold | null, error: Error | null): SendProblem | null {
  if (hold) return hold;
  if (!error) return null;
  return error instanceof VisitorCheckError ? 'unverified' : 'failed';
}

/**
 * The contact card. While sending, the form is hidden but stays mounted, so a failed send
 * brings it back with exactly what the visitor typed.
 */
export function ContactSection() {
  const send = useSendMessage();
  // A bot that filled the honeypot sees the usual success, and nothing is written.
  const [caughtSpam, setCaughtSpam] = useState(false);
  const [hold, setHold] = useState<SendHold | null>(null);
  // One press, one message: a submit that arrives while a send is in flight is dropped.
  const inFlight = useRef(false);
  return (
    <section id="contact" className="contact" aria-labelledby="contact-title">
      <h2 id="contact-title" className="section-title">
        Get in touch
      </h2>
      <div className="card contact-card">
        {send.isPending && <Spinner label="Sending your message" />}
        {send.isSuccess || caughtSpam ? (
          <p role="status" className="contact-sent">
            {SENT_TEXT}
          </p>
        ) : (
          <ContactForm
            hidden={send.isPending}
            problem={problemOf(hold, send.error)}
            onSend={(values) => {
              if (inFlight.current) return;
              const reason = whyNotSendNow();
              setHold(reason);
              if (reason) return;
              inFlight.current = true;
              send.mutate(values, {
                onSuccess: clearContactDraft,
                onSettled: () => {
                  inFlight.current = false;
                },
              });
            }}
            onSpam={() => setCaughtSpam(true)}
          />
        )}
      </div>
    </section>
  );
}
