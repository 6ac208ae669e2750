import { toSafeHref, toWhatsappHref } from '@/domain/safe-link';

/** Said of a link visitors will not be shown: not empty, yet not an address the site links to. */
export function describeUnsafeLink(value: string, kind: 'link' | 'whatsapp'): string | undefined {
  if (value.trim() === '') return undefined;
  if (kind === 'whatsapp') {
    return toWhatsappHref(value)
      ? undefined
      : 'Visitors will not see it: use a phone number or an https address.';
  }
  return toSafeHref(value)
    ? undefined
    : 'Visitors will not see it: use an address that starts with https://.';
}
