import { useCallback, useState } from 'react';
import { paymentMessages } from '@suvarna/contracts';
import { errorDetail } from '../../lib/api-errors';
import { useCreateCheckoutSessionMutation } from './api/payment-api';
import { rememberPendingCheckout } from './pending-checkout';

/**
 * Opens Stripe Checkout for a booking (or the difference of its change of dates) and sends the browser there. Resolves to the error text to show
 * when that is not possible ('Failed to create payment session' when the answer lacks success or
 * checkout_url, else the server's detail).
 */
export function useStartCheckout(go: (url: string) => void = (url) => window.location.assign(url)) {
  const [create] = useCreateCheckoutSessionMutation();
  const [starting, setStarting] = useState(false);
  const startCheckout = useCallback(
    async (bookingId: string, dateChangeId?: string): Promise<string | undefined> => {
      setStarting(true);
      try {
        const result = await create({ booking_id: bookingId, origin_url: window.location.origin, ...(dateChangeId ? { date_change_id: dateChangeId } : {}) });
        if ('error' in result) return errorDetail(result.error, paymentMessages.sessionFailed);
        const { success, checkout_url: url } = result.data;
        if (!success || !url) return paymentMessages.sessionFailed;
        rememberPendingCheckout(bookingId);
        go(url);
        return undefined;
      } finally {
        setStarting(false);
      }
    },
    [create, go],
  );
  return { startCheckout, starting, goToCheckout: go };
}
