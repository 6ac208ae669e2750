import type { ContactFormInput } from '@/domain/contact-message';

const DRAFT_KEY = 'portfolio.contact-draft';

/** Session storage may be missing or refuse (private modes, quotas): a draft is best effort. */
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** What the visitor had typed before a reload in this tab, if anything. */
export function readContactDraft(): ContactFormInput | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(DRAFT_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { name, email, message } = parsed as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return { name: text(name), email: text(email), message: text(message) };
  } catch {
    return null;
  }
}

export function saveContactDraft(values: Partial<ContactFormInput>): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // A full or blocked storage only costs the draft.
  }
}

export function clearContactDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
