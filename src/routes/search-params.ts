/**
 * The address's search parameters as plain text, each key once. The router's default would
 * read `?tag=2024` as a number and write a string that looks like one as `?tag=%222024%22`; a
 * tag is text, and the address should read as the visitor would type it.
 */
export function parseSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
