import { useId, type ReactNode } from 'react';
import { useNeedsApp } from '@/ui/app-starting';

interface FieldAttributes {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': true;
}

interface FormFieldProps {
  label: string;
  error: string | undefined;
  children: (field: FieldAttributes) => ReactNode;
}

/**
 * A label, a control and its error message (or, before the app runs, why it is disabled), wired
 * together for assistive technology.
 */
export function FormField({ label, error, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const startingHint = useNeedsApp()['aria-describedby'];
  return (
    <div className="form-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : startingHint,
        'aria-required': true,
      })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
