import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { reconcilePayments } from '../src/domain/reconcile-payments';
import type { PaymentDeps } from '../src/domain/payment-deps';
import { ORIGIN, startPayment, type PaymentUnderTest } from './payment-test-kit';

/**
 * The recovery for a lost webhook: the guest paid at Stripe, but no webhook reached the service (here the
 * sandbox has no endpoint for it at all). The reconciler reads Stripe's recent events and settles the payment,
 * once, however many instances run it at the same moment and however often.
 */
let kit: PaymentUnderTest;
beforeAll(async () => {
  kit = await startPayment({ webhooks: false });
});
afterAll(() => kit?.close());

/** One payment instance's view: its own Stripe client over the same database, as a second process would have. */
function instance(): PaymentDeps {
  const { pool, bus, logger, config } = kit.service.deps;
  const base = new URL(kit.sandbox.url);
  const stripe = new Stripe(config.STRIPE_SECRET_KEY!, { host: base.hostname, port: Number(base.port), protocol: 'http' });
  return { pool, bus, logger, config, stripe };
}

async function paidWithoutWebhook() {
  const guest = await kit.guest();
  const booking = await kit.bookingCreated(guest);
  const res = await kit.call('POST', '/api/payments/create-checkout-session', { token: guest.token, body: { booking_id: booking.bookingId, origin_url: ORIGIN } });
  expect(res.status).toBe(200);
  const { session_id: sessionId, checkout_url: url } = (await res.json()) as { session_id: string; checkout_url: string };
  expect((await kit.pay(url)).status).toBeLessThan(400);
  // Stripe has it paid; the service has heard nothing.
  expect((await kit.stripe.checkout.sessions.retrieve(sessionId)).payment_status).toBe('paid');
  return { bookingId: booking.bookingId, sessionId };
}

async function settled(bookingId: string) {
  const { rows: payments } = await kit.service.deps.pool.query<{ session_id: string; amount_paise: number }>(
    'SELECT session_id, amount_paise FROM payments WHERE booking_id = $1',
    [bookingId],
  );
  const { rows: sessions } = await kit.service.deps.pool.query<{ payment_status: string }>('SELECT payment_status FROM checkout_sessions WHERE booking_id = $1', [bookingId]);
  const paidEvents = (await kit.outbox('payment.paid')).filter((e) => e.key === bookingId);
  return { payments, sessions: sessions.map((s) => s.payment_status), paidEvents };
}

describe('reconciling payments with Stripe after a lost webhook', () => {
  it('when a paid session’s webhook never came, then the reconciler records the payment and publishes payment.paid', async () => {
    const { bookingId, sessionId } = await paidWithoutWebhook();
    expect(await settled(bookingId)).toEqual({ payments: [], sessions: ['unpaid'], paidEvents: [] });

    const result = await reconcilePayments(instance());

    expect(result.events).toBeGreaterThanOrEqual(1);
    const after = await settled(bookingId);
    expect(after.payments).toEqual([{ session_id: sessionId, amount_paise: 15_456_000 }]);
    expect(after.sessions).toEqual(['paid']);
    expect(after.paidEvents).toHaveLength(1);
    expect(after.paidEvents[0]!.data).toMatchObject({ bookingId, sessionId, amountPaise: 15_456_000 });
  });

  it('when two instances reconcile at the same moment, and again later, then the payment is settled exactly once', async () => {
    const { bookingId, sessionId } = await paidWithoutWebhook();
    const [one, two] = [instance(), instance()];

    const [first, second] = await Promise.all([reconcilePayments(one), reconcilePayments(two)]);
    const again = await reconcilePayments(one);

    const after = await settled(bookingId);
    expect(after.payments).toEqual([{ session_id: sessionId, amount_paise: 15_456_000 }]);
    expect(after.sessions).toEqual(['paid']);
    expect(after.paidEvents).toHaveLength(1);
    // Between them the two took the event in once; the later run found nothing left to do for it.
    expect(first.events + second.events).toBeGreaterThanOrEqual(1);
    expect(again.events).toBe(0);
  });
});
