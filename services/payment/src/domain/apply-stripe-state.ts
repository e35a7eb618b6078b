import { businessNow, withTransaction, type PoolClient, type Queryable } from '@suvarna/platform';
import type Stripe from 'stripe';
import { factsOf, findBooking } from '../data-access/booking-repository';
import { bookingPaymentTotals, findPaymentByIntent, recordSessionPaid, refundReason, setRefunded } from '../data-access/payment-repository';
import { adoptCreatingAttempt, findBySessionId, setSessionState, type SessionRecord } from '../data-access/session-repository';
import type { PaymentDeps } from './payment-deps';
import { creditOpenInvoices, issueInvoice } from './tax-documents';

export type Applied = 'paid' | 'expired' | 'refunded' | 'unchanged' | 'unknown';

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

async function recordFor(client: Queryable, session: Stripe.Checkout.Session): Promise<SessionRecord | undefined> {
  const known = await findBySessionId(client, session.id, { forUpdate: true });
  if (known) return known;
  // Opened by us, but the create call's answer was lost before it was recorded.
  const bookingId = session.metadata?.booking_id ?? session.client_reference_id;
  return bookingId ? adoptCreatingAttempt(client, bookingId, session.id) : undefined;
}

/**
 * Brings the service's record of a Checkout Session in line with Stripe's, publishing what changed:
 * the one fulfilment path for the webhook, the status endpoint and the reconciliation, each idempotent.
 * A paid session always wins (money moved): a completed event after an expired one still records the
 * payment; an expired event after the payment changes nothing. `at`: when Stripe says it happened (its
 * event's time), else now.
 */
export async function applySessionState(deps: Pick<PaymentDeps, 'bus' | 'logger'>, client: PoolClient, session: Stripe.Checkout.Session, at: Date = businessNow()): Promise<Applied> {
  return (await applySessionRecord(deps, client, session, at)).applied;
}

/** applySessionState, with the session's record as it stands after it (locked until the caller commits); none when unknown. */
export async function applySessionRecord(
  deps: Pick<PaymentDeps, 'bus' | 'logger'>,
  client: PoolClient,
  session: Stripe.Checkout.Session,
  at: Date = businessNow(),
): Promise<{ applied: Applied; record?: SessionRecord }> {
  const record = await recordFor(client, session);
  if (!record) return { applied: 'unknown' };
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  // Nothing to change (the usual case when the webhook and the result page both bring the news): the booking is not read.
  if (paid ? record.paymentStatus === 'paid' : session.status !== 'expired' || record.paymentStatus === 'paid' || record.status === 'expired' || record.status === 'complete') {
    return { applied: 'unchanged', record };
  }
  // A session's booking is always known here (the session's row refers to it).
  const booking = await findBooking(client, record.bookingId);
  if (!booking) return { applied: 'unknown' };

  if (paid) {
    const paymentIntentId = idOf(session.payment_intent) ?? session.id;
    const amountPaise = session.amount_total ?? record.amountPaise;
    if (amountPaise !== record.amountPaise) {
      deps.logger.error({ sessionId: session.id, bookingId: booking.id, paid: amountPaise, expected: record.amountPaise }, 'session paid with an amount other than the one asked');
    }
    await recordSessionPaid(client, { sessionId: session.id, bookingId: booking.id, paymentIntentId, amountPaise, currency: (session.currency ?? 'inr').toUpperCase() });
    // v2: the booking rides along, so that its confirmation needs no booking event first.
    const paidEvent = { bookingId: booking.id, userId: booking.userId, sessionId: session.id, paymentIntentId, amountPaise, currency: 'INR', paidAt: at.toISOString(), booking: factsOf(booking) };
    if (record.dateChangeId) {
      // A change's difference: the stay moves on booking.dates-changed, and its invoice is replaced then.
      await deps.bus.publish(client, { type: 'payment.paid', key: booking.id, data: { ...paidEvent, dateChangeId: record.dateChangeId } });
    } else {
      // The tax invoice takes its number in the payment's transaction: a payment is never recorded without it. Its
      // event is written with it, the last statement before the commit, while the invoice series is locked.
      await issueInvoice(client, booking, { sessionId: session.id, at }, (invoice) => deps.bus.outboxRow({ type: 'payment.paid', key: booking.id, data: { ...paidEvent, invoice } }));
    }
    if (record.status === 'expired') deps.logger.warn({ sessionId: session.id, bookingId: booking.id }, 'payment arrived for a session already recorded as expired');
    return { applied: 'paid', record: { ...record, status: 'complete', paymentStatus: 'paid', url: null } };
  }

  await setSessionState(client, session.id, { status: 'expired' });
  await deps.bus.publish(client, {
    type: 'payment.expired',
    key: booking.id,
    data: {
      bookingId: booking.id,
      userId: booking.userId,
      sessionId: session.id,
      expiredAt: at.toISOString(),
      cause: record.endCause ?? 'timeout',
      ...(record.dateChangeId ? { dateChangeId: record.dateChangeId } : {}),
      // v2: the booking rides along, so that its lapse e-mail needs no booking event first.
      booking: factsOf(booking),
    },
  });
  return { applied: 'expired', record: { ...record, status: 'expired', url: null } };
}

/**
 * Records refunds Stripe reports on a charge: whatever amount_refunded grew by since last seen is one
 * payment.refunded. Refunds made here, in Stripe's dashboard, or reported twice all converge.
 */
export async function applyChargeRefunds(
  deps: Pick<PaymentDeps, 'bus' | 'logger'>,
  client: PoolClient,
  charge: Pick<Stripe.Charge, 'payment_intent' | 'amount_refunded'>,
  at: Date = businessNow(),
): Promise<Applied> {
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return 'unknown';
  const payment = await findPaymentByIntent(client, paymentIntentId, { forUpdate: true });
  if (!payment) return 'unknown';
  const total = Math.min(charge.amount_refunded, payment.amountPaise);
  if (total <= payment.refundedPaise) return 'unchanged';
  // A payment's booking is always known here (the payment's row refers to it).
  const booking = await findBooking(client, payment.bookingId);
  if (!booking) throw new Error(`payment ${paymentIntentId} refers to booking ${payment.bookingId}, which is not known`);
  await setRefunded(client, paymentIntentId, total, null);
  const reason = await refundReason(client, paymentIntentId);
  // Once all the booking paid is back with the guest, its invoice is cancelled by a credit note.
  const paid = await bookingPaymentTotals(client, payment.bookingId);
  const [creditNote] = paid.refundedPaise >= paid.amountPaise ? await creditOpenInvoices(client, payment.bookingId, at, reason ?? 'Refunded in full') : [];
  await deps.bus.publish(client, {
    type: 'payment.refunded',
    key: payment.bookingId,
    data: {
      bookingId: payment.bookingId,
      userId: booking.userId,
      sessionId: payment.sessionId,
      paymentIntentId,
      amountPaise: total - payment.refundedPaise,
      totalRefundedPaise: total,
      fullyRefunded: total >= payment.amountPaise,
      currency: 'INR',
      reason,
      refundedAt: at.toISOString(),
      ...(creditNote ? { creditNote } : {}),
      // v2: the booking rides along, so that its refund e-mail needs no booking event first.
      booking: factsOf(booking),
    },
  });
  return 'refunded';
}

/** applySessionState in a transaction of its own. */
export const applySession = (deps: Pick<PaymentDeps, 'pool' | 'bus' | 'logger'>, session: Stripe.Checkout.Session) =>
  withTransaction(deps.pool, (client) => applySessionState(deps, client, session));
