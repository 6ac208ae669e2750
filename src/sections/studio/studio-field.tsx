import { useId, type ReactNode } from 'react';

export interface StudioFieldAttributes {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface StudioFieldProps {
  label: string;
  /** The schema's message for what is typed now. */
  error: string | undefined;
  /** Advice that is no error: what visitors will see of it. */
  hint?: ReactNode;
  children: (field: StudioFieldAttributes) => ReactNode;
  /** Below the control, after its messages: a preview. */
  after?: ReactNode;
}

/** The schema's words as a sentence: "at most 200 characters" reads "At most 200 characters." */
const asSentence = (text: string) =>
  `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/** A label, a control, its hint and its error, tied together for assistive technology. */
export function StudioField({ label, error, hint, children, after }: StudioFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field studio-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="field-error">
          {asSentence(error)}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {after}
    </div>
  );
}
