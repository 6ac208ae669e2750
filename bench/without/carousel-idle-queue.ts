import { useCallback, useState } from 'react';

// Without the idle queue: a carousel starts as soon as it is near the viewport.
export function useStartedWhenIdle(wanted: boolean): [started: boolean, startNow: () => void] {
  const [started, setStarted] = useState(false);
  // Set while rendering, as React allows for state that follows a prop: started for good.
  if (wanted && !started) setStarted(true);
  const startNow = useCallback(() => setStarted(true), []);
  return [started, startNow];
}
