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
