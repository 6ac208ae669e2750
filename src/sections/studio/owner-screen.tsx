import type { ReactNode } from 'react';
import { StudioPartNav } from './studio-part-nav';

/** Moves focus to the part's heading, so a keyboard lands on what just opened. */
const focusHeading = (part: HTMLElement | null) => part?.querySelector<HTMLElement>('h2')?.focus();

/** The owner's studio: the way between its parts, and the part at this address (`children`). */
export function OwnerScreen({ takeFocus, children }: { takeFocus: boolean; children: ReactNode }) {
  return (
    <div className="studio-owner">
      <StudioPartNav />
      {/* When the studio replaced the sign-in, the part's heading takes focus. */}
      <div className="studio-part" ref={takeFocus ? focusHeading : undefined}>
        {children}
      </div>
    </div>
  );
}
