import type { Queryable, UnverifiedMailLimits } from '@suvarna/platform';
import { bookingAddressees, type Addressee, type BookingAddresses } from './addressees';
import type { OutgoingMail } from './mailer';
import { queueMails } from './send-mails';

export interface BookingMailDeps {
  mailLimits: UnverifiedMailLimits;
}

/**
 * Queues a booking e-mail, in the consumer's transaction, for each of the booking's addressees (see
 * bookingAddressees), each at most once per log id. `make` writes the e-mail for one addressee, personal or
 * not, with its kind in the mail log; its `finish`, if any, makes the e-mail as queued, only for one that goes.
 */
export async function sendBookingMail(
  deps: BookingMailDeps,
  db: Queryable,
  logId: string,
  booking: BookingAddresses,
  make: (to: Addressee) => { kind: string; mail: OutgoingMail; finish?: () => Promise<OutgoingMail> } | undefined,
): Promise<void> {
  for (const { addressee, kind: kindOf, limited } of await bookingAddressees(db, booking)) {
    const made = make(addressee);
    if (!made) continue;
    // Past the limit the e-mail is dropped: the next one may go once the window has passed.
    await queueMails(
      db,
      logId,
      { [kindOf(made.kind)]: made.mail },
      limited ? (mail) => deps.mailLimits.tryTakeForRecipient(mail.to) : undefined,
      made.finish,
    );
  }
}
