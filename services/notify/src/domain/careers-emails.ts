import {
  applicantStatusMessage,
  experienceText,
  interviewTypeLabels,
  statusLabel,
  type ApplicationStatusChanged,
  type ApplicationSubmitted,
} from '@suvarna/contracts';
import { escapeHtml, layout, type BrandDetails } from './email-templates';
import type { OutgoingMail } from './mailer';
import { escapeText, fold } from './stay-calendar';

/** Where applicants follow their applications, and who HR is. */
export interface CareersMailDetails extends BrandDetails {
  careersEmail: string;
}

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
/** '2026-12-01T04:30:00.000Z' as 'Tuesday, 1 December 2026 at 10:00 am IST'. */
export const formatInterviewTime = (iso: string) => `${when.format(new Date(iso))} IST`;

const interviewTypeLabel = (type: string) => interviewTypeLabels[type as keyof typeof interviewTypeLabels] ?? type;

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#c9a45c;color:#0f1b2d;text-decoration:none;padding:12px 22px;border-radius:3px;font-family:Arial,Helvetica,sans-serif;font-size:14px;letter-spacing:1px">${escapeHtml(label)}</a></p>`;

function detailsTable(rows: [string, string][]): string {
  const cells = rows
    .map(([k, v]) => `<tr><td style="padding:6px 18px 6px 0;color:#6b6357;white-space:nowrap;vertical-align:top">${k}</td><td style="padding:6px 0">${escapeHtml(v)}</td></tr>`)
    .join('');
  return `<table role="presentation" style="font-size:15px;margin:0 0 18px">${cells}</table>`;
}
const textRows = (rows: [string, string][]) => rows.map(([k, v]) => `${k}: ${v}`).join('\n');

/**
 * The acknowledgement: received, and an answer within 48 hours. Anyone can type any address into the form,
 * so unless the address is verified (`personal`) it repeats nothing the applicant typed: no name, no
 * position, no city; only the application's number, its department (one of ours) and the links.
 */
export function applicationReceived(a: ApplicationSubmitted, personal: boolean, brand: CareersMailDetails): OutgoingMail {
  const dashboard = `${brand.siteUrl}/applicant-dashboard`;
  const claimUrl = a.claimToken ? `${dashboard}?claim=${encodeURIComponent(a.claimToken)}` : undefined;
  const follow = claimUrl
    ? 'To follow it, sign in (or create an account) with this e-mail address, then open this link once: it adds the application to My Applications.'
    : 'Follow your application at every step in My Applications.';
  const rows: [string, string][] = personal
    ? [
        ['Application', a.applicationId],
        ['Position', a.positionTitle],
        ['Department', a.department],
        ['City', a.city],
      ]
    : [
        ['Application', a.applicationId],
        ['Department', a.department],
      ];
  const title = personal ? `Thank you for applying, ${a.fullName}` : 'Thank you for applying';
  const received = personal
    ? `Your application for ${a.positionTitle} has reached our talent team.`
    : `An application to Suvarna Hotels & Resorts was sent with this e-mail address, and it has reached our talent team.`;
  const notYou = personal ? '' : 'If you did not apply, ignore this e-mail: you will hear nothing more about it.';
  return {
    to: a.email,
    replyTo: brand.careersEmail,
    subject: `We received your application — ${a.applicationId}`,
    html: layout(
      title,
      `<p style="margin:0 0 14px">${escapeHtml(received)} You will hear back from us within 48 hours.</p>
${detailsTable(rows)}
<p style="margin:0 0 14px">${escapeHtml(follow)}</p>
${button(claimUrl ?? dashboard, claimUrl ? 'ADD TO MY APPLICATIONS' : 'MY APPLICATIONS')}${notYou ? `\n<p style="margin:0 0 14px;color:#6b6357;font-size:14px">${escapeHtml(notYou)}</p>` : ''}`,
      brand,
    ),
    text: `${title}.\n\n${received} You will hear back from us within 48 hours.\n\n` + `${textRows(rows)}\n\n${follow}\n${claimUrl ?? dashboard}\n${notYou ? `\n${notYou}\n` : ''}`,
  };
}

/** HR's short notice of a new application in a department. */
export function newApplicationForHr(a: ApplicationSubmitted, brand: CareersMailDetails): OutgoingMail {
  const rows: [string, string][] = [
    ['Applicant', a.fullName],
    ['E-mail', a.email],
    ['Position', a.positionTitle],
    ['Department', a.department],
    ['City', a.city],
    ['Experience', experienceText(a.experienceYears)],
  ];
  const pipeline = `${brand.siteUrl}/hr-dashboard`;
  return {
    to: brand.careersEmail,
    replyTo: a.email,
    subject: `New application for ${a.department}: ${a.positionTitle} — ${a.applicationId}`,
    html: layout(`New application ${a.applicationId}`, `${detailsTable(rows)}${button(pipeline, 'OPEN THE PIPELINE')}`, brand),
    text: `New application ${a.applicationId}\n\n${textRows(rows)}\n\nPipeline: ${pipeline}\n`,
  };
}

/** A status change in the applicant's words (spec §4 "Applicant status messages"). */
export function statusChanged(c: ApplicationStatusChanged, brand: CareersMailDetails): OutgoingMail {
  const dashboard = `${brand.siteUrl}/applicant-dashboard`;
  const message = applicantStatusMessage(c.status);
  const label = statusLabel(c.status);
  return {
    to: c.email,
    replyTo: brand.careersEmail,
    subject: `Your application ${c.applicationId}: ${label}`,
    html: layout(
      `Dear ${c.fullName}`,
      `<p style="margin:0 0 14px">An update on your application for ${escapeHtml(c.positionTitle)} (${escapeHtml(c.applicationId)}):</p>
<div style="background:#faf6ee;border-left:3px solid #c9a45c;padding:14px 18px;margin:0 0 20px">${escapeHtml(message)}</div>
${button(dashboard, 'MY APPLICATIONS')}`,
      brand,
    ),
    text: `Dear ${c.fullName},\n\nAn update on your application for ${c.positionTitle} (${c.applicationId}):\n\n${message}\n\nMy applications: ${dashboard}\n`,
  };
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** An iCalendar event for the interview: an hour from its start, in UTC. */
export function interviewCalendar(c: ApplicationStatusChanged, interview: NonNullable<ApplicationStatusChanged['interview']>, now = new Date()): string {
  const start = new Date(interview.scheduledDate);
  const end = new Date(start.getTime() + 60 * 60_000);
  const place = interview.meetingLink ?? interview.location ?? '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Suvarna Hotels & Resorts//Careers//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:interview-${interview.id}@suvarnahotels.in`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${escapeText(`Interview with Suvarna: ${c.positionTitle}`)}`,
    `LOCATION:${escapeText(place)}`,
    `DESCRIPTION:${escapeText(`${interviewTypeLabel(interview.interviewType)} interview for ${c.positionTitle} (${c.applicationId}).`)}`,
    ...(interview.meetingLink ? [`URL:${interview.meetingLink}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The invitation: the status message, date, type, place or link, and the event as an .ics attachment. */
export function interviewInvitation(c: ApplicationStatusChanged, brand: CareersMailDetails): OutgoingMail | undefined {
  const interview = c.interview;
  if (!interview) return undefined;
  const rows: [string, string][] = [
    ['Position', c.positionTitle],
    ['When', formatInterviewTime(interview.scheduledDate)],
    ['Type', interviewTypeLabel(interview.interviewType)],
    ...(interview.location ? ([['Location', interview.location]] as [string, string][]) : []),
    ...(interview.meetingLink ? ([['Meeting link', interview.meetingLink]] as [string, string][]) : []),
  ];
  return {
    to: c.email,
    replyTo: brand.careersEmail,
    subject: `Interview invitation — ${c.positionTitle} (${c.applicationId})`,
    html: layout(
      `We would like to meet you, ${c.fullName}`,
      `<div style="background:#faf6ee;border-left:3px solid #c9a45c;padding:14px 18px;margin:0 0 20px">${escapeHtml(applicantStatusMessage(c.status))}</div>
<p style="margin:0 0 14px">Your interview for ${escapeHtml(c.positionTitle)} (${escapeHtml(c.applicationId)}):</p>
${detailsTable(rows)}
${interview.meetingLink ? button(interview.meetingLink, 'JOIN MEETING') : ''}
<p style="margin:0 0 14px">The invitation is attached as a calendar file. If the time does not suit you, reply to this e-mail.</p>`,
      brand,
    ),
    text: `We would like to meet you, ${c.fullName}.\n\n${applicantStatusMessage(c.status)}\n\nYour interview for ${c.positionTitle} (${c.applicationId}):\n\n${textRows(rows)}\n\nThe invitation is attached as a calendar file. If the time does not suit you, reply to this e-mail.\n`,
    attachments: [{ filename: 'interview.ics', content: interviewCalendar(c, interview), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

/** The e-mails a status change calls for: the applicant's status message, and the invitation when an interview was scheduled. */
export function careersStatusMails(c: ApplicationStatusChanged, brand: CareersMailDetails): Record<string, OutgoingMail> {
  const invitation = interviewInvitation(c, brand);
  if (invitation) return { 'application-interview': invitation };
  return { 'application-status': statusChanged(c, brand) };
}
