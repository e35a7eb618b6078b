import { bookingCreatedSchema, bookingStatusChangedSchema } from '@suvarna/contracts';
import type { EventBus } from '@suvarna/platform';
import { guestEmailQuestion, statusChangeMail } from '../../domain/booking-emails';
import type { BrandDetails } from '../../domain/email-templates';
import { sendBookingMail, type BookingMailDeps } from '../../domain/send-booking-mails';
import { queueMails } from '../../domain/send-mails';

export const BOOKING_MAIL_CONSUMER_GROUP = 'notify-booking-mailer';

/**
 * The booking's e-mails: "your stay is confirmed", the thank-you after the stay, and the one question to a
 * typed guest address whether it wants the booking's e-mails (booking sends a token only within the limits).
 */
export async function subscribeBookingMailConsumer(deps: BookingMailDeps & { bus: EventBus; brand: BrandDetails }): Promise<void> {
  await deps.bus.subscribe({
    group: BOOKING_MAIL_CONSUMER_GROUP,
    handlers: {
      // Most bookings ask no guest address anything: the event is only recorded, in one statement.
      'booking.created': {
        statement: (event) => (bookingCreatedSchema.parse(event.data).guestEmailConfirmationToken ? undefined : null),
        handle: async (event, client) => {
          const booking = bookingCreatedSchema.parse(event.data);
          if (!booking.guestEmailConfirmationToken) return;
          await queueMails(client, event.id, { 'guest-email-question': guestEmailQuestion(booking, booking.guestEmailConfirmationToken, deps.brand) });
        },
      },
      'booking.status-changed': async (event, client) => {
        const change = bookingStatusChangedSchema.parse(event.data);
        await sendBookingMail(deps, client, event.id, change, (to) => statusChangeMail(change, to, deps.brand));
      },
    },
  });
}
