/*
 * What the booking screens need from other features, handed in by the routes that compose them (features do
 * not import each other): the payment step, the stored session and the guest's account details.
 */

/** Opens Stripe Checkout for a booking; resolves to the error text to show when it cannot. */
export interface CheckoutStarter {
  startCheckout: (bookingId: string) => Promise<string | undefined>;
  starting: boolean;
}

/** The stored sign-in the booking page re-checks before sending, and extends while the guest is active. */
export interface BookingSession {
  hasToken: () => boolean;
  extend: () => void;
}

/** The signed-in guest, to prefill the guest details. */
export interface BookingGuest {
  full_name: string;
  email: string;
  phone?: string | null;
}
