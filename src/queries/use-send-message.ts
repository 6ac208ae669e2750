import { useMutation } from '@tanstack/react-query';
import type { ContactFormValues } from '@/domain/contact-message';
import { sendWaitOf } from '@/domain/send-wait';
import { useRepository } from './repository-context';

export interface SendMessageVariables {
  values: ContactFormValues;
  /** The message's document id, the same for every send of the same draft. */
  id: string;
  /** Resolves when the message may go out; the mutation is pending until then. */
  ready?: Promise<void>;
}

/** Sends a contact message, stamped with the time of submission. */
export function useSendMessage() {
  const repository = useRepository();
  return useMutation({
    mutationFn: async ({ values, id, ready }: SendMessageVariables) => {
      await ready;
      return repository.insertMail({ ...values, id, date: new Date() });
    },
    // A visitor asked to wait is not a failure of the site: the form says so, and nothing else.
    onError: (error) => {
      if (!sendWaitOf(error)) {
        console.error('The contact message was not sent:', error);
      }
    },
  });
}
