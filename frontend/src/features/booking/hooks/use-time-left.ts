import { useEffect, useState } from 'react';

/** Milliseconds until `until` (0 once it has passed), or null without a usable time. */
export function timeLeft(until: string | null | undefined, now: number): number | null {
  if (!until) return null;
  const end = Date.parse(until);
  if (Number.isNaN(end)) return null;
  return Math.max(0, end - now);
}

/** How long the rooms stay held, as the guest reads it: whole minutes, or 'less than a minute'. */
export function holdText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  return `${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** Time left until `until`, refreshed every few seconds so that a countdown on screen moves. */
export function useTimeLeft(until: string | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => setNow(Date.now()), 5_000);
    return () => window.clearInterval(timer);
  }, [until]);
  return timeLeft(until, now);
}
