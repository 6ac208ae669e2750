import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  contactFormSchema,
  type ContactFormInput,
  type ContactFormValues,
} from '@/domain/contact-message';
import { FormField } from './form-field';

interface ContactFormProps {
  hidden: boolean;
  failed: boolean;
  onSend: (values: ContactFormValues) => void;
}

export function ContactForm({ hidden, failed, onSend }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', message: '' },
  });

  return (
    <form
      className="contact-form"
      noValidate
      hidden={hidden}
      aria-label="Contact form"
      onSubmit={handleSubmit(onSend)}
    >
      {failed && (
        <p role="alert" className="form-alert">
          Your message was not sent. Nothing you typed was lost: please try again in a moment.
        </p>
      )}
      <FormField label="Name" error={errors.name?.message}>
        {(field) => <input {...field} {...register('name')} autoComplete="name" />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(field) => <input {...field} {...register('email')} type="email" autoComplete="email" />}
      </FormField>
      <FormField label="Your Message" error={errors.message?.message}>
        {(field) => <textarea {...field} {...register('message')} rows={6} />}
      </FormField>
      <button type="submit" className="button button-primary" disabled={!isValid}>
        Submit
      </button>
    </form>
  );
}
