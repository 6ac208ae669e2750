import { describe, expect, it, vi } from 'vitest';
import { createDemoOwnerAuth } from '@/data/studio/demo-owner-auth';

const DEMO_OWNER = { email: null, name: 'Demo owner', isOwner: true };

describe('createDemoOwnerAuth', () => {
  it('signs the demo owner in and out, telling every listener', async () => {
    const auth = createDemoOwnerAuth();
    expect(auth.method).toBe('demo');
    const onChange = vi.fn();
    const stop = auth.subscribe(onChange);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await auth.signIn();
    expect(onChange).toHaveBeenLastCalledWith(DEMO_OWNER);
    await auth.signOut();
    expect(onChange).toHaveBeenLastCalledWith(null);
    stop();
    await auth.signIn();
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('stays signed in for the tab: a studio made again (a reload) finds the owner', async () => {
    await createDemoOwnerAuth().signIn();
    const onChange = vi.fn();
    createDemoOwnerAuth().subscribe(onChange);
    expect(onChange).toHaveBeenCalledWith(DEMO_OWNER);
    await createDemoOwnerAuth().signOut();
    const after = vi.fn();
    createDemoOwnerAuth().subscribe(after);
    expect(after).toHaveBeenCalledWith(null);
  });

  it('works without storage, for the page only', async () => {
    const auth = createDemoOwnerAuth(null);
    const onChange = vi.fn();
    auth.subscribe(onChange);
    await auth.signIn();
    expect(onChange).toHaveBeenLastCalledWith(DEMO_OWNER);
    expect(sessionStorage.length).toBe(0);
  });
});
