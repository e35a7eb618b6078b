import { formatRupees, paiseToRupees, type BookingCreated, type BookingStatusChanged } from '@suvarna/contracts';
import type { Addressee } from './addressees';
import { escapeHtml, layout, type BrandDetails } from './email-templates';
import type { OutgoingMail } from './mailer';

const stayDate = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-12-24' as 'Thu, 24 December 2026' (a calendar date, whatever the server's zone). */
function formatStayDate(isoDate: string): string {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  return stayDate.format(new Date(Date.UTC(y, m - 1, d)));
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const roomsLine = (b: BookingStatusChanged) => b.rooms.map((r) => `${r.quantity} × ${r.type}`).join(', ');
const amount = (b: BookingStatusChanged) => formatRupees(paiseToRupees(b.totalPaise));

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#c9a45c;color:#0f1b2d;text-decoration:none;padding:12px 22px;border-radius:3px;font-family:Arial,Helvetica,sans-serif;font-size:14px;letter-spacing:1px">${escapeHtml(label)}</a></p>`;

function detailsTable(rows: [string, string][]): string {
  const cells = rows
    .map(([k, v]) => `<tr><td style="padding:6px 18px 6px 0;color:#6b6357;white-space:nowrap;vertical-align:top">${k}</td><td style="padding:6px 0">${escapeHtml(v)}</td></tr>`)
    .join('');
  return `<table role="presentation" style="font-size:15px;margin:0 0 18px">${cells}</table>`;
}

/** "Your stay is confirmed": sent when an admin confirms a booking. */
export function stayConfirmed(b: BookingStatusChanged, to: Addressee, brand: BrandDetails): OutgoingMail {
  const bookingUrl = `${brand.siteUrl}/booking/${encodeURIComponent(b.bookingId)}`;
  const rows: [string, string][] = [
    ['Hotel', `${b.hotelName}, ${b.hotelLocation}`],
    ['Check-in', formatStayDate(b.checkIn)],
    ['Check-out', formatStayDate(b.checkOut)],
    ['Stay', plural(b.nights, 'night')],
    ['Rooms', roomsLine(b)],
    ['Total', `${amount(b)} (taxes and fees included)`],
  ];
  // The guest's name is typed text: only an address that wants the booking's e-mails is greeted by it.
  const headline = to.personal ? `Your stay is confirmed, ${b.guestName}` : 'Your stay is confirmed';
  return {
    to: to.to,
    subject: `Your stay is confirmed — ${b.confirmationCode}`,
    html: layout(
      headline,
      `<p style="margin:0 0 14px">We are delighted to confirm your booking at ${escapeHtml(b.hotelName)}. Please keep your confirmation code at hand; it is all our front desk needs.</p>
<div style="background:#faf6ee;border-left:3px solid #c9a45c;padding:14px 18px;margin:0 0 20px;font-family:'Courier New',monospace;font-size:24px;letter-spacing:2px;color:#0f1b2d">${escapeHtml(b.confirmationCode)}</div>
${detailsTable(rows)}
<p style="margin:0 0 14px">The hotel will contact you 24 to 48 hours before your arrival.</p>
${button(bookingUrl, 'VIEW YOUR BOOKING')}
<p style="margin:0 0 14px">We look forward to welcoming you.</p>`,
      brand,
    ),
    text:
      `${headline}.\n\n` +
      `Confirmation code: ${b.confirmationCode}\n\n` +
      rows.map(([k, v]) => `${k}: ${v}`).join('\n') +
      `\n\nThe hotel will contact you 24 to 48 hours before your arrival.\nYour booking: ${bookingUrl}\n\nWe look forward to welcoming you.\n`,
  };
}

/** A thank-you with a link to review the hotel: sent when an admin marks the stay completed. */
export function stayCompleted(b: BookingStatusChanged, to: Addressee, brand: BrandDetails): OutgoingMail {
  const reviewUrl = `${brand.siteUrl}/hotels/${encodeURIComponent(b.hotelId)}`;
  const headline = to.personal ? `Thank you, ${b.guestName}` : 'Thank you for staying with us';
  return {
    to: to.to,
    subject: `Thank you for staying at ${b.hotelName}`,
    html: layout(
      headline,
      `<p style="margin:0 0 14px">It was a pleasure to have you at ${escapeHtml(b.hotelName)}, ${escapeHtml(b.hotelLocation)}, from ${escapeHtml(formatStayDate(b.checkIn))} to ${escapeHtml(formatStayDate(b.checkOut))}.</p>
<p style="margin:0 0 14px">Would you tell other travellers about your stay? A few words help them choose, and help us keep getting better.</p>
${button(reviewUrl, 'REVIEW YOUR STAY')}
<p style="margin:0 0 14px;color:#6b6357;font-size:14px">Booking ${escapeHtml(b.confirmationCode)} · ${escapeHtml(roomsLine(b))} · ${escapeHtml(amount(b))}</p>
<p style="margin:0 0 14px">We hope to welcome you back soon.</p>`,
      brand,
    ),
    text:
      `${headline}.\n\n` +
      `It was a pleasure to have you at ${b.hotelName}, ${b.hotelLocation}, from ${formatStayDate(b.checkIn)} to ${formatStayDate(b.checkOut)}.\n\n` +
      `Would you tell other travellers about your stay? Review it here: ${reviewUrl}\n\n` +
      `Booking ${b.confirmationCode} · ${roomsLine(b)} · ${amount(b)}\n\nWe hope to welcome you back soon.\n`,
  };
}

/** The e-mail a status change calls for, and its kind in the mail log; none for other statuses. */
export function statusChangeMail(b: BookingStatusChanged, to: Addressee, brand: BrandDetails): { kind: string; mail: OutgoingMail } | undefined {
  if (b.status === 'confirmed') return { kind: 'booking-confirmed', mail: stayConfirmed(b, to, brand) };
  if (b.status === 'completed') return { kind: 'booking-completed', mail: stayCompleted(b, to, brand) };
  return undefined;
}

/**
 * The question to a guest address someone typed into a booking: does it want the booking's e-mails? It
 * repeats nothing typed (neither the guest's name nor the booker's): the hotel and the dates, and the link.
 */
export function guestEmailQuestion(b: BookingCreated, token: string, brand: BrandDetails): OutgoingMail {
  const confirmUrl = `${brand.siteUrl}/guest-emails?token=${encodeURIComponent(token)}`;
  const stay = `${formatStayDate(b.checkIn)} – ${formatStayDate(b.checkOut)}`;
  return {
    to: b.guestEmail,
    subject: `Would you like e-mails about a stay at ${b.hotelName}?`,
    html: layout(
      'Would you like e-mails about this stay?',
      `<p style="margin:0 0 14px">A guest of Suvarna Hotels &amp; Resorts has made a booking at ${escapeHtml(b.hotelName)}, ${escapeHtml(b.hotelLocation)}, for ${escapeHtml(stay)}, and gave this address for the guest.</p>
<p style="margin:0 0 14px">If you are staying, we can send you its confirmation and any changes. One click is all it takes:</p>
${button(confirmUrl, 'YES, SEND ME E-MAILS ABOUT THIS STAY')}
<p style="margin:0 0 14px;color:#6b6357;font-size:14px">If this is not you, or you would rather not, simply ignore this e-mail: you will hear nothing more about it.</p>`,
      brand,
    ),
    text:
      `Would you like e-mails about this stay?\n\n` +
      `A guest of Suvarna Hotels & Resorts has made a booking at ${b.hotelName}, ${b.hotelLocation}, for ${stay}, and gave this address for the guest.\n\n` +
      `If you are staying, we can send you its confirmation and any changes: ${confirmUrl}\n\n` +
      `If this is not you, or you would rather not, simply ignore this e-mail: you will hear nothing more about it.\n`,
  };
}
