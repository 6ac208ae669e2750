import type { ReactNode } from 'react';

/**
 * A note only a browser with JavaScript turned off shows: there the controls that need the app
 * stay disabled for good, so the page says so where they are, instead of leaving them dead.
 */
export function NeedsJavaScriptNote({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <p className="needs-javascript-note">{children}</p>
    </noscript>
  );
}
