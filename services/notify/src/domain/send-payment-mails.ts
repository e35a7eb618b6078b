import { createHash } from 'node:crypto';
import { paymentPaidSchema, paymentRefundedSchema, type BookingCancelled } from '@suvarna/contracts';
import type { Pool, PoolClient } from '@suvarna/platform';
import { addPending, dropPending, findBooking, findHotel, lockBooking, saveBooking, takePending, type BookingSnapshot, type PendingPaymentMail } from '../data-access/payment-mail-repository';
import type { BrandDetails } from './email-templates';
import type { Mailer, OutgoingMail } from './mailer';
import { bookingCancelled, bookingConfirmation, refundIssued, reservationLapsed } from './payment-emails';
import { sendOnce } from './send-mails';

export interface PaymentMailDeps {
  pool: Pool;
  mailer: Mailer;
  brand: BrandDetails;
}

/**
 * A payment event's e-mail waits until the booking's snapshot is known (the booking and payment topics
 * are not ordered with each other), then goes out once per event.
 */
export async function queuePaymentMail(deps: PaymentMailDeps, client: PoolClient, mail: PendingPaymentMail & { bookingId: string }): Promise<void> {
  await lockBooking(client, mail.bookingId);
  await addPending(client, mail);
  await sendWaitingMails(deps, client, mail.bookingId);
}

/** Keeps the booking's newest snapshot and sends the payment e-mails that waited for it. */
export async function rememberBooking(deps: PaymentMailDeps, client: PoolClient, booking: BookingSnapshot): Promise<void> {
  await lockBooking(client, booking.bookingId);
  await saveBooking(client, booking);
  await sendWaitingMails(deps, client, booking.bookingId);
}

async function sendWaitingMails(deps: PaymentMailDeps, client: PoolClient, bookingId: string): Promise<void> {
  const waiting = await takePending(client, bookingId);
  if (waiting.length === 0) return;
  const booking = await findBooking(client, bookingId);
  if (!booking) return;
  for (const pending of waiting) {
    const mail = await compose(client, deps.brand, pending, booking);
    // One lapse e-mail per booking, whether the session expired or the hold ran out before there was one.
    const logId = pending.type === 'payment.expired' ? lapseMailId(bookingId) : pending.eventId;
    if (mail && booking.guestEmail) await sendOnce(deps, logId, { [pending.type]: mail });
    await dropPending(client, pending.eventId);
  }
}

async function compose(client: PoolClient, brand: BrandDetails, pending: PendingPaymentMail, booking: NonNullable<Awaited<ReturnType<typeof findBooking>>>): Promise<OutgoingMail | undefined> {
  switch (pending.type) {
    case 'payment.paid':
      return bookingConfirmation(booking, await findHotel(client, booking.hotelId), paymentPaidSchema.parse(pending.data), brand);
    case 'payment.expired':
      return reservationLapsed(booking, brand);
    case 'payment.refunded':
      return refundIssued(booking, paymentRefundedSchema.parse(pending.data), brand);
    default:
      return undefined;
  }
}

/** The mail log's key for a booking's one lapse e-mail (a UUID made from the booking id). */
function lapseMailId(bookingId: string): string {
  const h = createHash('sha256').update(`lapsed:${bookingId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** booking.cancelled: the guest hears of a cancellation by them or an admin, or of a hold that lapsed unpaid. */
export async function sendCancellationMail(deps: PaymentMailDeps, eventId: string, cancelled: BookingCancelled): Promise<void> {
  if (!cancelled.guestEmail) return;
  if (cancelled.kind === 'guest' || cancelled.kind === 'admin') {
    await sendOnce(deps, eventId, { 'booking.cancelled': bookingCancelled(cancelled, deps.brand) });
  } else if (cancelled.kind === 'hold_lapsed') {
    await sendOnce(deps, lapseMailId(cancelled.bookingId), { 'payment.expired': reservationLapsed(cancelled, deps.brand) });
  }
}
