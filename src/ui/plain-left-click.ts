import type { MouseEvent } from 'react';

/** A click the page may handle itself: the main button, no key held for a new tab or window. */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
