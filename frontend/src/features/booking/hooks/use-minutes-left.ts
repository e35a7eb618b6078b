import { useEffect, useState } from 'react';

/** Whole minutes (rounded up) until `until`, refreshed every few seconds; 0 once it has passed, null without a time. */
export function minutesLeft(until: string | null | undefined, now: number): number | null {
  if (!until) return null;
  const end = Date.parse(until);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / 60_000));
}

export function useMinutesLeft(until: string | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => setNow(Date.now()), 5_000);
    return () => window.clearInterval(timer);
  }, [until]);
  return minutesLeft(until, now);
}
