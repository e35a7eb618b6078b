/*
 * The tabs of one browser share one refresh cookie. Each use rotates it, and a cookie used twice ends the
 * session, so renewals never overlap: one at a time in a tab (callers share the renewal in flight) and, where
 * the browser has the Web Locks API, one at a time across tabs. A sign-in or sign-out in one tab is told to
 * the others, which follow it.
 */

const LOCK_NAME = 'suvarna-session-renewal';
const CHANNEL_NAME = 'suvarna-session';

type Announcement = 'signed-in' | 'signed-out';

let renewing: Promise<boolean> | undefined;

/** Runs `renew` unless a renewal is already under way in this tab, whose outcome is then shared. */
export function oneRenewalAtATime(renew: () => Promise<boolean>): Promise<boolean> {
  const locked = (): Promise<boolean> =>
    typeof navigator !== 'undefined' && navigator.locks ? new Promise((resolve, reject) => void navigator.locks.request(LOCK_NAME, () => renew().then(resolve, reject))) : renew();
  const running = (renewing ??= locked().finally(() => {
    renewing = undefined;
  }));
  return running;
}

function channel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL_NAME);
}

function announce(message: Announcement): void {
  const ch = channel();
  ch?.postMessage(message);
  ch?.close();
}

export const announceSignIn = () => announce('signed-in');
export const announceSignOut = () => announce('signed-out');

/**
 * Follows the other tabs: their sign-out ends this tab's session at once (its access token is already
 * refused by every service), their sign-in is picked up from the shared cookie.
 */
export function followOtherTabs(on: { signedIn: () => void; signedOut: () => void }): () => void {
  const ch = channel();
  if (!ch) return () => undefined;
  ch.onmessage = (event: MessageEvent<Announcement>) => {
    if (event.data === 'signed-out') on.signedOut();
    else if (event.data === 'signed-in') on.signedIn();
  };
  return () => ch.close();
}
