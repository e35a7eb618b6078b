import { useEffect } from 'react';

const activityEvents = ['click', 'keypress', 'scroll', 'mousemove'] as const;
/** Mouse moves and scrolls fire dozens of times a second; one cookie write a minute is plenty for a 7-day cookie. */
const MIN_INTERVAL_MS = 60_000;

/**
 * Spec §6: while on the booking page, click, keypress, scroll and mouse move extend the session (the auth_token
 * cookie is reset for 7 days). The first activity extends at once; later ones at most once a minute.
 */
export function useSessionExtension(extend: (() => void) | undefined): void {
  useEffect(() => {
    if (!extend) return;
    let last = -Infinity;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < MIN_INTERVAL_MS) return;
      last = now;
      extend();
    };
    for (const type of activityEvents) window.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      for (const type of activityEvents) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [extend]);
}
