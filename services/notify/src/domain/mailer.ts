import nodemailer from 'nodemailer';
import { counterOf, inSpan, SpanKind, type Metrics } from '@suvarna/platform';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** `content` is the file's text, or its bytes in base64 when `encoding` says so (a PDF). */
  attachments?: { filename: string; content: string; contentType: string; encoding?: 'base64' }[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  verify(): Promise<void>;
  close(): void;
}

/**
 * Sends through SMTP over a few pooled connections (the URL's own `pool` and `maxConnections` win); each send
 * is a client span in the event's trace and counts as sent or failed.
 */
export function createMailer(smtpUrl: string, from: string, metrics: Metrics): Mailer {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '4');
  const transport = nodemailer.createTransport(url.toString(), { from });
  const sent = counterOf(metrics.registry, 'suvarna_emails_sent_total', 'E-mails the SMTP server accepted');
  const failed = counterOf(metrics.registry, 'suvarna_emails_failed_total', 'E-mail sends that failed (each is tried again with its event)');
  return {
    async send(mail) {
      return inSpan('email send', { kind: SpanKind.CLIENT, attributes: { 'email.subject': mail.subject, 'server.address': new URL(smtpUrl).hostname } }, async (span) => {
        try {
          const info = await transport.sendMail({ from, ...mail });
          sent.inc();
          span.setAttribute('email.message_id', info.messageId);
          return { messageId: info.messageId };
        } catch (err) {
          failed.inc();
          throw err;
        }
      });
    },
    async verify() {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}
