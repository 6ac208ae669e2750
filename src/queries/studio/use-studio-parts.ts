import { useCallback, useEffect, useState } from 'react';
import type { Studio } from '@/data/studio/owner-auth';

/** Loads the studio's code and makes its parts: called only when the studio is opened. */
export type LoadStudio = () => Promise<Studio>;

/** One studio per loader (per app): leaving the studio and coming back keeps its sign-in. */
const loaded = new WeakMap<LoadStudio, Promise<Studio>>();

function loadOnce(load: LoadStudio): Promise<Studio> {
  let studio = loaded.get(load);
  if (!studio) {
    studio = load();
    loaded.set(load, studio);
    // A failed load is tried again on Retry, not remembered.
    studio.catch(() => loaded.delete(load));
  }
  return studio;
}

type StudioLoad =
  { status: 'loading' } | { status: 'ready'; studio: Studio } | { status: 'failed' };

/** Loads the studio's code and parts with `load` once the page runs; `retry` after a failure. */
export function useStudioParts(load: LoadStudio | undefined) {
  if (!load) throw new Error('The router was made without loadStudio: the studio cannot open.');
  const [state, setState] = useState<StudioLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadOnce(load).then(
      (studio) => current && setState({ status: 'ready', studio }),
      (error: unknown) => {
        console.error('The studio could not be loaded:', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, retry };
}
