import type { Queryable } from '@suvarna/platform';
import { isVerifiedAddress, rememberVerifiedAddress } from '../data-access/verified-address-repository';

/**
 * Who an e-mail goes to, and whether it may be personal. A personal e-mail may greet by name and repeat
 * what was typed (a guest's name); an impersonal one repeats nothing a visitor typed, since nobody has
 * shown that the address wants it.
 */
export interface Addressee {
  to: string;
  personal: boolean;
}

/** The booking's addresses as its events carry them. */
export interface BookingAddresses {
  guestEmail: string;
  accountEmail?: string;
  accountEmailVerified?: boolean;
  guestEmailConfirmed?: boolean;
}

export interface BookingAddressee {
  addressee: Addressee;
  /** The mail log's kind of an e-mail to this address (the guest address's beside the account's). */
  kind(kind: string): string;
  /** Impersonal mail to the account's unverified address counts against the shared recipient limit. */
  limited: boolean;
}

/**
 * A booking's e-mails go to the account's own address: personal once that address is verified (when the
 * booking was made, or since), else
 * impersonal and within the shared per-recipient limit (an account can be opened with anyone's address).
 * They go to the typed guest address too once it confirmed it wants them (then personal: the guest asked).
 * An event of an older version (in flight during an upgrade) names no account: its guest address alone,
 * impersonal.
 */
export async function bookingAddressees(db: Queryable, booking: BookingAddresses): Promise<BookingAddressee[]> {
  const same = (kind: string) => kind;
  if (!booking.accountEmail) return [{ addressee: { to: booking.guestEmail, personal: false }, kind: same, limited: false }];
  // Verified when booked (the token said so), or since (user.email-verified).
  const verified = booking.accountEmailVerified === true || (await isVerifiedAddress(db, booking.accountEmail));
  const found: BookingAddressee[] = [{ addressee: { to: booking.accountEmail, personal: verified }, kind: same, limited: !verified }];
  if (booking.guestEmailConfirmed && booking.guestEmail.toLowerCase() !== booking.accountEmail.toLowerCase()) {
    found.push({ addressee: { to: booking.guestEmail, personal: true }, kind: (kind) => `${kind}:guest`, limited: false });
  }
  return found;
}

/** An address its owner has shown to be theirs (user.email-verified): mail to it may be personal from now on. */
export function recordVerifiedAddress(db: Queryable, email: string, verifiedAt: string): Promise<void> {
  return rememberVerifiedAddress(db, email, verifiedAt);
}

/** Whether mail to an address may be personal: its owner has verified it. */
export function addressIsVerified(db: Queryable, email: string): Promise<boolean> {
  return isVerifiedAddress(db, email);
}
