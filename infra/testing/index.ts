export { freePort, freeSitePorts } from './free-port';
export { startMailCatcher, type MailCatcher } from '../dev/mail-catcher';
export { startTestSite, type TestSite } from './test-site';
export { startCatalogStandIn } from './catalog-stand-in';
export { CHECKOUT_ORIGIN, startBookingAndPayment, type BookingAndPayment, type BookingAndPaymentOptions } from './booking-and-payment';
