import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkoutPage, noticePage } from './checkout-page';
import { headerOf, httpOrigin, readBody, sendHtml } from './http-io';
import type { StripeState } from './stripe-state';

/**
 * On the hosted page's form: the moment (seconds since the epoch, not in the future) the payment is dated,
 * its charge and its checkout.session.completed event too. The demo history of `npm start` pays its
 * bookings this way, as of the past; nothing else sends it.
 */
export const PAID_AT_HEADER = 'x-sandbox-paid-at';
/** The sandbox's clock: now, or, while a payment dated in the past is taken, the moment it is dated. */
export interface SandboxClock {
  now(): number;
  payingAt: number | undefined;
}

function cardProblem(number: string, expiry: string, cvc: string, name: string, email: string, today: Date): string | undefined {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return 'Your email address is invalid.';
  if (!number.replace(/[\s-]/g, '')) return 'Your card number is incomplete.';
  const m = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(expiry);
  if (!m) return "Your card's expiration date is incomplete.";
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return "Your card's expiration date is invalid.";
  if (year < today.getUTCFullYear()) return "Your card's expiration year is in the past.";
  if (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1) return "Your card's expiration date is in the past.";
  if (!/^\d{3,4}$/.test(cvc)) return "Your card's security code is incomplete.";
  if (!name) return 'Please enter the cardholder name.';
  return undefined;
}

/** The hosted checkout page: the session's summary and card form, and the payment of its form. */
export function createCheckoutHandler({ state, businessName, clock }: { state: StripeState; businessName: string; clock: SandboxClock }) {
  return async (req: IncomingMessage, res: ServerResponse, id: string, method: string): Promise<void> => {
    const found = state.sessionForPage(id);
    if (!found) return sendHtml(res, 404, noticePage('Something went wrong', 'The page you were looking for could not be found.'));
    const { session, items } = found;
    if (session.status === 'expired') {
      return sendHtml(res, 410, noticePage('This checkout session has expired', 'Nothing was charged. Return to the site to start again.', session.cancel_url ? { href: session.cancel_url, label: `Return to ${businessName}` } : undefined));
    }
    if (session.status === 'complete') {
      const href = session.success_url?.replace('{CHECKOUT_SESSION_ID}', session.id);
      return sendHtml(res, 200, noticePage('Payment complete', 'This checkout session has already been paid.', href ? { href, label: `Return to ${businessName}` } : undefined));
    }
    if (method === 'GET') return sendHtml(res, 200, checkoutPage({ session, items, businessName }), httpOrigin(session.success_url));
    if (method !== 'POST') return sendHtml(res, 405, noticePage('Method not allowed', 'Use the checkout form.'));

    let form: URLSearchParams;
    try {
      form = new URLSearchParams(await readBody(req));
    } catch {
      return sendHtml(res, 413, noticePage('Something went wrong', 'The form could not be read.'));
    }
    const field = (name: string) => (form.get(name) ?? '').trim();
    const values = { name: field('billingName').slice(0, 120), email: field('email').slice(0, 254) };
    const paidAt = Number(headerOf(req, PAID_AT_HEADER));
    // Synchronous from here to the event: no other request sees the moment the payment is dated.
    clock.payingAt = Number.isInteger(paidAt) && paidAt > 0 && paidAt <= clock.now() ? paidAt : undefined;
    let result: ReturnType<typeof state.pay> | undefined;
    let problem: string | undefined;
    try {
      problem = cardProblem(field('cardNumber'), field('cardExpiry'), field('cardCvc'), values.name, values.email, new Date(clock.now() * 1000));
      if (!problem) result = state.pay(id, { number: field('cardNumber'), name: values.name, email: session.customer_email ?? values.email });
    } finally {
      clock.payingAt = undefined;
    }
    if (problem || !result) return sendHtml(res, 402, checkoutPage({ session, items, businessName, error: problem, values }), httpOrigin(session.success_url));
    if (!result.ok) return sendHtml(res, 402, checkoutPage({ session, items, businessName, error: result.message, values }), httpOrigin(session.success_url));
    const target = session.success_url?.replace('{CHECKOUT_SESSION_ID}', session.id);
    if (!target) return sendHtml(res, 200, noticePage('Thanks for your payment', `Your payment to ${businessName} is complete.`));
    res.writeHead(303, { location: target, 'cache-control': 'no-store' });
    res.end();
  };
}
