import { useMutation } from '@tanstack/react-query';
import type { ContactFormValues } from '@/domain/contact-message';
import { useRepository } from './repository-context';

/** Sends a contact message, stamped with the time of submission. */
export function useSendMessage() {
  const repository = useRepository();
  return useMutation({
    mutationFn: (values: ContactFormValues) =>
      repository.insertMail({ ...values, date: new Date() }),
    onError: (error) => console.error('The contact message was not sent:', error),
  });
}
