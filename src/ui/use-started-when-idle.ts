import { useEffect, useState } from 'react';
import { runWhenIdle } from './idle-queue';

/**
 * False until `wanted` has been true and this component's turn in the idle queue has come,
 * then true for good.
 */
export function useStartedWhenIdle(wanted: boolean): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!wanted || started) return;
    return runWhenIdle(() => setStarted(true));
  }, [wanted, started]);
  return started;
}
