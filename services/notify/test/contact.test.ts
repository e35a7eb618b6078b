import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createEventBus, createLogger, createMetrics, createTransport, migrate, startService, withTransaction, type RunningService } from '@suvarna/platform';
import { createTestDatabase, type TestDatabase } from '@suvarna/platform/testing';
import { freePort, startMailCatcher, type MailCatcher } from '@suvarna/infra/testing';
import { loadConfig, type NotifyConfig } from '../src/config';
import { createNotifyService } from '../src/service';

interface CaughtMail {
  subject: string;
  to: { address: string }[];
  replyTo?: { address: string }[];
  text: string;
  html: string;
}

let db: TestDatabase;
let mail: MailCatcher;
let service: RunningService<NotifyConfig>;

/** Per-recipient counts outlive a run in a shared Redis: each run writes to addresses of its own. */
const run = randomUUID().slice(0, 8);
const valid = {
  name: 'Priya Sharma',
  email: `priya.sharma.${run}@example.com`,
  phone: '+91 98765 43210',
  subject: 'Anniversary stay in Udaipur',
  message: 'We would like a lake-view suite for two nights.\n\nIs a private dinner possible?',
  type: 'booking',
};

/** An address of its own for each message unless one is given: the per-address limit is tested on its own. */
const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;
const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${service.url}/api/contact`, {
    method: 'POST',
    headers: { 'x-forwarded-for': randomIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const caught = async (address: string) =>
  ((await (await fetch(`${mail.webUrl}/email`)).json()) as CaughtMail[]).filter(
    (m) => m.to.some((t) => t.address === address) || m.replyTo?.some((r) => r.address === address),
  );

beforeAll(async () => {
  db = await createTestDatabase(inject('adminDatabaseUrl'));
  mail = await startMailCatcher(await freePort(), await freePort());
  const config = loadConfig({
    DATABASE_URL: db.url,
    SMTP_URL: mail.smtpUrl,
    LOG_LEVEL: 'silent',
    REDIS_URL: inject('redisUrl') || undefined,
    CONTACT_MAX_PER_ADDRESS: '3',
    CONTACT_MAX_PER_RECIPIENT: '2',
  });
  service = await startService(createNotifyService(), config, { port: 0 });
});

afterAll(async () => {
  await service?.close();
  await mail?.stop();
  await db?.drop();
});

describe('POST /api/contact', () => {
  it('when the message is valid, then it is stored and the server thanks the sender', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; reference: string; message: string };
    expect(body).toEqual({ id: expect.any(String), reference: expect.stringMatching(/^C-[0-9A-F]{8}$/), message: expect.any(String) });
    expect(body.message).toBe(`Thank you for contacting us! We'll get back to you within 24 hours. Your reference is ${body.reference}.`);
    const { rows } = await service.deps.pool.query('SELECT name, email, type FROM contact_messages');
    expect(rows).toContainEqual({ name: valid.name, email: valid.email, type: 'booking' });
  });

  it('when the message is valid, then the reservations inbox gets all of it and the sender an acknowledgement with the reference and the support phone', async () => {
    const res = await post({ ...valid, email: `rohan.${run}@example.com`, name: 'Rohan <b>Verma</b>' });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const mails = await vi.waitFor(
      async () => {
        const found = await caught(`rohan.${run}@example.com`);
        expect(found).toHaveLength(2);
        return found;
      },
      { timeout: 15_000, interval: 200 },
    );
    const team = mails.find((m) => m.to[0]?.address === 'reservations@suvarnahotels.in');
    const ack = mails.find((m) => m.to[0]?.address === `rohan.${run}@example.com`);
    expect(team?.subject).toBe('[Booking Support] Anniversary stay in Udaipur');
    expect(team?.text).toContain('Is a private dinner possible?');
    expect(team?.text).toContain(`Reference: ${reference}`);
    // The sender's name is shown to the team as text, never as markup.
    expect(team?.html).toContain('Rohan &lt;b&gt;Verma&lt;/b&gt;');
    expect(ack?.subject).toBe(`We have received your message (${reference}) — Suvarna Hotels & Resorts`);
    expect(ack?.text).toContain(`Your reference is ${reference}`);
    expect(ack?.text).toContain('+91 11 4000 7000');
  });

  it('when someone types another person\'s address with a spam text, then that person\'s acknowledgement repeats none of it', async () => {
    const spam = {
      ...valid,
      email: `victim.${run}@example.com`,
      name: 'Cheap Watches',
      subject: 'WIN BIG at spam.example',
      message: 'Visit http://spam.example/offer for free money',
    };
    expect((await post(spam)).status).toBe(201);
    const ack = await vi.waitFor(
      async () => {
        const found = (await caught(`victim.${run}@example.com`)).filter((m) => m.to[0]?.address === `victim.${run}@example.com`);
        expect(found).toHaveLength(1);
        return found[0]!;
      },
      { timeout: 15_000, interval: 200 },
    );
    for (const part of [ack.subject, ack.text, ack.html]) {
      for (const echoed of ['Cheap Watches', 'WIN BIG', 'spam.example', 'free money']) expect(part).not.toContain(echoed);
    }
  });

  it('when one address sends more than 3 messages within the hour, then the next gets 429 with when to retry and nothing is stored', async () => {
    const ip = randomIp();
    const from = (n: number) => post({ ...valid, email: `sender${n}.${ip}@example.com` }, { 'content-type': 'application/json', 'x-forwarded-for': ip });
    for (let i = 0; i < 3; i++) expect((await from(i)).status).toBe(201);
    const before = (await service.deps.pool.query('SELECT count(*)::int AS n FROM contact_messages')).rows[0].n;
    const refused = await from(3);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ detail: 'Too many messages have been sent from your network. Try again in 60 minutes.', code: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await service.deps.pool.query('SELECT count(*)::int AS n FROM contact_messages')).rows[0].n).toBe(before);
    expect((await post({ ...valid, email: `other.${ip}@example.com` })).status).toBe(201);
  });

  it('when more than 2 messages name one e-mail address within a day, from any addresses, then the next gets 429 and no third acknowledgement is sent', async () => {
    const target = `often.named.${run}@example.com`;
    for (let i = 0; i < 2; i++) expect((await post({ ...valid, email: target })).status).toBe(201);
    const refused = await post({ ...valid, email: `Often.Named.${run}@example.com` });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/^Too many messages have been sent for this e-mail address\. Try again in \d+ minutes\.$/);
    await vi.waitFor(async () => expect((await caught(target)).filter((m) => m.to[0]?.address === target)).toHaveLength(2), { timeout: 15_000, interval: 200 });
  });

  it('when the type is missing, then it defaults to a general inquiry', async () => {
    const { type: _omitted, ...noType } = valid;
    const res = await post(noType);
    expect(res.status).toBe(201);
  });

  it.each(['name', 'email', 'phone', 'subject', 'message'] as const)('when %s is missing, then 400 names it', async (field) => {
    const body: Record<string, string> = { ...valid };
    delete body[field];
    const res = await post(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { detail: string };
    expect(json.detail.toLowerCase()).toContain(field);
  });

  it.each(['name', 'subject', 'message'] as const)('when %s is only whitespace, then 400', async (field) => {
    const res = await post({ ...valid, [field]: '   ' });
    expect(res.status).toBe(400);
  });

  it('when the e-mail is not an address, then 400 with a detail', async () => {
    const res = await post({ ...valid, email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ detail: 'Email must be a valid e-mail address' });
  });

  it('when the type is unknown, then 400 with a detail', async () => {
    const res = await post({ ...valid, type: 'spam' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/Type must be one of/);
  });

  it('when a field is not a string, then 400 rather than a crash', async () => {
    const res = await post({ ...valid, name: { first: 'x' } });
    expect(res.status).toBe(400);
  });

  it('when the body is not JSON, then 400 with a detail', async () => {
    const res = await post('{"name": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Request body is not valid JSON', code: 'malformed_json' });
  });

  it('when the body is sent as text, then 415 with a detail', async () => {
    const res = await post(JSON.stringify(valid), { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('when the body is oversized, then 413 with a detail and nothing is stored', async () => {
    const before = (await service.deps.pool.query('SELECT count(*)::int AS n FROM contact_messages')).rows[0].n;
    const res = await post({ ...valid, message: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'Request body is too large', code: 'payload_too_large' });
    const after = (await service.deps.pool.query('SELECT count(*)::int AS n FROM contact_messages')).rows[0].n;
    expect(after).toBe(before);
  });

  it('when the message is longer than 5000 characters, then 400', async () => {
    const res = await post({ ...valid, message: 'x'.repeat(5001) });
    expect(res.status).toBe(400);
  });
});

describe('health', () => {
  it('when the database, Redis, the event transport and SMTP answer, then the service is ready', async () => {
    const res = await fetch(`${service.url}/readyz`);
    expect(await res.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', redis: 'ok', events: 'ok', smtp: 'ok' } });
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
    const metrics = await (await fetch(`${service.url}/metrics`)).text();
    expect(metrics).toContain('http_server_request_duration_seconds');
    expect(metrics).toContain('outbox_backlog');
  });
});

describe('welcome e-mail', () => {
  it('when another service announces user.registered, then the new guest receives a welcome e-mail once, with the link that confirms the address and not the typed name', async () => {
    // Stands in for the auth service: its own schema and outbox, on the same event transport.
    const logger = createLogger('auth-stand-in', 'silent');
    await migrate(service.deps.pool, 'auth_stand_in');
    const transport = createTransport({ KAFKA_CLIENT_ID: 'test' }, logger);
    const bus = createEventBus({ schema: 'auth_stand_in', pool: service.deps.pool, transport, logger, metrics: createMetrics('auth-stand-in') });
    bus.startRelay();
    try {
      const event = await withTransaction(service.deps.pool, (client) =>
        bus.publish(client, { type: 'user.registered', key: 'u-1', data: { userId: 'u-1', email: 'kavya@example.com', fullName: 'Kavya Nair', verificationToken: 'V3rify-Token_0123456789' } }),
      );
      const welcome = await vi.waitFor(
        async () => {
          const all = (await (await fetch(`${mail.webUrl}/email`)).json()) as CaughtMail[];
          const found = all.filter((m) => m.to.some((t) => t.address === 'kavya@example.com'));
          expect(found).toHaveLength(1);
          return found[0]!;
        },
        { timeout: 15_000, interval: 200 },
      );
      expect(welcome.subject).toBe('Welcome to Suvarna Hotels & Resorts');
      expect(welcome.text).toContain('http://localhost:8001/verify-email?token=V3rify-Token_0123456789');
      expect(welcome.html).toContain('href="http://localhost:8001/verify-email?token=V3rify-Token_0123456789"');
      // Whoever registered typed the address and the name: the name is not repeated to that address.
      expect(`${welcome.text}${welcome.html}${welcome.subject}`).not.toContain('Kavya');
      const { rows } = await service.deps.pool.query('SELECT kind FROM mail_log WHERE event_id = $1', [event.id]);
      expect(rows).toEqual([{ kind: 'welcome' }]);
    } finally {
      await bus.stop();
    }
  });
});
