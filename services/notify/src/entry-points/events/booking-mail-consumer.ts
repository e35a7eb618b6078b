import { bookingStatusChangedSchema } from '@suvarna/contracts';
import type { EventBus, Pool } from '@suvarna/platform';
import { statusChangeMails } from '../../domain/booking-emails';
import type { BrandDetails } from '../../domain/email-templates';
import type { Mailer } from '../../domain/mailer';
import { sendOnce } from '../../domain/send-mails';

export const BOOKING_MAIL_CONSUMER_GROUP = 'notify-booking-mailer';

/** The guest's e-mails about a booking: "your stay is confirmed", and the thank-you after the stay. */
export async function subscribeBookingMailConsumer(deps: { pool: Pool; bus: EventBus; mailer: Mailer; brand: BrandDetails }): Promise<void> {
  await deps.bus.subscribe({
    group: BOOKING_MAIL_CONSUMER_GROUP,
    handlers: {
      'booking.status-changed': async (event) => {
        const change = bookingStatusChangedSchema.parse(event.data);
        await sendOnce(deps, event.id, statusChangeMails(change, deps.brand));
      },
    },
  });
}
