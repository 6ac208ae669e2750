// zod's z.email() pattern, which the contact form checks addresses with; written out so the
// studio's inbox does not need zod for it. A module of its own, not in ./safe-link.ts, whose
// file every visitor's page loads: only the studio uses it.
const EMAIL_ADDRESS =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A mailto: link to the address only when it is one the contact form would take; '' otherwise. */
export function toMailtoHref(value: string): string {
  const address = value.trim();
  return address.length <= 254 && EMAIL_ADDRESS.test(address) ? `mailto:${address}` : '';
}
