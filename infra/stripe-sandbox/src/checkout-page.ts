import type { CheckoutSession, LineItem } from './stripe-state';

/** The hosted checkout page: what a guest sees between the site and the success or cancel address. */

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function money(amount: number, currency: string): string {
  if (currency === 'inr') return `₹${(amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

const styles = `
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1d2433;background:#f6f1e7;min-height:100vh}
.layout{display:grid;grid-template-columns:1fr 1fr;min-height:100vh}
.summary{background:#0f1b2d;color:#f6f1e7;padding:56px 48px 40px;display:flex;justify-content:flex-end}
.summary-inner{width:100%;max-width:420px}
.pay{padding:56px 48px 40px;display:flex;justify-content:flex-start;background:#fffdf8}
.pay-inner{width:100%;max-width:420px}
.back{display:inline-flex;align-items:center;gap:8px;color:#e8dcc4;text-decoration:none;font-size:14px;margin-bottom:36px;padding:4px 0}
.back:hover,.back:focus-visible{color:#fff;text-decoration:underline}
.brand{font-family:Georgia,"Times New Roman",serif;letter-spacing:.28em;text-transform:uppercase;color:#c9a45c;font-size:13px}
.brand-sub{font-family:Georgia,"Times New Roman",serif;font-size:20px;color:#f6f1e7;margin-top:4px}
.test{display:inline-block;margin-left:10px;background:#f2c14e;color:#2b2100;font-size:11px;font-weight:700;letter-spacing:.08em;padding:2px 8px;border-radius:4px;vertical-align:middle}
.label{margin-top:40px;color:#d9cfbd;font-size:15px}
.total{font-family:Georgia,"Times New Roman",serif;font-size:40px;margin:6px 0 32px;color:#fff}
.items{list-style:none;margin:0;padding:0;border-top:1px solid rgba(201,164,92,.35)}
.item{display:flex;justify-content:space-between;gap:16px;padding:16px 0;border-bottom:1px solid rgba(201,164,92,.2)}
.item-name{font-size:15px;color:#fff}
.item-desc{font-size:13px;color:#d9cfbd;margin-top:4px;line-height:1.45}
.item-qty{font-size:13px;color:#d9cfbd;margin-top:4px}
.item-amount{font-size:15px;white-space:nowrap;color:#fff}
.due{display:flex;justify-content:space-between;padding:18px 0;font-weight:600;color:#fff}
h1{font-family:Georgia,"Times New Roman",serif;font-weight:normal;font-size:26px;margin:0 0 24px;color:#0f1b2d}
.field{margin-bottom:18px}
label{display:block;font-size:14px;color:#3b4252;margin-bottom:6px;font-weight:500}
input{width:100%;font:inherit;font-size:16px;padding:12px 14px;border:1px solid #cfc6b4;border-radius:6px;background:#fff;color:#1d2433}
input:focus{outline:3px solid rgba(201,164,92,.45);border-color:#9a7a3a}
input[readonly]{background:#f4efe5;color:#3b4252}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.error{background:#fdecea;border:1px solid #e6a19a;color:#8a1c12;border-radius:6px;padding:12px 14px;margin-bottom:20px;font-size:14px;line-height:1.45}
button{width:100%;font:inherit;font-size:17px;font-weight:600;letter-spacing:.02em;padding:14px;border:0;border-radius:6px;background:#0f1b2d;color:#f6f1e7;cursor:pointer;margin-top:6px}
button:hover,button:focus-visible{background:#1c2c47;outline:3px solid rgba(201,164,92,.6)}
.hint{margin-top:22px;background:#faf6ee;border:1px dashed #c9a45c;border-radius:6px;padding:12px 14px;font-size:13px;color:#4a4438;line-height:1.6}
.hint code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12.5px}
.foot{margin-top:28px;font-size:12px;color:#6b6357;text-align:center}
.notice{max-width:520px;margin:12vh auto;background:#fff;border:1px solid #e8dcc4;border-radius:8px;padding:40px;text-align:center}
.notice a{color:#7a5c22}
@media (max-width:860px){.layout{grid-template-columns:1fr}.summary,.pay{padding:28px 20px;justify-content:center}.back{margin-bottom:20px}.total{font-size:32px;margin-bottom:20px}.label{margin-top:22px}}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${styles}</style></head><body>${body}</body></html>`;
}

export interface CheckoutPageInput {
  session: CheckoutSession;
  items: LineItem[];
  businessName: string;
  error?: string;
  /** What the guest typed, kept when the card is refused (never the card number). */
  values?: { name?: string; email?: string };
}

export function checkoutPage({ session, items, businessName, error, values = {} }: CheckoutPageInput): string {
  const [brand, ...rest] = businessName.split(' ');
  const itemRows = items
    .map(
      (item) => `<li class="item"><div><div class="item-name">${escape(item.description)}</div>
${item.productDescription ? `<div class="item-desc">${escape(item.productDescription)}</div>` : ''}
<div class="item-qty">Qty ${item.quantity}${item.quantity > 1 ? ` · ${money(item.price.unit_amount, item.currency)} each` : ''}</div></div>
<div class="item-amount">${money(item.amount_total, item.currency)}</div></li>`,
    )
    .join('');
  const email = values.email ?? session.customer_email ?? '';
  const cancel = session.cancel_url
    ? `<a class="back" href="${escape(session.cancel_url)}"><span aria-hidden="true">←</span> Cancel and return to ${escape(businessName)}</a>`
    : '';
  return page(
    `Pay ${businessName}`,
    `<main class="layout">
<section class="summary" aria-label="Order summary"><div class="summary-inner">
${cancel}
<div><span class="brand">${escape(brand ?? '')}</span><span class="test">TEST MODE</span></div>
<div class="brand-sub">${escape(rest.join(' '))}</div>
<div class="label">Pay ${escape(businessName)}</div>
<div class="total" data-testid="checkout-total">${money(session.amount_total, session.currency)}</div>
<ul class="items">${itemRows}</ul>
<div class="due"><span>Total due</span><span>${money(session.amount_total, session.currency)}</span></div>
</div></section>
<section class="pay"><div class="pay-inner">
<h1>Pay with card</h1>
${error ? `<div class="error" role="alert">${escape(error)}</div>` : ''}
<form method="post" action="/c/pay/${escape(session.id)}">
<div class="field"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escape(email)}"${session.customer_email ? ' readonly' : ''}></div>
<div class="field"><label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required maxlength="23"></div>
<div class="row">
<div class="field"><label for="cardExpiry">Expiry (MM / YY)</label><input id="cardExpiry" name="cardExpiry" autocomplete="cc-exp" placeholder="MM / YY" required maxlength="7"></div>
<div class="field"><label for="cardCvc">CVC</label><input id="cardCvc" name="cardCvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required maxlength="4"></div>
</div>
<div class="field"><label for="billingName">Cardholder name</label><input id="billingName" name="billingName" autocomplete="cc-name" required maxlength="120" value="${escape(values.name ?? '')}"></div>
<button type="submit">Pay ${money(session.amount_total, session.currency)}</button>
</form>
<div class="hint"><strong>Test cards</strong><br><code>4242 4242 4242 4242</code> succeeds · <code>4000 0000 0000 0002</code> is declined · <code>4000 0000 0000 9995</code> has insufficient funds. Any future expiry date and any CVC.</div>
<div class="foot">Powered by the Stripe sandbox · no real card is charged</div>
</div></section></main>`,
  );
}

export function noticePage(title: string, text: string, link?: { href: string; label: string }): string {
  return page(
    title,
    `<main class="notice"><h1>${escape(title)}</h1><p>${escape(text)}</p>${link ? `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>` : ''}</main>`,
  );
}
