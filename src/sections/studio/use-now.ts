import { useEffect, useState } from 'react';

/** The time now, again every `everyMs`: what a relative time ("3 minutes ago") is read against. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
