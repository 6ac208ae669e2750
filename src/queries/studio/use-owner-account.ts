import { useEffect, useState } from 'react';
import type { OwnerAccount } from '@/data/studio/owner-auth';
import { useOwnerAuth } from './studio-context';

export type { OwnerAccount };

/**
 * Who is signed in to the studio, kept current: undefined until sign-in answers, then null
 * (nobody) or the account.
 */
export function useOwnerAccount(): OwnerAccount | null | undefined {
  const auth = useOwnerAuth();
  const [account, setAccount] = useState<OwnerAccount | null | undefined>(undefined);
  useEffect(() => auth.subscribe(setAccount), [auth]);
  return account;
}
