import { useEffect, useState } from 'react';

/** The time, renewed every `everyMs`: statuses (Scheduled, Live, Expired) move on while the tab is open. */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
