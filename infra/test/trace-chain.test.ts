import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { addDays, availabilitySearchSchema, indiaToday, priceStay, rupeesToPaise } from '@suvarna/contracts';
import { kcatAvailable, startKafkaMockCluster, type KafkaMockCluster } from '../kafka';
import { newWebhookSecret, startStripeSandbox, type StripeSandbox } from '../stripe-sandbox/src';
import { startTestSite, type TestSite } from '../testing';

const kafkaRequired = Boolean(process.env.CI || process.env.REQUIRE_KAFKA);
const hasKcat = kcatAvailable();
if (!hasKcat && !kafkaRequired) console.warn('Trace chain over Kafka SKIPPED: kcat is not installed (apt-get install kcat).');

/** A span as an OTLP/HTTP JSON export carries it, with its service's name. */
interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

/** OTLP's span kinds. */
const KIND = { server: 2, client: 3, producer: 4, consumer: 5 } as const;

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean };
}
interface OtlpRequest {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: { spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: OtlpAttribute[] }[] }[];
  }[];
}

const attributesOf = (list: OtlpAttribute[] = []) => Object.fromEntries(list.map((a) => [a.key, a.value.stringValue ?? a.value.intValue ?? a.value.boolValue]));

/** A collector's OTLP/HTTP endpoint, as Jaeger's port 4318 takes it: POST /v1/traces with a JSON body. */
async function startOtlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; close(): Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces' || !String(req.headers['content-type']).startsWith('application/json')) {
        res.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpRequest;
      for (const rs of body.resourceSpans ?? []) {
        const service = String(attributesOf(rs.resource?.attributes)['service.name']);
        for (const ss of rs.scopeSpans ?? [])
          for (const s of ss.spans ?? [])
            spans.push({ service, traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId ?? '', name: s.name, kind: s.kind, attributes: attributesOf(s.attributes) });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The whole site over the Kafka protocol, exporting to a real OTLP/HTTP endpoint: a guest's booking
 * journey, sent by a browser that holds one trace, shows as one trace from the gateway through each
 * service, outbox, Kafka message and consumer to the e-mail.
 */
describe.skipIf(!hasKcat && !kafkaRequired)('one booking as one trace', () => {
  let cluster: KafkaMockCluster;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let sandbox: StripeSandbox;
  let test: TestSite;

  beforeAll(async () => {
    if (!hasKcat) throw new Error('kcat is required (CI or REQUIRE_KAFKA is set) but is not installed');
    cluster = await startKafkaMockCluster();
    receiver = await startOtlpReceiver();
    // No webhook endpoint and no reconciliation: the guest's return to the site is what records the payment, in the guest's trace.
    sandbox = await startStripeSandbox({ apiKeys: ['sk_test_traces'] });
    test = await startTestSite(inject('adminDatabaseUrl'), inject('redisUrl'), {
      KAFKA_BROKERS: cluster.brokers.join(','),
      KAFKA_FETCH_MAX_WAIT_MS: '100',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      STRIPE_SECRET_KEY: 'sk_test_traces',
      STRIPE_WEBHOOK_SECRET: newWebhookSecret(),
      STRIPE_API_BASE: sandbox.url,
      STRIPE_EVENTS_POLL_SECONDS: '0',
    });
  }, 240_000);

  afterAll(async () => {
    await test?.close();
    await sandbox?.close();
    await receiver?.close();
    await cluster?.stop();
  });

  it('when a guest books, pays and returns to the site, then every hop from the gateway to the e-mail is a span of the browser\'s trace with its parent', async () => {
    const site = test.site.url;
    const traceId = randomBytes(16).toString('hex');
    /** A browser span of the journey: each request names its own as the parent. */
    const browser = () => {
      const spanId = randomBytes(8).toString('hex');
      return { spanId, header: { traceparent: `00-${traceId}-${spanId}-01` } };
    };

    const login = await fetch(`${site}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'guest@suvarnahotels.in', password: 'Guest@123' }) });
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${access_token}` };

    const checkIn = addDays(indiaToday(), 40);
    const search = availabilitySearchSchema.parse(await (await fetch(`${site}/api/bookings/availability/search?check_in=${checkIn}&check_out=${addDays(checkIn, 1)}&guests=1`)).json());
    const hotel = search.hotels.find((h) => h.bookable && h.rooms.some((r) => r.free > 0))!;
    const room = hotel.rooms.find((r) => r.free > 0)!;

    const book = browser();
    const created = await fetch(`${site}/api/bookings/create`, {
      method: 'POST',
      headers: { ...headers, ...book.header },
      body: JSON.stringify({
        hotel_id: hotel.hotel_id,
        check_in: checkIn,
        check_out: addDays(checkIn, 1),
        rooms: [{ type: room.type, quantity: 1 }],
        guest_info: { name: 'Tara Iyer', email: 'traced@example.com' },
        total_amount: priceStay([{ type: room.type, quantity: 1, pricePaise: rupeesToPaise(room.price) }], 1).totalPaise / 100,
      }),
    });
    expect(created.status).toBe(201);
    const { booking_id } = (await created.json()) as { booking_id: string };

    // Over Kafka the checkout may be asked for before payment has the booking: the page tries again.
    const session = await vi.waitFor(
      async () => {
        const res = await fetch(`${site}/api/payments/create-checkout-session`, { method: 'POST', headers: { ...headers, ...browser().header }, body: JSON.stringify({ booking_id, origin_url: site }) });
        expect(res.status).toBe(200);
        return (await res.json()) as { checkout_url: string; session_id: string };
      },
      { timeout: 30_000, interval: 200 },
    );
    const paid = await fetch(session.checkout_url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'traced@example.com', cardNumber: '4242 4242 4242 4242', cardExpiry: '12 / 34', cardCvc: '123', billingName: 'Tara Iyer' }).toString(),
    });
    expect(paid.status).toBe(303);

    const back = browser();
    const status = await fetch(`${site}/api/payments/checkout-status/${session.session_id}`, { headers: { ...headers, ...back.header } });
    expect(await status.json()).toMatchObject({ payment_status: 'paid' });

    const inTrace = () => receiver.spans.filter((s) => s.traceId === traceId);
    /** The one span of the trace matching `what`, once exported. */
    const span = (what: Partial<Pick<ReceivedSpan, 'service' | 'name' | 'kind' | 'parentSpanId'>>) => {
      const found = inTrace().filter((s) => Object.entries(what).every(([k, v]) => s[k as keyof ReceivedSpan] === v));
      expect(found, JSON.stringify(what)).toHaveLength(1);
      return found[0]!;
    };
    const childOf = (parent: ReceivedSpan, what: Omit<Parameters<typeof span>[0], 'parentSpanId'>) => span({ ...what, parentSpanId: parent.spanId });

    // Each service exports on its own schedule: the trace is read again until every hop is in.
    await vi.waitFor(() => {
      // browser → gateway → booking → outbox → Kafka → payment (and ai)
      const gatewayIn = span({ service: 'gateway', kind: KIND.server, parentSpanId: book.spanId });
      expect(gatewayIn.attributes['http.response.status_code']).toBe(201);
      const gatewayOut = childOf(gatewayIn, { service: 'gateway', kind: KIND.client });
      const bookingIn = childOf(gatewayOut, { service: 'booking', kind: KIND.server, name: 'POST /api/bookings/create' });
      const written = childOf(bookingIn, { service: 'booking', kind: KIND.producer, name: 'create booking' });
      expect(written.attributes['event.type']).toBe('booking.created');
      const sent = childOf(written, { service: 'booking', kind: KIND.producer, name: 'send booking' });
      expect(sent.attributes['messaging.kafka.message.key']).toBe(booking_id);
      const consumers = inTrace().filter((s) => s.kind === KIND.consumer && s.parentSpanId === sent.spanId);
      expect(consumers.map((s) => s.service)).toEqual(expect.arrayContaining(['payment', 'ai']));

      // browser → gateway → payment → outbox → Kafka → notify → e-mail (and booking records the payment)
      const returnIn = span({ service: 'gateway', kind: KIND.server, parentSpanId: back.spanId });
      const returnOut = childOf(returnIn, { service: 'gateway', kind: KIND.client });
      const paymentIn = childOf(returnOut, { service: 'payment', kind: KIND.server, name: 'GET /api/payments/checkout-status/:sessionId' });
      const paidWritten = childOf(paymentIn, { service: 'payment', kind: KIND.producer, name: 'create payment' });
      expect(paidWritten.attributes['event.type']).toBe('payment.paid');
      const paidSent = childOf(paidWritten, { service: 'payment', kind: KIND.producer, name: 'send payment' });
      const paidConsumers = inTrace().filter((s) => s.kind === KIND.consumer && s.parentSpanId === paidSent.spanId);
      expect(paidConsumers.map((s) => s.service)).toEqual(expect.arrayContaining(['booking', 'notify']));
      const mails = paidConsumers.filter((s) => s.service === 'notify').flatMap((c) => inTrace().filter((s) => s.parentSpanId === c.spanId && s.name === 'email send'));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.kind).toBe(KIND.client);
    }, { timeout: 60_000, interval: 500 });

    // Kafka's own lag reached the metrics of the consumers that handled these events.
    const paymentService = test.site.services.find((s) => s.name === 'payment')!;
    expect(await (await fetch(`${paymentService.url}/metrics`)).text()).toMatch(/^kafka_consumer_lag_messages\{[^}]*topic="booking"[^}]*\} \d+$/m);

    // The confirmation really went out, as the span says: to the account's own address (the typed guest address
    // was only asked whether it wants the booking's e-mails).
    const inbox = (await (await fetch(`${test.mail.webUrl}/email`)).json()) as { to: { address: string }[]; subject: string; messageId: string }[];
    const subjectsTo = (address: string) => inbox.filter((m) => m.to.some((t) => t.address === address)).map((m) => m.subject);
    expect(subjectsTo('guest@suvarnahotels.in')).toEqual([expect.stringContaining('Booking confirmed')]);
    expect(subjectsTo('traced@example.com')).toEqual([expect.stringContaining('Would you like e-mails about a stay')]);
  }, 240_000);
});
