import { contactReference, contactTypeLabels, type ContactReceived, type ContactType, type UserRegistered, type UserVerificationRequested } from '@suvarna/contracts';
import type { OutgoingMail } from './mailer';

export interface BrandDetails {
  siteUrl: string;
  reservationsEmail: string;
  /** The 24/7 guest support line. */
  supportPhone: string;
}

/** Text from senders and guests, safe inside HTML. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const paragraphs = (s: string) =>
  escapeHtml(s)
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 14px">${p.replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The brand's e-mail frame around a title (escaped here) and a body of ready HTML. */
export function layout(title: string, body: string, brand: BrandDetails): string {
  return `<!doctype html><html><body style="margin:0;background:#f6f1e7;font-family:Georgia,'Times New Roman',serif;color:#1d2433">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1e7;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px;overflow:hidden;border:1px solid #e8dcc4">
<tr><td style="background:#0f1b2d;padding:28px 36px;text-align:left">
<div style="color:#c9a45c;font-size:13px;letter-spacing:4px;text-transform:uppercase">Suvarna</div>
<div style="color:#f6f1e7;font-size:22px;margin-top:4px">Hotels &amp; Resorts</div></td></tr>
<tr><td style="padding:32px 36px 8px;font-size:16px;line-height:1.6">
<h1 style="font-weight:normal;font-size:26px;margin:0 0 18px;color:#0f1b2d">${escapeHtml(title)}</h1>
${body}</td></tr>
<tr><td style="padding:20px 36px 32px;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#6b6357;border-top:1px solid #efe6d4">
Suvarna Hotels &amp; Resorts · Corporate Office, New Delhi · <a href="mailto:${brand.reservationsEmail}" style="color:#9a7a3a">${brand.reservationsEmail}</a><br>
<a href="${brand.siteUrl}" style="color:#9a7a3a">${brand.siteUrl.replace(/^https?:\/\//, '')}</a></td></tr>
</table></td></tr></table></body></html>`;
}

const typeLabel = (type: string) => contactTypeLabels[type as ContactType] ?? type;

/** Shown beside each other in both contact e-mails, so that a reply can name the message. */
const referenceOf = (msg: ContactReceived) => contactReference(msg.messageId);

/** The copy of a contact message for the reservations team, replying straight to the sender. */
export function contactForTeam(msg: ContactReceived, brand: BrandDetails): OutgoingMail {
  const rows: [string, string][] = [
    ['Reference', referenceOf(msg)],
    ['Type', typeLabel(msg.type)],
    ['Name', msg.name],
    ['Email', msg.email],
    ['Phone', msg.phone],
    ['Subject', msg.subject],
  ];
  const table = rows
    .map(([k, v]) => `<tr><td style="padding:6px 16px 6px 0;color:#6b6357;white-space:nowrap">${k}</td><td style="padding:6px 0">${escapeHtml(v)}</td></tr>`)
    .join('');
  return {
    to: brand.reservationsEmail,
    replyTo: msg.email,
    subject: `[${typeLabel(msg.type)}] ${msg.subject}`,
    html: layout(
      'New contact message',
      `<table role="presentation" style="font-size:15px;margin-bottom:18px">${table}</table>
<div style="background:#faf6ee;border-left:3px solid #c9a45c;padding:16px 18px">${paragraphs(msg.message)}</div>`,
      brand,
    ),
    text: `New contact message\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${msg.message}\n`,
  };
}

/**
 * The acknowledgement the sender receives. It goes to whatever address was typed into the form, so
 * it repeats nothing the sender wrote (no name, subject or message): it could otherwise carry
 * anyone's text to anyone in the brand's name. The full message goes only to the reservations inbox.
 */
export function contactAcknowledgement(msg: ContactReceived, brand: BrandDetails): OutgoingMail {
  const reference = referenceOf(msg);
  const phoneHref = `tel:${brand.supportPhone.replace(/[^+\d]/g, '')}`;
  return {
    to: msg.email,
    subject: `We have received your message (${reference}) — Suvarna Hotels & Resorts`,
    html: layout(
      'Thank you for contacting us',
      `<p style="margin:0 0 14px">We have received your message and a member of our guest relations team will reply within 24 hours.</p>
<p style="margin:0 0 14px">Your reference is <strong>${reference}</strong>; please quote it if you write or call.</p>
<p style="margin:0 0 14px">For anything urgent, our 24/7 guest support line is <a href="${phoneHref}" style="color:#9a7a3a">${escapeHtml(brand.supportPhone)}</a>.</p>
<p style="margin:18px 0 14px">Warm regards,<br>The Suvarna Guest Relations Team</p>`,
      brand,
    ),
    text: `Thank you for contacting us.\n\nWe have received your message and a member of our guest relations team will reply within 24 hours.\n\nYour reference is ${reference}; please quote it if you write or call.\n\nFor anything urgent, our 24/7 guest support line is ${brand.supportPhone}.\n\nWarm regards,\nThe Suvarna Guest Relations Team\n`,
  };
}

const goldButton = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#c9a45c;color:#0f1b2d;text-decoration:none;padding:12px 22px;border-radius:3px;font-family:Arial,Helvetica,sans-serif;font-size:14px;letter-spacing:1px">${escapeHtml(label)}</a></p>`;

const verifyUrl = (brand: BrandDetails, token: string) => `${brand.siteUrl}/verify-email?token=${encodeURIComponent(token)}`;

/**
 * The welcome of a new account, with the link that confirms its address. The address was typed by whoever
 * registered, so the e-mail repeats nothing they typed (not even the name): it could otherwise carry
 * anyone's words to anyone in the brand's name. Registration is limited per client address, and an
 * address can be registered once.
 */
export function welcome(user: Pick<UserRegistered, 'email' | 'verificationToken'>, brand: BrandDetails): OutgoingMail {
  const link = user.verificationToken ? verifyUrl(brand, user.verificationToken) : undefined;
  return {
    to: user.email,
    subject: 'Welcome to Suvarna Hotels & Resorts',
    html: layout(
      'Welcome to Suvarna',
      `<p style="margin:0 0 14px">Your Suvarna account is ready. From your dashboard you can book stays across our properties, follow your reservations and chat with our AI concierge.</p>
${
  link
    ? `<p style="margin:0 0 14px">Please confirm that this e-mail address is yours. Until you do, our e-mails to you leave out the names and details typed in your bookings.</p>
${goldButton(link, 'CONFIRM MY E-MAIL ADDRESS')}
<p style="margin:0 0 14px;color:#6b6357;font-size:14px">The link is valid for 7 days. If you did not create an account with us, ignore this e-mail: nothing more will be sent.</p>`
    : goldButton(`${brand.siteUrl}/hotels`, 'EXPLORE OUR HOTELS')
}
<p style="margin:0 0 14px">We look forward to welcoming you.</p>`,
      brand,
    ),
    text: link
      ? `Welcome to Suvarna.\n\nYour Suvarna account is ready.\n\nPlease confirm that this e-mail address is yours: ${link}\n(valid for 7 days). Until you do, our e-mails to you leave out the names and details typed in your bookings.\n\nIf you did not create an account with us, ignore this e-mail: nothing more will be sent.\n\nWe look forward to welcoming you.\n`
      : `Welcome to Suvarna.\n\nYour Suvarna account is ready. Explore our hotels: ${brand.siteUrl}/hotels\n\nWe look forward to welcoming you.\n`,
  };
}

/** A new link for an unverified account's address, as asked for from its dashboard. */
export function verificationLink(request: UserVerificationRequested, brand: BrandDetails): OutgoingMail {
  const link = verifyUrl(brand, request.verificationToken);
  return {
    to: request.email,
    subject: 'Confirm your e-mail address — Suvarna Hotels & Resorts',
    html: layout(
      'Confirm your e-mail address',
      `<p style="margin:0 0 14px">You asked for a new link to confirm that this e-mail address is yours.</p>
${goldButton(link, 'CONFIRM MY E-MAIL ADDRESS')}
<p style="margin:0 0 14px;color:#6b6357;font-size:14px">The link is valid for 7 days. If you did not ask for it, ignore this e-mail.</p>`,
      brand,
    ),
    text: `Confirm your e-mail address\n\nYou asked for a new link to confirm that this e-mail address is yours: ${link}\n(valid for 7 days). If you did not ask for it, ignore this e-mail.\n`,
  };
}
