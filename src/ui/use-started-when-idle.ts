import { useCallback, useEffect, useState } from 'react';
import { runWhenIdle } from './idle-queue';

/**
 * False until `wanted` has been true and this component's turn in the idle queue has come,
 * then true for good. `startNow` skips the queue, for when a visitor is already waiting.
 */
export function useStartedWhenIdle(wanted: boolean): [started: boolean, startNow: () => void] {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!wanted || started) return;
    return runWhenIdle(() => setStarted(true));
  }, [wanted, started]);
  const startNow = useCallback(() => setStarted(true), []);
  return [started, startNow];
}
