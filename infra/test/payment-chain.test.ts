import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { addDays, indiaToday, type BookingCreated } from '@suvarna/contracts';
import { createKafkaTransport, createLogger, startService, type RunningService, type Transport } from '@suvarna/platform';
import { createTestDatabase, startTestIssuer, type TestDatabase, type TestIssuer } from '@suvarna/platform/testing';
import { createNotifyService, loadConfig as notifyConfig } from '@suvarna/notify-service';
import { createPaymentService, loadConfig as paymentConfig } from '@suvarna/payment-service';
import { kcatAvailable, startKafkaMockCluster, type KafkaMockCluster } from '../kafka';
import { newWebhookSecret, startStripeSandbox, type StripeSandbox } from '../stripe-sandbox/src';
import { freePort, startMailCatcher, type MailCatcher } from '../testing';

const kafkaRequired = Boolean(process.env.CI || process.env.REQUIRE_KAFKA);
const hasKcat = kcatAvailable();
if (!hasKcat && !kafkaRequired) console.warn('Payment chain over Kafka SKIPPED: kcat is not installed (apt-get install kcat).');

const logger = createLogger('payment-chain-test', 'silent');
const kafka = (cluster: KafkaMockCluster, clientId: string) => createKafkaTransport({ brokers: cluster.brokers, clientId, logger, maxWaitTimeInMs: 100 });

/** booking.created → checkout → card → webhook → payment.paid → confirmation e-mail, each service on its own Kafka client. */
describe.skipIf(!hasKcat && !kafkaRequired)('the payment chain over the Kafka transport', () => {
  let cluster: KafkaMockCluster;
  let db: TestDatabase;
  let issuer: TestIssuer;
  let mail: MailCatcher;
  let sandbox: StripeSandbox;
  let payment: RunningService;
  let notify: RunningService;
  const transports: Transport[] = [];

  beforeAll(async () => {
    if (!hasKcat) throw new Error('kcat is required (CI or REQUIRE_KAFKA is set) but is not installed');
    cluster = await startKafkaMockCluster();
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    issuer = await startTestIssuer();
    mail = await startMailCatcher(await freePort(), await freePort());
    // Stripe may deliver an event more than once: here every event comes twice.
    sandbox = await startStripeSandbox({ apiKeys: ['sk_test_chain'], delivery: { baseDelayMs: 50, duplicateRate: 1 } });
    const secret = newWebhookSecret();
    const env = { DATABASE_URL: db.url, REDIS_URL: inject('redisUrl') || undefined, AUTH_JWKS_URL: issuer.jwksUrl, LOG_LEVEL: 'silent', KAFKA_BROKERS: cluster.brokers.join(',') };
    const [paymentBus, notifyBus] = [kafka(cluster, 'payment'), kafka(cluster, 'notify')];
    transports.push(paymentBus, notifyBus);
    payment = await startService(
      createPaymentService(),
      paymentConfig({ ...env, BOOKING_URL: `http://127.0.0.1:${await freePort()}`, STRIPE_SECRET_KEY: 'sk_test_chain', STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_BASE: sandbox.url, CORS_ORIGINS: 'http://localhost:8001' }),
      { port: 0, transport: paymentBus },
    );
    notify = await startService(createNotifyService(), notifyConfig({ ...env, SMTP_URL: mail.smtpUrl }), { port: 0, transport: notifyBus });
    sandbox.addWebhookEndpoint({ url: `${payment.url}/api/payments/webhook`, secret });
  });

  afterAll(async () => {
    await payment?.close();
    await notify?.close();
    for (const t of transports) await t.close();
    await sandbox?.close();
    await mail?.stop();
    await issuer?.close();
    await db?.drop();
    await cluster?.stop();
  });

  it('when a booking is paid with 4242, then one payment.paid and exactly one confirmation e-mail follow, though Stripe sent the webhook twice', async () => {
    const booker = kafka(cluster, 'booking');
    transports.push(booker);
    const userId = `user-${randomUUID()}`;
    const token = await issuer.sign({ sub: userId, role: 'guest', name: 'Asha Verma' });
    const checkIn = addDays(indiaToday(), 20);
    const booking: BookingCreated = {
      bookingId: `bk${randomUUID().replace(/-/g, '').slice(0, 16)}`,
      confirmationCode: 'SUV-CH4N-K4FK',
      userId,
      hotelId: '7',
      hotelName: 'Suvarna Heritage Shimla',
      hotelLocation: 'Shimla',
      checkIn,
      checkOut: addDays(checkIn, 3),
      nights: 3,
      guests: 2,
      rooms: [{ type: 'Deluxe Room', quantity: 1, pricePaise: 1_500_000 }],
      roomTotalPaise: 4_500_000,
      taxesPaise: 540_000,
      totalPaise: 5_040_000,
      currency: 'INR',
      guestName: 'Asha Verma',
      guestEmail: 'chain@example.com',
      status: 'pending',
      paymentStatus: 'pending',
      createdAt: new Date().toISOString(),
    };
    const id = randomUUID();
    await booker.send({
      topic: 'booking',
      key: booking.bookingId,
      value: JSON.stringify({ id, type: 'booking.created', version: 1, occurredAt: new Date().toISOString(), key: booking.bookingId, correlationId: id, data: booking }),
    });

    // Over Kafka the call may overtake the event; with no booking service here to read it from, that call
    // answers 503 and the guest tries again.
    const created = await vi.waitFor(
      async () => {
        const res = await fetch(`${payment.url}/api/payments/create-checkout-session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ booking_id: booking.bookingId, origin_url: 'http://localhost:8001' }),
        });
        if (res.status !== 200) throw new Error(`create answered ${res.status}`);
        return (await res.json()) as { checkout_url: string };
      },
      { timeout: 20_000, interval: 200 },
    );
    const paid = await fetch(created.checkout_url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'chain@example.com', cardNumber: '4242 4242 4242 4242', cardExpiry: '12 / 34', cardCvc: '123', billingName: 'Asha Verma' }).toString(),
    });
    expect(paid.status).toBe(303);

    const inbox = async () =>
      ((await (await fetch(`${mail.webUrl}/email`)).json()) as { subject: string; to: { address: string }[] }[]).filter((m) => m.to.some((t) => t.address === 'chain@example.com'));
    const [confirmation] = await vi.waitFor(
      async () => {
        const found = await inbox();
        if (!found.length) throw new Error('no confirmation yet');
        return found;
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(confirmation!.subject).toContain('Booking confirmed: Suvarna Heritage Shimla');
    await vi.waitFor(() => {
      if (sandbox.deliveries().filter((d) => d.type === 'checkout.session.completed' && d.status === 200).length < 2) throw new Error('duplicate not yet delivered');
    });
    // Both deliveries were answered after their transaction: one payment.paid was written, and its e-mail is the one in
    // the inbox (notify sends one per event), so no second confirmation can follow.
    const { rows } = await payment.deps.pool.query(`SELECT count(*)::int AS n FROM outbox WHERE envelope->>'type' = 'payment.paid' AND key = $1`, [booking.bookingId]);
    expect(rows[0]).toEqual({ n: 1 });
    expect(await inbox()).toHaveLength(1);
  });
});
