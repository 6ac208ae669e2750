import { useEffect, useState } from 'react';
import { runWhenIdle } from './idle-queue';

/** False until this component's turn in the idle queue has come, then true. */
export function useStartedWhenIdle(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => runWhenIdle(() => setStarted(true)), []);
  return started;
}
