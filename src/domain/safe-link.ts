const WEB_PROTOCOLS = new Set(['http:', 'https:']);

function parseAbsoluteUrl(value: string): URL | null {
  const trimmed = value.trim();
  // Most link fields are empty, and a thrown error costs far more than the check.
  if (trimmed === '') return null;
  try {
    return new URL(trimmed);
  } catch {
    return null;
  }
}

/** Returns the value as a clickable address only when it is an http(s) URL; '' otherwise. */
export function toSafeHref(value: string): string {
  const url = parseAbsoluteUrl(value);
  return url && WEB_PROTOCOLS.has(url.protocol) ? url.href : '';
}

/**
 * Image sources may also be root-relative paths on this site (the demo images),
 * but never protocol-relative (`//host`) or any other scheme.
 */
export function toSafeImageSrc(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\')) {
    return trimmed;
  }
  return toSafeHref(trimmed);
}

const PHONE_NUMBER = /^\+?[\d\s().-]{6,}$/;

/** WhatsApp may be stored as a link or as a phone number; a number becomes a wa.me link. */
export function toWhatsappHref(value: string): string {
  const trimmed = value.trim();
  if (PHONE_NUMBER.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    return digits.length >= 6 ? `https://wa.me/${digits}` : '';
  }
  return toSafeHref(trimmed);
}
