import type { OwnerAccount } from '@/queries/studio/use-owner-account';
import { ScreenHeading } from './screen-heading';
import { SignOutButton } from './sign-out-button';

/** Signed in with an account that does not carry the owner's claim: nothing here is writable. */
export function NotOwnerScreen({
  account,
  takeFocus,
}: {
  account: OwnerAccount;
  takeFocus: boolean;
}) {
  return (
    <section className="studio-screen card" aria-labelledby="studio-not-owner">
      <ScreenHeading id="studio-not-owner" takeFocus={takeFocus}>
        This account cannot edit this site
      </ScreenHeading>
      <p>
        You are signed in as{' '}
        <strong>{account.email ?? account.name ?? 'an account without an email'}</strong>. Only the
        site’s owner can edit it: sign out, then sign in with the owner’s account.
      </p>
      <SignOutButton />
    </section>
  );
}
