import { toSafeHref, toSafeImageSrc, toWhatsappHref } from '@/domain/safe-link';

/** What a field holds: a web address, WhatsApp's number or address, or an image's address. */
export type LinkKind = 'link' | 'whatsapp' | 'image';

const PROBLEMS: Record<LinkKind, string> = {
  link: 'Visitors could not open this: use a whole address that starts with https://.',
  whatsapp: 'Visitors could not open this: use a phone number or an address with https://.',
  image:
    'Visitors would not see this: use a file of this site (like /demo/photo.webp) or an address that starts with https://.',
};

const ACCEPTS: Record<LinkKind, (value: string) => string> = {
  link: toSafeHref,
  whatsapp: toWhatsappHref,
  image: toSafeImageSrc,
};

/**
 * Why visitors would not be shown what is typed (the site links only to what these accept);
 * undefined when it is empty or fine.
 */
export function describeLinkProblem(value: string, kind: LinkKind): string | undefined {
  if (value.trim() === '' || ACCEPTS[kind](value)) return undefined;
  return PROBLEMS[kind];
}
