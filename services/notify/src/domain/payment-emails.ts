import { formatRupees, formatStayDate, paiseToRupees, paymentReference, TAX_RATE_PERCENT, type BookingCancelled, type BookingDatesChanged, type PaymentPaid, type PaymentRefunded, type TaxDocument } from '@suvarna/contracts';
import type { BookingSnapshot, HotelContactCopy } from '../data-access/payment-mail-repository';
import type { Addressee } from './addressees';
import { escapeHtml, layout, type BrandDetails } from './email-templates';
import type { OutgoingMail } from './mailer';
import { stayCalendar } from './stay-calendar';

/** The three e-mails a payment sends: the booking confirmation, the lapsed reservation, the refund. */

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
const day = formatStayDate;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'Guest';
/** "Dear Priya" only to an address that wants the booking's e-mails; the guest's name is typed text. */
const dear = (to: Addressee, name: string) => (to.personal ? `Dear ${firstName(name)}` : 'Dear guest');

const cell = 'padding:7px 0;vertical-align:top';
const label = `${cell};color:#6b6357;width:42%;font-family:Arial,Helvetica,sans-serif;font-size:13px`;
const value = `${cell};font-size:15px`;
const button = (href: string, text: string) =>
  `<p style="margin:26px 0"><a href="${escapeHtml(href)}" style="background:#c9a45c;color:#0f1b2d;text-decoration:none;padding:12px 22px;border-radius:3px;font-family:Arial,Helvetica,sans-serif;font-size:14px;letter-spacing:1px">${escapeHtml(text)}</a></p>`;
const rows = (pairs: [string, string][]) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 18px">${pairs
    .map(([k, v]) => `<tr><td style="${label}">${escapeHtml(k)}</td><td style="${value}">${escapeHtml(v)}</td></tr>`)
    .join('')}</table>`;
const heading = (text: string) =>
  `<h2 style="font-weight:normal;font-size:18px;color:#0f1b2d;margin:26px 0 8px;border-bottom:1px solid #efe6d4;padding-bottom:6px">${escapeHtml(text)}</h2>`;

export type MailAttachment = NonNullable<OutgoingMail['attachments']>[number];

/** A tax invoice or credit note as an e-mail's PDF attachment. */
export function taxDocumentAttachment(document: TaxDocument, pdf: Uint8Array): MailAttachment {
  const kind = document.kind === 'invoice' ? 'invoice' : 'credit-note';
  return { filename: `suvarna-${kind}-${document.number.replace(/\//g, '-')}.pdf`, content: Buffer.from(pdf).toString('base64'), contentType: 'application/pdf', encoding: 'base64' };
}

interface Stay {
  hotelName: string;
  address: string;
  phone: string;
}

function stayOf(booking: BookingSnapshot, hotel: HotelContactCopy | undefined): Stay {
  return {
    hotelName: booking.hotelName,
    address: hotel?.contact.address || `${booking.hotelLocation}${hotel?.state ? `, ${hotel.state}` : ''}`,
    phone: hotel?.contact.phone || '',
  };
}

function priceLines(booking: BookingSnapshot): { label: string; amount: string }[] {
  return [
    ...booking.rooms.map((r) => ({
      label: `${r.type} × ${r.quantity} · ${plural(booking.nights, 'night')} at ${rupees(r.pricePaise)}`,
      amount: rupees(r.pricePaise * r.quantity * booking.nights),
    })),
    { label: 'Room total', amount: rupees(booking.roomTotalPaise) },
    { label: `Taxes & fees (${TAX_RATE_PERCENT}%)`, amount: rupees(booking.taxesPaise) },
    { label: 'Total', amount: rupees(booking.totalPaise) },
  ];
}

/** payment.paid: the booking confirmation with the stay, the price breakdown, the payment and a calendar file. */
export function bookingConfirmation(
  booking: BookingSnapshot,
  hotel: HotelContactCopy | undefined,
  paid: PaymentPaid,
  to: Addressee,
  brand: BrandDetails,
  invoice?: MailAttachment,
): OutgoingMail {
  const stay = stayOf(booking, hotel);
  const transactionId = paymentReference(paid.sessionId);
  const details: [string, string][] = [
    ['Confirmation code', booking.confirmationCode],
    ['Hotel', stay.hotelName],
    ['Address', stay.address],
    ...(stay.phone ? ([['Hotel phone', stay.phone]] as [string, string][]) : []),
    ['Check-in', day(booking.checkIn)],
    ['Check-out', day(booking.checkOut)],
    ['Nights', String(booking.nights)],
    ['Rooms', booking.rooms.map((r) => `${r.type} × ${r.quantity}`).join(', ')],
    ...(booking.guests ? ([['Guests', String(booking.guests)]] as [string, string][]) : []),
    ...(to.personal ? ([['Guest', booking.guestName]] as [string, string][]) : []),
  ];
  const payment: [string, string][] = [
    ['Amount paid', `${rupees(paid.amountPaise)} ${paid.currency}`],
    ['Payment method', 'Card (Stripe)'],
    ['Payment reference', transactionId],
    ['Paid on', new Date(paid.paidAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })],
    ...(paid.invoice ? ([['GST invoice', `${paid.invoice.number} (attached)`]] as [string, string][]) : []),
  ];
  const prices = priceLines(booking);
  const priceTable = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 18px;font-size:15px">${prices
    .map((p, i) => {
      const last = i === prices.length - 1;
      const style = last ? 'padding:10px 0 4px;border-top:1px solid #e8dcc4;font-weight:bold;color:#0f1b2d' : 'padding:6px 0';
      return `<tr><td style="${style}">${escapeHtml(p.label)}</td><td style="${style};text-align:right;white-space:nowrap">${escapeHtml(p.amount)}</td></tr>`;
    })
    .join('')}</table>`;
  const dashboard = `${brand.siteUrl}/booking/${encodeURIComponent(booking.bookingId)}`;
  const next = [
    `${stay.hotelName} will contact you 24–48 hours before your arrival.`,
    'You can manage this booking from your dashboard.',
    'Cancellation is free until 48 hours before check-in (India time), with a full refund.',
  ];
  const html = layout(
    'Booking Confirmed!',
    `<p style="margin:0 0 14px">${escapeHtml(dear(to, booking.guestName))}, thank you for your payment. Your stay at <strong>${escapeHtml(stay.hotelName)}</strong> is booked; we look forward to welcoming you.</p>
<div style="background:#0f1b2d;color:#f6f1e7;border-radius:4px;padding:16px 20px;margin:18px 0;text-align:center">
<div style="font-family:Arial,Helvetica,sans-serif;font-size:11px;letter-spacing:3px;text-transform:uppercase;color:#c9a45c">Confirmation code</div>
<div style="font-size:26px;letter-spacing:3px;margin-top:4px">${escapeHtml(booking.confirmationCode)}</div></div>
${heading('Your stay')}${rows(details)}
${heading('Price breakdown')}${priceTable}
${heading('Payment')}${rows(payment)}
${heading('What happens next?')}<ul style="margin:0 0 14px;padding-left:20px">${next.map((n) => `<li style="margin:0 0 6px">${escapeHtml(n)}</li>`).join('')}</ul>
<p style="margin:0 0 14px;font-size:14px;color:#4a4438">${invoice ? 'Your GST tax invoice (PDF) and a calendar file of your stay are attached.' : 'A calendar file of your stay is attached.'}</p>
${button(dashboard, 'VIEW YOUR BOOKING')}`,
    brand,
  );
  const text = [
    `Booking Confirmed!`,
    '',
    `${dear(to, booking.guestName)}, thank you for your payment. Your stay at ${stay.hotelName} is booked.`,
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    'Price breakdown',
    ...prices.map((p) => `  ${p.label}: ${p.amount}`),
    '',
    ...payment.map(([k, v]) => `${k}: ${v}`),
    '',
    'What happens next?',
    ...next.map((n) => `- ${n}`),
    '',
    `View your booking: ${dashboard}`,
    '',
  ].join('\n');
  const calendar = stayCalendarOf(booking, stay);
  return {
    to: to.to,
    subject: `Booking confirmed: ${stay.hotelName}, ${day(booking.checkIn)} (${booking.confirmationCode})`,
    html,
    text,
    attachments: [
      { filename: `suvarna-stay-${booking.confirmationCode}.ics`, content: calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
      ...(invoice ? [invoice] : []),
    ],
  };
}

/**
 * The booking page for the same stay (hotel, dates, guests, rooms) as the site writes it in the address, so that
 * "Book again" asks for nothing already chosen. Dates that have passed are dropped by the page itself.
 */
export function bookAgainPath(booking: Pick<BookingSnapshot, 'hotelId' | 'checkIn' | 'checkOut' | 'guests' | 'rooms'>): string {
  const query = new URLSearchParams({ hotel: booking.hotelId, checkIn: booking.checkIn, checkOut: booking.checkOut });
  if (booking.guests) query.set('guests', String(booking.guests));
  for (const room of booking.rooms) {
    if (room.quantity <= 0) continue;
    query.append('room', room.type);
    query.append('rooms', String(room.quantity));
  }
  return `/book-now?${query.toString()}`;
}

/** The stay's calendar entry: one UID per booking, its SEQUENCE raised by each change of dates. */
function stayCalendarOf(booking: BookingSnapshot, stay: Stay): string {
  return stayCalendar({
    uid: `${booking.bookingId}@suvarnahotels.in`,
    summary: `Stay at ${stay.hotelName}`,
    location: stay.address,
    description: [`Confirmation code ${booking.confirmationCode}`, booking.rooms.map((r) => `${r.type} × ${r.quantity}`).join(', '), stay.phone && `Hotel phone ${stay.phone}`]
      .filter(Boolean)
      .join('\n'),
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    sequence: booking.stayRevision ?? 0,
  });
}

/** booking.dates-changed: the stay's new dates and total, what is refunded or was paid, and the calendar entry replaced. */
export function stayMoved(moved: BookingDatesChanged, booking: BookingSnapshot, hotel: HotelContactCopy | undefined, to: Addressee, brand: BrandDetails): OutgoingMail {
  const stay = stayOf(booking, hotel);
  const before = `${day(moved.previous.checkIn)} – ${day(moved.previous.checkOut)}`;
  const now = `${day(moved.checkIn)} – ${day(moved.checkOut)}`;
  const money =
    moved.refundPaise > 0
      ? `The difference of ${rupees(moved.refundPaise)} is being refunded to the card you paid with; it usually arrives in 5–10 business days.`
      : moved.differencePaise > 0 && moved.paymentStatus === 'completed'
        ? `You paid the difference of ${rupees(moved.differencePaise)}.`
        : moved.paymentStatus === 'completed'
          ? 'The price of your stay is unchanged.'
          : `The new total is ${rupees(moved.totalPaise)}, to pay on your booking page.`;
  const facts: [string, string][] = [
    ['Confirmation code', booking.confirmationCode],
    ['Hotel', stay.hotelName],
    ['New dates', now],
    ['Nights', String(moved.nights)],
    ['Was', before],
    ['New total', rupees(moved.totalPaise)],
  ];
  const link = `${brand.siteUrl}/booking/${encodeURIComponent(booking.bookingId)}`;
  const invoice = moved.paymentStatus === 'completed' ? 'Your GST invoice has been replaced by a new one for the new dates (with a credit note for the old one); both are on your booking page.' : '';
  return {
    to: to.to,
    subject: `Your stay at ${stay.hotelName} now starts ${day(moved.checkIn)} (${booking.confirmationCode})`,
    html: layout(
      'Your stay has moved',
      `<p style="margin:0 0 14px">${escapeHtml(dear(to, booking.guestName))}, your stay has moved to new dates.</p>
${rows(facts)}
<p style="margin:0 0 14px">${escapeHtml(money)}</p>
${invoice ? `<p style="margin:0 0 14px">${escapeHtml(invoice)}</p>` : ''}
<p style="margin:0 0 14px;font-size:14px;color:#4a4438">The attached calendar file replaces the one we sent before.</p>
${button(link, 'VIEW YOUR BOOKING')}`,
      brand,
    ),
    text: [`Your stay has moved`, '', `${dear(to, booking.guestName)}, your stay has moved to new dates.`, '', ...facts.map(([k, v]) => `${k}: ${v}`), '', money, invoice, '', `View your booking: ${link}`, '']
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
    attachments: [{ filename: `suvarna-stay-${booking.confirmationCode}.ics`, content: stayCalendarOf(booking, stay), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

/** payment.expired, or a hold that lapsed before any session: the rooms were released; nothing was charged. */
export function reservationLapsed(booking: BookingSnapshot, to: Addressee, brand: BrandDetails): OutgoingMail {
  const when = `${day(booking.checkIn)} – ${day(booking.checkOut)}`;
  const again = `${brand.siteUrl}${bookAgainPath(booking)}`;
  return {
    to: to.to,
    subject: `Your reservation at ${booking.hotelName} lapsed: nothing was charged`,
    html: layout(
      'Your reservation lapsed',
      `<p style="margin:0 0 14px">${escapeHtml(dear(to, booking.guestName))}, the payment for your reservation <strong>${escapeHtml(booking.confirmationCode)}</strong> at ${escapeHtml(booking.hotelName)} (${escapeHtml(when)}) was not completed, so the rooms we held for you have been released.</p>
<p style="margin:0 0 14px"><strong>Nothing was charged to your card.</strong></p>
<p style="margin:0 0 14px">If you would still like to stay with us, you are welcome to book again; availability may have changed.</p>
${button(again, 'BOOK AGAIN')}`,
      brand,
    ),
    text: `Your reservation lapsed\n\n${dear(to, booking.guestName)}, the payment for your reservation ${booking.confirmationCode} at ${booking.hotelName} (${when}) was not completed, so the rooms we held for you have been released.\n\nNothing was charged to your card.\n\nBook again: ${again}\n`,
  };
}

/** payment.refunded: how much went back, and when it reaches the guest. */
export function refundIssued(booking: BookingSnapshot, refunded: PaymentRefunded, to: Addressee, brand: BrandDetails, creditNote?: MailAttachment): OutgoingMail {
  const amount = `${rupees(refunded.amountPaise)} ${refunded.currency}`;
  const reason = refunded.reason ? `Reason: ${refunded.reason}` : '';
  const arrival = 'Refunds usually reach your account within 5–10 business days, depending on your bank.';
  return {
    to: to.to,
    subject: `Refund of ${rupees(refunded.amountPaise)} for your booking ${booking.confirmationCode}`,
    html: layout(
      'Your refund is on its way',
      `<p style="margin:0 0 14px">${escapeHtml(dear(to, booking.guestName))}, we have refunded <strong>${escapeHtml(amount)}</strong> to the card you paid with for booking <strong>${escapeHtml(booking.confirmationCode)}</strong> at ${escapeHtml(booking.hotelName)} (${escapeHtml(day(booking.checkIn))} – ${escapeHtml(day(booking.checkOut))}).</p>
${rows([
  ['Refunded', amount],
  ['Refunded so far', rupees(refunded.totalRefundedPaise)],
  ['Payment reference', paymentReference(refunded.sessionId)],
  ...(refunded.reason ? ([['Reason', refunded.reason]] as [string, string][]) : []),
  ...(refunded.creditNote ? ([['GST credit note', `${refunded.creditNote.number} against invoice ${refunded.creditNote.refersTo?.number ?? ''} (attached)`]] as [string, string][]) : []),
])}
<p style="margin:0 0 14px">${escapeHtml(arrival)}</p>
<p style="margin:0 0 14px">If you have any questions, reply to <a href="mailto:${escapeHtml(brand.reservationsEmail)}" style="color:#9a7a3a">${escapeHtml(brand.reservationsEmail)}</a>.</p>`,
      brand,
    ),
    text: `Your refund is on its way\n\n${dear(to, booking.guestName)}, we have refunded ${amount} to the card you paid with for booking ${booking.confirmationCode} at ${booking.hotelName}.\n${reason ? `${reason}\n` : ''}${refunded.creditNote ? `GST credit note ${refunded.creditNote.number} is attached.\n` : ''}\n${arrival}\n\nQuestions: ${brand.reservationsEmail}\n`,
    ...(creditNote ? { attachments: [creditNote] } : {}),
  };
}

/** booking.cancelled by the guest or an admin: what was cancelled, why, and whether a refund follows. */
export function bookingCancelled(cancelled: BookingCancelled, to: Addressee, brand: BrandDetails): OutgoingMail {
  const when = `${day(cancelled.checkIn)} – ${day(cancelled.checkOut)}`;
  const refund = cancelled.refund
    ? `A full refund of ${rupees(cancelled.totalPaise)} is on its way to the card you paid with; we will e-mail you when it is issued.`
    : cancelled.paymentStatus === 'completed' || cancelled.paymentStatus === 'refunded'
      ? 'Any refund due is handled separately.'
      : 'Nothing was charged for this booking.';
  const by = cancelled.kind === 'admin' ? 'Our reservations team cancelled this booking.' : 'As you asked, we have cancelled this booking.';
  return {
    to: to.to,
    subject: `Booking ${cancelled.confirmationCode} cancelled: ${cancelled.hotelName}`,
    html: layout(
      'Your booking was cancelled',
      `<p style="margin:0 0 14px">${escapeHtml(dear(to, cancelled.guestName))}, ${escapeHtml(by)}</p>
${rows([
  ['Confirmation code', cancelled.confirmationCode],
  ['Hotel', cancelled.hotelName],
  ['Dates', when],
  ['Reason', cancelled.reason],
])}
<p style="margin:0 0 14px">${escapeHtml(refund)}</p>
${button(`${brand.siteUrl}/hotels`, 'PLAN ANOTHER STAY')}`,
      brand,
    ),
    text: `Your booking was cancelled\n\n${dear(to, cancelled.guestName)}, ${by}\n\nConfirmation code: ${cancelled.confirmationCode}\nHotel: ${cancelled.hotelName}\nDates: ${when}\nReason: ${cancelled.reason}\n\n${refund}\n`,
  };
}
