/**
 * The tab's session storage, or null where there is none or the browser forbids it (private
 * modes, blocked storage): whatever is kept there is best effort.
 */
export function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Reading sessionStorage throws a SecurityError where the browser forbids storage.
    return null;
  }
}

/** The JSON kept under `key`, or undefined where there is none, it is not JSON, or storage throws. */
export function readTabJson(key: string, storage = tabStorage()): unknown {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null') as unknown;
  } catch {
    return undefined;
  }
}

/** Keeps `value` as JSON under `key`; where storage is full or forbidden, it is not kept. */
export function writeTabJson(key: string, value: unknown, storage = tabStorage()): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or forbidden storage: what was kept still holds until the page is left.
  }
}
