import { useState, type ReactNode } from 'react';
import { useOwnerAuth } from '@/queries/studio/studio-context';
import { useOwnerAccount } from '@/queries/studio/use-owner-account';
import { NotOwnerScreen } from './not-owner-screen';
import { OwnerScreen } from './owner-screen';
import { SignInScreen } from './sign-in-screen';
import { StudioWaiting } from './studio-waiting';

type Screen = 'checking' | 'signed-out' | 'not-owner' | 'owner';

/** The screen that follows who is signed in: the way in, a refusal, or the owner's studio. */
export function StudioScreens({ children }: { children: ReactNode }) {
  const { method } = useOwnerAuth();
  const account = useOwnerAccount();
  const screen: Screen =
    account === undefined
      ? 'checking'
      : account === null
        ? 'signed-out'
        : account.isOwner
          ? 'owner'
          : 'not-owner';
  // The first screen after the check is where the page starts: only a change takes focus.
  const [first, setFirst] = useState<Screen | null>(null);
  const [changed, setChanged] = useState(false);
  if (screen !== 'checking' && first === null) setFirst(screen);
  if (first !== null && screen !== first && !changed) setChanged(true);

  if (account === undefined) return <StudioWaiting text="Checking who is signed in…" />;
  if (account === null) return <SignInScreen method={method} takeFocus={changed} />;
  if (!account.isOwner) return <NotOwnerScreen account={account} takeFocus={changed} />;
  return <OwnerScreen takeFocus={changed}>{children}</OwnerScreen>;
}
