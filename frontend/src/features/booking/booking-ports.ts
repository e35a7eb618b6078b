import type { ComponentType } from 'react';

/*
 * What the booking screens need from other features, handed in by the routes that compose them (features do
 * not import each other): the payment step, the stored session and the guest's account details.
 */

/** Opens Stripe Checkout for a booking (or its change of dates' difference); resolves to the error text to show when it cannot. */
export interface CheckoutStarter {
  startCheckout: (bookingId: string, dateChangeId?: string) => Promise<string | undefined>;
  starting: boolean;
  /** Sends the browser to a Checkout the server has already opened (a change of dates' difference). */
  goToCheckout?: (url: string) => void;
}

/**
 * The guest came back from the Checkout of a change's difference by its cancel link: the session is expired at
 * once, so the new nights held for it go back now and the stay keeps its dates. Resolves to whether it was.
 */
export type AbandonDifference = (bookingId: string) => Promise<boolean>;

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

/** The booking's GST invoice and credit notes to download (the payment feature's list). */
export type TaxDocumentsView = ComponentType<{ bookingId: string }>;
