import { useEffect, useState } from 'react';
import type { CheckoutStatus } from '@suvarna/contracts';
import { useLazyCheckoutStatusQuery } from './api/payment-api';
import { pollDelays } from './poll-schedule';

export type Verification =
  | { state: 'verifying' }
  | { state: 'paid'; status: CheckoutStatus }
  /** Not paid after about a minute of checks (or the session ended unpaid). */
  | { state: 'processing'; status: CheckoutStatus }
  | { state: 'error' };

const defaultDelays = pollDelays();

/** Checks a Checkout Session's payment, waiting longer between checks each time, until it is paid or about a minute has gone. */
export function usePaymentVerification(sessionId: string | null, delays: readonly number[] = defaultDelays): Verification {
  const [check] = useLazyCheckoutStatusQuery();
  const [verification, setVerification] = useState<Verification>({ state: 'verifying' });

  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = (ms: number) => new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
    void (async () => {
      let last: CheckoutStatus | undefined;
      for (let i = 0; !cancelled; i++) {
        const result = await check(sessionId, false);
        if (cancelled) return;
        if (result.data) {
          last = result.data;
          if (last.payment_status === 'paid') return setVerification({ state: 'paid', status: last });
          if (last.status === 'expired') return setVerification({ state: 'processing', status: last });
        } else if (!last) {
          return setVerification({ state: 'error' });
        }
        const delay = delays[i];
        if (delay === undefined) return setVerification(last ? { state: 'processing', status: last } : { state: 'error' });
        await wait(delay);
      }
    })();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [check, sessionId, delays]);

  return verification;
}
