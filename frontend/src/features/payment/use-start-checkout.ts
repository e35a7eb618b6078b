import { useCallback, useState } from 'react';
import { paymentMessages } from '@suvarna/contracts';
import { errorDetail } from '../../lib/api-errors';
import { useCreateCheckoutSessionMutation } from './api/payment-api';
import { rememberPendingCheckout } from './pending-checkout';

/** The booking may reach the payment service a moment after it was made: its answer then says so. */
const NOT_READY = 'booking_not_ready';
const RETRIES = 4;

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data: unknown = error.data;
    if (typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string') return data.code;
  }
  return undefined;
}

/**
 * Opens Stripe Checkout for a booking and sends the browser there. Resolves to the error text to show
 * when that is not possible ('Failed to create payment session' when the answer lacks success or
 * checkout_url, else the server's detail).
 */
export function useStartCheckout(go: (url: string) => void = (url) => window.location.assign(url)) {
  const [create] = useCreateCheckoutSessionMutation();
  const [starting, setStarting] = useState(false);
  const startCheckout = useCallback(
    async (bookingId: string): Promise<string | undefined> => {
      setStarting(true);
      try {
        for (let attempt = 0; ; attempt++) {
          const result = await create({ booking_id: bookingId, origin_url: window.location.origin });
          if ('error' in result) {
            if (errorCode(result.error) === NOT_READY && attempt < RETRIES) continue;
            return errorDetail(result.error, paymentMessages.sessionFailed);
          }
          const { success, checkout_url: url } = result.data;
          if (!success || !url) return paymentMessages.sessionFailed;
          rememberPendingCheckout(bookingId);
          go(url);
          return undefined;
        }
      } finally {
        setStarting(false);
      }
    },
    [create, go],
  );
  return { startCheckout, starting };
}
