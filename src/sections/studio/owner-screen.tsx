import type { ReactNode } from 'react';
import type { OwnerAccount } from '@/queries/studio/use-owner-account';
import { PublishingNote } from './publishing-note';
import { ScreenHeading } from './screen-heading';
import { SignOutButton } from './sign-out-button';

/** The owner's studio: who is signed in, then the studio's sections (`children`). */
export function OwnerScreen({
  account,
  takeFocus,
  children,
}: {
  account: OwnerAccount;
  takeFocus: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <section className="studio-screen studio-account card" aria-labelledby="studio-owner">
        <ScreenHeading id="studio-owner" takeFocus={takeFocus}>
          Your site
        </ScreenHeading>
        <p>
          Signed in as <strong>{account.email ?? account.name ?? 'the owner'}</strong>.
        </p>
        <PublishingNote />
        <SignOutButton />
      </section>
      <div className="studio-sections">{children}</div>
    </>
  );
}
