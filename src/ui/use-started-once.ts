import { useCallback, useState } from 'react';

/**
 * False until `wanted` has been true, then true for good. `startNow` starts it before, for
 * when a visitor is already waiting.
 */
export function useStartedOnce(wanted: boolean): [started: boolean, startNow: () => void] {
  const [started, setStarted] = useState(false);
  // Set while rendering, as React allows for state that follows a prop.
  if (wanted && !started) setStarted(true);
  const startNow = useCallback(() => setStarted(true), []);
  return [started, startNow];
}
