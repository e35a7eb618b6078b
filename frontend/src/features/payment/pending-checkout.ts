/**
 * The booking whose Stripe checkout the guest is on, kept in this tab while they are away on Stripe's page:
 * /booking-cancel reads it to expire that checkout at once, so its rooms go back now.
 */
const KEY = 'suvarna.pending_checkout';

export function rememberPendingCheckout(bookingId: string): void {
  try {
    sessionStorage.setItem(KEY, bookingId);
  } catch {
    // Storage refused (private mode): the session then simply runs out at its expiry.
  }
}

/** The remembered booking id, forgotten as it is read. */
export function takePendingCheckout(): string | null {
  try {
    const id = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return id && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
