import { useEffect, useState } from 'react';

/** Seconds left until `until` (epoch ms), re-rendering once a second while above zero. */
export function useCountdown(until: number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      setTick((n) => n + 1);
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until > 0 ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0;
}
