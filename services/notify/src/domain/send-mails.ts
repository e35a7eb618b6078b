import { isDemoAddress } from '@suvarna/contracts';
import { currentContext, injectContext, isDatabaseUnavailable, runInTrace, type Logger, type Pool, type Queryable, type Tracing } from '@suvarna/platform';
import { claimDueMails, dropQueuedMail, queueMail, retryQueuedMail, type QueuedMail } from '../data-access/mail-queue-repository';
import { recordSent, wasSent } from '../data-access/mail-log-repository';
import type { Mailer, OutgoingMail } from './mailer';

/**
/**
 * Queues the e-mails an event calls for, in the consumer's transaction: they go out once it has committed
 * (see startMailSender), each at most once per event and kind. History written as of the past (the demo
 * history of `npm start`) and the demo guests' addresses get none: nobody waits for them.
 */
export async function queueMails(
  db: Queryable,
  eventId: string,
  mails: Record<string, OutgoingMail>,
  /** Asked last, for an e-mail that would be queued: false drops it (a limit reached). */
  allowed: (mail: OutgoingMail) => Promise<boolean> = async () => true,
  /** The e-mail as queued, made only for one that is (its costly parts, a PDF, are not drawn for one dropped). */
  finish: (mail: OutgoingMail) => Promise<OutgoingMail> = async (mail) => mail,
): Promise<void> {
  if (currentContext()?.asOf) return;
  // The consumer's span, so that each e-mail's send shows in the event's trace although it happens later.
  const traceContext = injectContext();
  for (const [kind, mail] of Object.entries(mails)) {
    if (isDemoAddress(mail.to)) continue;
    if (!(await allowed(mail))) continue;
    await queueMail(db, { eventId, kind, mail: await finish(mail), traceContext });
  }
}

export interface MailSenderDeps {
  pool: Pool;
  mailer: Mailer;
  logger: Logger;
  /** Makes each send's span, in the trace of the event that queued the e-mail. */
  tracer: Tracing['tracer'];
}

/**
 * How long a claimed e-mail is kept from the other senders: far beyond one SMTP hand-off, and short, since the
 * e-mails an instance had claimed when it died wait this long for another.
 */
const LEASE_MS = 15_000;
const BATCH = 20;
/** E-mails of a batch handed to SMTP at once (over the mailer's pooled connections). */
export const SEND_CONCURRENCY = 4;
const MAX_RETRY_MS = 60_000;

/**
 * Sends the queued e-mails that are due: each is checked against the mail log (sent already: a lease ran out
 * after its send), handed to SMTP, then logged and dropped. The log is written as soon as the e-mail is out,
 * waiting for the database if it is away rather than letting the e-mail go out again. Returns how many it took.
 */
export async function sendDueMails(deps: MailSenderDeps, isStopped: () => boolean): Promise<number> {
  const due = await claimDueMails(deps.pool, BATCH, LEASE_MS);
  let next = 0;
  const lane = async () => {
    while (next < due.length && !isStopped()) await sendQueued(deps, due[next++]!, isStopped);
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, due.length) }, lane));
  return due.length;
}

async function sendQueued(deps: MailSenderDeps, queued: QueuedMail, isStopped: () => boolean): Promise<void> {
  if (await wasSent(deps.pool, queued.eventId, queued.kind)) return dropQueuedMail(deps.pool, queued.id);
  let messageId: string;
  try {
    ({ messageId } = await runInTrace(queued.traceContext, deps.tracer, () => deps.mailer.send(queued.mail)));
  } catch (err) {
    const retryInMs = Math.min(MAX_RETRY_MS, 1_000 * 2 ** queued.attempts);
    deps.logger.warn({ err, eventId: queued.eventId, kind: queued.kind, attempts: queued.attempts + 1, retryInMs }, 'e-mail not sent; trying again later');
    await retryQueuedMail(deps.pool, queued.id, err instanceof Error ? err.message : String(err), retryInMs);
    return;
  }
  const entry = { eventId: queued.eventId, kind: queued.kind, recipient: queued.mail.to, subject: queued.mail.subject, messageId };
  for (let wait = 250; ; wait = Math.min(wait * 2, 5_000)) {
    try {
      await recordSent(deps.pool, entry);
      await dropQueuedMail(deps.pool, queued.id);
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err) || isStopped()) throw err;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/**
 * Runs sendDueMails whenever e-mails are due: at once again after a full batch, else every `pollMs`.
 * Returns the stop function, which waits for the e-mail in hand.
 */
export function startMailSender(deps: MailSenderDeps, pollMs = 250): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  let lastFailureLog = 0;
  const loop = (async () => {
    while (!stopped) {
      let taken = 0;
      try {
        taken = await sendDueMails(deps, () => stopped);
      } catch (err) {
        // The database away: e-mails wait in the queue (and in Postgres) until it is back.
        if (Date.now() - lastFailureLog > 30_000) {
          lastFailureLog = Date.now();
          deps.logger.warn({ err }, 'mail sender cannot read its queue; trying again');
        }
      }
      if (taken < BATCH && !stopped) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, pollMs);
        });
      }
    }
  })();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    wake?.();
    await loop;
  };
}
