/**
 * The demo history that `npm start` writes on a first start is made for guests of this domain: it marks the
 * history as demo data wherever a guest's address shows (bookings, reviews, applications), and no e-mail is
 * ever sent to it (the domain receives none).
 */
export const DEMO_EMAIL_DOMAIN = 'demo.suvarnahotels.in';

export const isDemoAddress = (email: string): boolean => email.trim().toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`);
