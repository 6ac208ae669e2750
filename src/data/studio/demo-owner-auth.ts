import { tabStorage } from '@/domain/tab-storage';
import type { OwnerAccount, OwnerAuth } from './owner-auth';

const KEY = 'portfolio.demo-owner';

export const DEMO_OWNER: OwnerAccount = { email: null, name: 'Demo owner', isOwner: true };

/**
 * The offline demo's sign-in: anyone may continue as the owner, for as long as the tab lives.
 * With `storage` null (where the browser forbids storage), signed in for the page only.
 */
export function createDemoOwnerAuth(storage: Storage | null = tabStorage()): OwnerAuth {
  const listeners = new Set<(account: OwnerAccount | null) => void>();
  // Read from storage each time, so every studio made in the tab agrees; without storage, here.
  let signedIn = false;
  const account = () =>
    (storage ? storage.getItem(KEY) === 'signed-in' : signedIn) ? DEMO_OWNER : null;
  const set = (value: boolean) => {
    signedIn = value;
    if (value) storage?.setItem(KEY, 'signed-in');
    else storage?.removeItem(KEY);
    listeners.forEach((listener) => listener(account()));
  };
  return {
    method: 'demo',
    subscribe(onChange) {
      const listener = (next: OwnerAccount | null) => onChange(next);
      listeners.add(listener);
      listener(account());
      return () => listeners.delete(listener);
    },
    signIn: async () => set(true),
    signOut: async () => set(false),
  };
}
