import type { ContactFormValues } from '@/domain/contact-message';

/** How filling the form went: only 'filled' leaves a message waiting for the visitor's Submit. */
export type ContactFill = 'filled' | 'no-form' | 'not-ready' | 'not-accepted';

/** How long the form may take to check the values and enable Submit. */
const ACCEPT_TIMEOUT_MS = 5000;

/**
 * Types a message into the visible contact form, as the visitor would: each field's value is
 * set and an input event sent, so the form's own handlers (validation, the saved draft) take it.
 * Nothing is sent: the form comes into view with Submit enabled, and the visitor presses it.
 */
export async function fillContactForm(
  values: ContactFormValues,
  page: Document = document,
): Promise<ContactFill> {
  const form = page.querySelector<HTMLFormElement>('form.contact-form');
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || form.hidden || !submit) return 'no-form';
  if (form.querySelector('fieldset')?.disabled) return 'not-ready';
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
      return 'no-form';
    }
    // React tracks the value it last rendered: the prototype's setter goes around that, so the
    // input event reaches the form's handler as a change, as typing does.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const accepted = await enabled(submit);
  if (!accepted) return 'not-accepted';
  form.scrollIntoView({ block: 'center' });
  submit.focus();
  return 'filled';
}

/** Resolves true once the button is enabled, false if it is not within ACCEPT_TIMEOUT_MS. */
function enabled(button: HTMLButtonElement): Promise<boolean> {
  if (!button.disabled) return Promise.resolve(true);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (button.disabled) return;
      finish(true);
    });
    const timeout = setTimeout(() => finish(false), ACCEPT_TIMEOUT_MS);
    function finish(result: boolean) {
      observer.disconnect();
      clearTimeout(timeout);
      resolve(result);
    }
    observer.observe(button, { attributes: true, attributeFilter: ['disabled'] });
  });
}
