import { formatRupees, formatStayDate, paiseToRupees, TAX_RATE_PERCENT, type BookingCancelled, type PaymentPaid, type PaymentRefunded } from '@suvarna/contracts';
import type { BookingSnapshot, HotelContactCopy } from '../data-access/payment-mail-repository';
import { escapeHtml, layout, type BrandDetails } from './email-templates';
import type { OutgoingMail } from './mailer';
import { stayCalendar } from './stay-calendar';

/** The three e-mails a payment sends: the booking confirmation, the lapsed reservation, the refund. */

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
const day = formatStayDate;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'Guest';

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
export function bookingConfirmation(booking: BookingSnapshot, hotel: HotelContactCopy | undefined, paid: PaymentPaid, brand: BrandDetails): OutgoingMail {
  const stay = stayOf(booking, hotel);
  const transactionId = paid.sessionId.slice(0, 20);
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
    ['Guest', booking.guestName],
  ];
  const payment: [string, string][] = [
    ['Amount paid', `${rupees(paid.amountPaise)} ${paid.currency}`],
    ['Payment method', 'Card (Stripe)'],
    ['Transaction ID', transactionId],
    ['Paid on', new Date(paid.paidAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })],
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
    `<p style="margin:0 0 14px">Dear ${escapeHtml(firstName(booking.guestName))}, thank you for your payment. Your stay at <strong>${escapeHtml(stay.hotelName)}</strong> is booked; we look forward to welcoming you.</p>
<div style="background:#0f1b2d;color:#f6f1e7;border-radius:4px;padding:16px 20px;margin:18px 0;text-align:center">
<div style="font-family:Arial,Helvetica,sans-serif;font-size:11px;letter-spacing:3px;text-transform:uppercase;color:#c9a45c">Confirmation code</div>
<div style="font-size:26px;letter-spacing:3px;margin-top:4px">${escapeHtml(booking.confirmationCode)}</div></div>
${heading('Your stay')}${rows(details)}
${heading('Price breakdown')}${priceTable}
${heading('Payment')}${rows(payment)}
${heading('What happens next?')}<ul style="margin:0 0 14px;padding-left:20px">${next.map((n) => `<li style="margin:0 0 6px">${escapeHtml(n)}</li>`).join('')}</ul>
<p style="margin:0 0 14px;font-size:14px;color:#4a4438">A calendar file of your stay is attached.</p>
${button(dashboard, 'VIEW YOUR BOOKING')}`,
    brand,
  );
  const text = [
    `Booking Confirmed!`,
    '',
    `Dear ${firstName(booking.guestName)}, thank you for your payment. Your stay at ${stay.hotelName} is booked.`,
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
  const calendar = stayCalendar({
    uid: `${booking.bookingId}@suvarnahotels.in`,
    summary: `Stay at ${stay.hotelName}`,
    location: stay.address,
    description: [`Confirmation code ${booking.confirmationCode}`, booking.rooms.map((r) => `${r.type} × ${r.quantity}`).join(', '), stay.phone && `Hotel phone ${stay.phone}`]
      .filter(Boolean)
      .join('\n'),
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
  });
  return {
    to: booking.guestEmail,
    subject: `Booking confirmed: ${stay.hotelName}, ${day(booking.checkIn)} (${booking.confirmationCode})`,
    html,
    text,
    attachments: [{ filename: `suvarna-stay-${booking.confirmationCode}.ics`, content: calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

/** payment.expired, or a hold that lapsed before any session: the rooms were released; nothing was charged. */
export function reservationLapsed(booking: BookingSnapshot, brand: BrandDetails): OutgoingMail {
  const when = `${day(booking.checkIn)} – ${day(booking.checkOut)}`;
  const again = `${brand.siteUrl}/book-now?hotel=${encodeURIComponent(booking.hotelId)}`;
  return {
    to: booking.guestEmail,
    subject: `Your reservation at ${booking.hotelName} lapsed: nothing was charged`,
    html: layout(
      'Your reservation lapsed',
      `<p style="margin:0 0 14px">Dear ${escapeHtml(firstName(booking.guestName))}, the payment for your reservation <strong>${escapeHtml(booking.confirmationCode)}</strong> at ${escapeHtml(booking.hotelName)} (${escapeHtml(when)}) was not completed, so the rooms we held for you have been released.</p>
<p style="margin:0 0 14px"><strong>Nothing was charged to your card.</strong></p>
<p style="margin:0 0 14px">If you would still like to stay with us, you are welcome to book again; availability may have changed.</p>
${button(again, 'BOOK AGAIN')}`,
      brand,
    ),
    text: `Your reservation lapsed\n\nDear ${firstName(booking.guestName)}, the payment for your reservation ${booking.confirmationCode} at ${booking.hotelName} (${when}) was not completed, so the rooms we held for you have been released.\n\nNothing was charged to your card.\n\nBook again: ${again}\n`,
  };
}

/** payment.refunded: how much went back, and when it reaches the guest. */
export function refundIssued(booking: BookingSnapshot, refunded: PaymentRefunded, brand: BrandDetails): OutgoingMail {
  const amount = `${rupees(refunded.amountPaise)} ${refunded.currency}`;
  const reason = refunded.reason ? `Reason: ${refunded.reason}` : '';
  const arrival = 'Refunds usually reach your account within 5–10 business days, depending on your bank.';
  return {
    to: booking.guestEmail,
    subject: `Refund of ${rupees(refunded.amountPaise)} for your booking ${booking.confirmationCode}`,
    html: layout(
      'Your refund is on its way',
      `<p style="margin:0 0 14px">Dear ${escapeHtml(firstName(booking.guestName))}, we have refunded <strong>${escapeHtml(amount)}</strong> to the card you paid with for booking <strong>${escapeHtml(booking.confirmationCode)}</strong> at ${escapeHtml(booking.hotelName)} (${escapeHtml(day(booking.checkIn))} – ${escapeHtml(day(booking.checkOut))}).</p>
${rows([
  ['Refunded', amount],
  ['Refunded so far', rupees(refunded.totalRefundedPaise)],
  ['Transaction ID', refunded.sessionId.slice(0, 20)],
  ...(refunded.reason ? ([['Reason', refunded.reason]] as [string, string][]) : []),
])}
<p style="margin:0 0 14px">${escapeHtml(arrival)}</p>
<p style="margin:0 0 14px">If you have any questions, reply to <a href="mailto:${escapeHtml(brand.reservationsEmail)}" style="color:#9a7a3a">${escapeHtml(brand.reservationsEmail)}</a>.</p>`,
      brand,
    ),
    text: `Your refund is on its way\n\nDear ${firstName(booking.guestName)}, we have refunded ${amount} to the card you paid with for booking ${booking.confirmationCode} at ${booking.hotelName}.\n${reason ? `${reason}\n` : ''}\n${arrival}\n\nQuestions: ${brand.reservationsEmail}\n`,
  };
}

/** booking.cancelled by the guest or an admin: what was cancelled, why, and whether a refund follows. */
export function bookingCancelled(cancelled: BookingCancelled, brand: BrandDetails): OutgoingMail {
  const when = `${day(cancelled.checkIn)} – ${day(cancelled.checkOut)}`;
  const refund = cancelled.refund
    ? `A full refund of ${rupees(cancelled.totalPaise)} is on its way to the card you paid with; we will e-mail you when it is issued.`
    : cancelled.paymentStatus === 'completed' || cancelled.paymentStatus === 'refunded'
      ? 'Any refund due is handled separately.'
      : 'Nothing was charged for this booking.';
  const by = cancelled.kind === 'admin' ? 'Our reservations team cancelled this booking.' : 'As you asked, we have cancelled this booking.';
  return {
    to: cancelled.guestEmail,
    subject: `Booking ${cancelled.confirmationCode} cancelled: ${cancelled.hotelName}`,
    html: layout(
      'Your booking was cancelled',
      `<p style="margin:0 0 14px">Dear ${escapeHtml(firstName(cancelled.guestName))}, ${escapeHtml(by)}</p>
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
    text: `Your booking was cancelled\n\nDear ${firstName(cancelled.guestName)}, ${by}\n\nConfirmation code: ${cancelled.confirmationCode}\nHotel: ${cancelled.hotelName}\nDates: ${when}\nReason: ${cancelled.reason}\n\n${refund}\n`,
  };
}
