import { useCallback, useEffect, useState } from 'react';
import type { Studio } from '@/data/studio/owner-auth';
import { useStudioLoader, type LoadStudio } from '../studio-loader-context';

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

/** Loads the studio's code and parts (see LoadStudio) once the page runs; `retry` after a failure. */
export function useStudioParts() {
  const load = useStudioLoader();
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
