import { describe, expect, it } from 'vitest';
import { CONTACT_DRAFT_KEY, startEarlyControls } from '@/early-controls';
import { DRAFT_KEY, readContactDraft } from '@/sections/contact/contact-draft';

/** The prerendered contact form as the app renders it before it runs: disabled, with the hint. */
function prerenderedForm(): HTMLFormElement {
  document.body.innerHTML = `
    <p id="app-starting-hint">Works once the page has finished loading.</p>
    <form class="contact-form">
      <fieldset disabled>
        <input name="name" aria-describedby="app-starting-hint">
        <input name="email" aria-describedby="app-starting-hint">
        <textarea name="message" aria-describedby="app-starting-hint"></textarea>
      </fieldset>
      <button type="submit" disabled aria-describedby="app-starting-hint">Submit</button>
    </form>`;
  return document.querySelector('form') as HTMLFormElement;
}

function type(form: HTMLFormElement, name: string, value: string): void {
  const field = form.elements.namedItem(name) as HTMLInputElement;
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('early controls', () => {
  it('keep what is typed as the draft the app reads when it starts', () => {
    expect(CONTACT_DRAFT_KEY).toBe(DRAFT_KEY);
    const form = prerenderedForm();
    startEarlyControls();
    expect(form.querySelector('fieldset')?.disabled).toBe(false);
    expect(form.querySelector('[aria-describedby]')).toBeNull();
    const submit = form.querySelector('button') as HTMLButtonElement;
    type(form, 'name', 'Jo');
    type(form, 'email', 'jo@example.com');
    expect(submit.disabled).toBe(true);
    type(form, 'message', 'Hello');
    expect(submit.disabled).toBe(false);
    expect(readContactDraft()).toEqual({ name: 'Jo', email: 'jo@example.com', message: 'Hello' });
  });
});
