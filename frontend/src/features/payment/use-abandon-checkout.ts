import { useCallback } from 'react';
import { useAbandonCheckoutMutation } from './api/payment-api';
import { takePendingCheckout } from './pending-checkout';

/** Tries in all; the call is idempotent (a session already expired answers 'none'). */
const ATTEMPTS = 3;
const RETRY_AFTER_MS = 700;

/** A failure worth trying again: the way to the service broke or it was busy (no answer, 502, 503, 504). */
function passing(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return typeof status !== 'number' || status === 502 || status === 503 || status === 504;
}

/**
 * Expires the checkout the guest just left (the booking its cancel link names, else the one this tab started), so
 * its rooms return at once and the booking reads cancelled by the guest; a call lost on the way is tried again.
 */
export function useAbandonCheckout() {
  const [abandonCheckout] = useAbandonCheckoutMutation();
  return useCallback(
    async (named?: string | null) => {
      const remembered = takePendingCheckout();
      const bookingId = named ?? remembered;
      if (!bookingId) return;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const result = await abandonCheckout({ booking_id: bookingId });
        if (!('error' in result) || !passing(result.error) || attempt === ATTEMPTS) return;
        await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS * attempt));
      }
    },
    [abandonCheckout],
  );
}
