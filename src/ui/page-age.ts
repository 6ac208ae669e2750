/** Milliseconds since the visitor opened the page (navigation start). */
export function pageAgeMs(): number {
  return performance.now();
}
