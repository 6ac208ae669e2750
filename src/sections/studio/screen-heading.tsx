import type { ReactNode } from 'react';

const focus = (element: HTMLElement | null) => element?.focus();

/**
 * A studio screen's heading. When the screen replaced another (signed in, signed out), it takes
 * focus, so a keyboard or screen reader lands on what changed rather than on the page's start.
 */
export function ScreenHeading({
  id,
  takeFocus,
  children,
}: {
  id: string;
  takeFocus: boolean;
  children: ReactNode;
}) {
  return (
    <h2 id={id} ref={takeFocus ? focus : undefined} tabIndex={-1} className="studio-screen-title">
      {children}
    </h2>
  );
}
