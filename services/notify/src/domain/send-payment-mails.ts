import { createHash } from 'node:crypto';
import { paymentExpiredSchema, paymentPaidSchema, paymentRefundedSchema, type BookingCancelled, type BookingDatesChanged, type HotelChanged, type TaxDocument } from '@suvarna/contracts';
import { taxDocumentPdf } from '@suvarna/documents';
import type { EffectStatement, PoolClient, Queryable } from '@suvarna/platform';
import {
  addBookingIfAbsent,
  addPending,
  dropPending,
  findBooking,
  findHotel,
  lockBooking,
  saveBooking,
  saveBookingStatement,
  saveHotel,
  takePending,
  type BookingSnapshot,
  type HotelContactCopy,
  type PendingPaymentMail,
} from '../data-access/payment-mail-repository';
import type { Addressee } from './addressees';
import type { BrandDetails } from './email-templates';
import type { OutgoingMail } from './mailer';
import { bookingCancelled, bookingConfirmation, refundIssued, reservationLapsed, stayMoved, taxDocumentAttachment, type MailAttachment } from './payment-emails';
import { sendBookingMail, type BookingMailDeps } from './send-booking-mails';

export interface PaymentMailDeps extends BookingMailDeps {
  brand: BrandDetails;
}

/**
 * A payment event's e-mail goes out once per event, written from the booking's snapshot. An event that
 * carries the booking (payment.paid, .expired and .refunded from v2) is written at once: when this group has no copy yet, the carried
 * booking is the copy's start. One of an older version waits until the booking's snapshot is known (the
 * booking and payment topics are not ordered with each other).
 */
export async function queuePaymentMail(
  deps: PaymentMailDeps,
  client: PoolClient,
  mail: PendingPaymentMail & { bookingId: string; booking?: BookingSnapshot },
): Promise<void> {
  const { booking, ...pending } = mail;
  await lockBooking(client, mail.bookingId);
  if (!booking) {
    await addPending(client, pending);
    await sendWaitingMails(deps, client, mail.bookingId);
    return;
  }
  await addBookingIfAbsent(client, booking);
  // The booking is known now: this event's e-mail goes at once (it never waits in the table), after any that waited.
  await sendWaitingMails(deps, client, mail.bookingId, pending);
}

/** Keeps the booking's newest snapshot and sends the payment e-mails that waited for it. */
export async function rememberBooking(deps: PaymentMailDeps, client: PoolClient, booking: BookingSnapshot): Promise<void> {
  await lockBooking(client, booking.bookingId);
  await saveBooking(client, booking);
  await sendWaitingMails(deps, client, booking.bookingId);
}

/** Sends the booking's payment e-mails that waited for its snapshot, oldest first, then `current`'s (an event's not stored). */
async function sendWaitingMails(deps: PaymentMailDeps, client: PoolClient, bookingId: string, current?: PendingPaymentMail): Promise<void> {
  const waiting = await takePending(client, bookingId);
  if (waiting.length === 0 && !current) return;
  const booking = await findBooking(client, bookingId);
  if (!booking) return;
  for (const pending of current ? [...waiting, current] : waiting) {
    const hotel = pending.type === 'payment.paid' ? await findHotel(client, booking.hotelId) : undefined;
    // One lapse e-mail per booking, whether the session expired or the hold ran out before there was one.
    const logId = pending.type === 'payment.expired' ? lapseMailId(bookingId) : pending.eventId;
    if (booking.guestEmail) {
      // The tax document's PDF is drawn once, and only for an e-mail that goes (none for one a limit drops).
      let document: Promise<MailAttachment | undefined> | undefined;
      const withDocument = (to: Addressee) => async () => compose(deps.brand, pending, booking, hotel, to, await (document ??= documentFile(pending)))!;
      await sendBookingMail(deps, client, logId, booking, (to) => {
        const mail = compose(deps.brand, pending, booking, hotel, to, undefined);
        return mail && { kind: pending.type, mail, ...(hasDocument(pending) ? { finish: withDocument(to) } : {}) };
      });
    }
    if (pending !== current) await dropPending(client, pending.eventId);
  }
}

/** The tax invoice a payment.paid carries, or the credit note of a payment.refunded. */
function taxDocumentOf(pending: PendingPaymentMail): TaxDocument | undefined {
  if (pending.type === 'payment.paid') return paymentPaidSchema.parse(pending.data).invoice;
  if (pending.type === 'payment.refunded') return paymentRefundedSchema.parse(pending.data).creditNote;
  return undefined;
}

const hasDocument = (pending: PendingPaymentMail) => taxDocumentOf(pending) !== undefined;

/** The event's tax document drawn as the PDF to attach. */
async function documentFile(pending: PendingPaymentMail): Promise<MailAttachment | undefined> {
  const document = taxDocumentOf(pending);
  return document && taxDocumentAttachment(document, await taxDocumentPdf(document));
}

function compose(
  brand: BrandDetails,
  pending: PendingPaymentMail,
  booking: BookingSnapshot,
  hotel: HotelContactCopy | undefined,
  to: Addressee,
  document: MailAttachment | undefined,
): OutgoingMail | undefined {
  switch (pending.type) {
    case 'payment.paid':
      return bookingConfirmation(booking, hotel, paymentPaidSchema.parse(pending.data), to, brand, document);
    case 'payment.expired': {
      // Ended because the guest cancelled (the checkout's cancel link) or the booking was cancelled first: the
      // booking's cancellation e-mail tells it; a reservation the guest cancelled never "lapsed".
      const { cause } = paymentExpiredSchema.parse(pending.data);
      return cause === 'abandoned' || cause === 'cancelled' ? undefined : reservationLapsed(booking, to, brand);
    }
    case 'payment.refunded':
      return refundIssued(booking, paymentRefundedSchema.parse(pending.data), to, brand, document);
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
export async function sendCancellationMail(deps: PaymentMailDeps, client: PoolClient, eventId: string, cancelled: BookingCancelled): Promise<void> {
  if (!cancelled.guestEmail) return;
  if (cancelled.kind === 'guest' || cancelled.kind === 'admin') {
    await sendBookingMail(deps, client, eventId, cancelled, (to) => ({ kind: 'booking.cancelled', mail: bookingCancelled(cancelled, to, deps.brand) }));
  } else if (cancelled.kind === 'hold_lapsed') {
    await sendBookingMail(deps, client, lapseMailId(cancelled.bookingId), cancelled, (to) => ({ kind: 'payment.expired', mail: reservationLapsed(cancelled, to, deps.brand) }));
  }
}

/** booking.dates-changed: the copy follows and the guest gets the new dates with a calendar file replacing the old one. */
export async function sendStayMovedMail(deps: PaymentMailDeps, client: PoolClient, eventId: string, moved: BookingDatesChanged, booking: BookingSnapshot): Promise<void> {
  await rememberBooking(deps, client, booking);
  if (!booking.guestEmail) return;
  const hotel = await findHotel(client, booking.hotelId);
  await sendBookingMail(deps, client, eventId, booking, (to) => ({ kind: 'booking.dates-changed', mail: stayMoved(moved, booking, hotel, to, deps.brand) }));
}

/** booking.created's copy of the booking, as one statement saved with the event's processed mark. */
export function rememberBookingStatement(snapshot: BookingSnapshot): EffectStatement {
  return saveBookingStatement(snapshot);
}

/** catalog.hotel-changed: the hotel's contact details the e-mails quote (the newest revision kept). */
export function rememberHotel(db: Queryable, hotel: HotelChanged): Promise<void> {
  return saveHotel(db, hotel);
}
