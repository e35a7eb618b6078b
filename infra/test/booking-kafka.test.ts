import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  addDays,
  availabilitySchema,
  bookingCreatedResponseSchema,
  bookingCreatedSchema,
  hotelSchema,
  indiaToday,
  type EventEnvelope,
} from '@suvarna/contracts';
import { createKafkaTransport, createLogger, parseEnvelope, startService, type RunningService, type Transport } from '@suvarna/platform';
import { createTestDatabase, startTestIssuer, type TestDatabase, type TestIssuer } from '@suvarna/platform/testing';
import { createBookingService, loadConfig as bookingConfig } from '@suvarna/booking-service';
import { createCatalogService, loadConfig as catalogConfig } from '@suvarna/catalog-service';
import { kcatAvailable, startKafkaMockCluster, type KafkaMockCluster } from '../kafka';
import { freePort } from '../testing';

const kafkaRequired = Boolean(process.env.CI || process.env.REQUIRE_KAFKA);
const skip = !kcatAvailable() && !kafkaRequired;
if (skip) console.warn('Skipping the booking flow over Kafka: `kcat` (librdkafka mock cluster) is not installed.');

const WAIT = { timeout: 40_000, interval: 100 };
const logger = createLogger('booking-kafka-test', 'silent');

/**
 * Catalog and booking as separate deployments would run them: each with its own Kafka client, talking
 * only over the Kafka protocol (librdkafka's mock cluster) and the catalog's internal HTTP snapshot.
 */
describe.skipIf(skip)('the booking flow over Kafka', () => {
  let cluster: KafkaMockCluster;
  let db: TestDatabase;
  let issuer: TestIssuer;
  const transports: Transport[] = [];
  let booking: RunningService;
  let catalog: RunningService | undefined;
  let catalogPort: number;
  const created: EventEnvelope[] = [];

  const kafka = () => {
    const t = createKafkaTransport({ brokers: cluster.brokers, clientId: 'booking-kafka-test', logger, maxWaitTimeInMs: 100 });
    transports.push(t);
    return t;
  };
  const env = () => ({ DATABASE_URL: db.url, REDIS_URL: inject('redisUrl') || undefined, AUTH_JWKS_URL: issuer.jwksUrl, LOG_LEVEL: 'silent' });

  beforeAll(async () => {
    if (!kcatAvailable()) throw new Error('kcat is required for the Kafka flow (CI or REQUIRE_KAFKA is set) but is not installed');
    cluster = await startKafkaMockCluster();
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    issuer = await startTestIssuer();
    catalogPort = await freePort();
    // A reader of booking's events, as payment or notify would be.
    await kafka().subscribe({
      group: 'booking-kafka-test-reader',
      topics: ['booking'],
      handle: async (message) => {
        created.push(parseEnvelope(message.value));
      },
    });
  });

  afterAll(async () => {
    await catalog?.close();
    await booking?.close();
    await Promise.all(transports.map((t) => t.close()));
    await issuer?.close();
    await db?.drop();
    await cluster?.stop();
  });

  it(
    'when booking starts before the catalog, then it is up at once and its copy fills once the catalog is up',
    async () => {
      booking = await startService(
        createBookingService(),
        bookingConfig({ ...env(), CATALOG_URL: `http://127.0.0.1:${catalogPort}`, INVENTORY_SYNC_MAX_DELAY_MS: '200' }),
        { port: 0, transport: kafka() },
      );
      expect((await fetch(`${booking.url}/healthz`)).status).toBe(200);
      catalog = await startService(createCatalogService(), catalogConfig(env()), { port: catalogPort, transport: kafka() });
      await vi.waitFor(async () => {
        const { rows } = await booking.deps.pool.query('SELECT hotels FROM inventory_snapshots');
        expect(rows).toHaveLength(1);
      }, WAIT);
    },
    60_000,
  );

  it(
    'when an admin changes a hotel in the catalog, then booking prices it from the Kafka event, and a booking is published as booking.created',
    async () => {
      const admin = await issuer.sign({ sub: 'admin-1', role: 'admin', name: 'Meera Kapoor' });
      const current = hotelSchema.parse(await (await fetch(`${catalog!.url}/api/admin/hotels/3`, { headers: { authorization: `Bearer ${admin}` } })).json());
      const { id: _id, _id: _legacy, ...fields } = current;
      const rooms = fields.rooms.map((r) => (r.type === 'Garden Room' ? { ...r, price: 10_500 } : r));
      const put = await fetch(`${catalog!.url}/api/admin/hotels/3`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...fields, rooms }),
      });
      expect(put.status).toBe(200);

      const checkIn = addDays(indiaToday(), 20);
      const checkOut = addDays(indiaToday(), 21);
      await vi.waitFor(async () => {
        const res = await fetch(`${booking.url}/api/bookings/availability?hotel_id=3&check_in=${checkIn}&check_out=${checkOut}`);
        expect(availabilitySchema.parse(await res.json()).rooms.find((r) => r.type === 'Garden Room')?.price).toBe(10_500);
      }, WAIT);

      const guest = await issuer.sign({ sub: 'guest-1', role: 'guest', name: 'Ira Sen', email: 'ira.sen@example.com' });
      const res = await fetch(`${booking.url}/api/bookings/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${guest}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          hotel_id: '3',
          check_in: checkIn,
          check_out: checkOut,
          rooms: [{ type: 'Garden Room', quantity: 1 }],
          guest_info: { name: 'Ira Sen', email: 'ira.sen@example.com' },
          total_amount: 11_760,
        }),
      });
      expect(res.status).toBe(201);
      const { booking_id } = bookingCreatedResponseSchema.parse(await res.json());
      const event = await vi.waitFor(() => {
        const found = created.find((e) => e.key === booking_id);
        expect(found).toBeDefined();
        return found!;
      }, WAIT);
      expect(event.type).toBe('booking.created');
      expect(bookingCreatedSchema.parse(event.data)).toMatchObject({
        bookingId: booking_id,
        hotelId: '3',
        rooms: [{ type: 'Garden Room', quantity: 1, pricePaise: 1_050_000 }],
        totalPaise: 1_176_000,
        guestEmail: 'ira.sen@example.com',
      });
    },
    60_000,
  );

  it(
    'when the catalog stops, then booking keeps taking bookings from its copy',
    async () => {
      await catalog!.close();
      catalog = undefined;
      const guest = await issuer.sign({ sub: 'guest-2', role: 'guest', name: 'Dev Rao' });
      const res = await fetch(`${booking.url}/api/bookings/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${guest}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          hotel_id: '3',
          check_in: addDays(indiaToday(), 22),
          check_out: addDays(indiaToday(), 23),
          rooms: [{ type: 'Garden Room', quantity: 1 }],
          guest_info: { name: 'Dev Rao', email: 'dev.rao@example.com' },
          total_amount: 11_760,
        }),
      });
      expect(res.status).toBe(201);
    },
    30_000,
  );
});
