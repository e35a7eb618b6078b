import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { addDays, hotelSchema, indiaToday, recommendationsResponseSchema } from '@suvarna/contracts';
import { createKafkaTransport, createLogger, startService, type RunningService, type Transport } from '@suvarna/platform';
import { createTestDatabase, startTestIssuer, type TestDatabase, type TestIssuer } from '@suvarna/platform/testing';
import { createAiService, loadConfig as aiConfig } from '@suvarna/ai-service';
import { createBookingService, loadConfig as bookingConfig } from '@suvarna/booking-service';
import { createCatalogService, loadConfig as catalogConfig } from '@suvarna/catalog-service';
import { kcatAvailable, startKafkaMockCluster, type KafkaMockCluster } from '../kafka';
import { freePort } from '../testing';

const kafkaRequired = Boolean(process.env.CI || process.env.REQUIRE_KAFKA);
const skip = !kcatAvailable() && !kafkaRequired;
if (skip) console.warn('Skipping the AI read models over Kafka: `kcat` (librdkafka mock cluster) is not installed.');

const WAIT = { timeout: 40_000, interval: 100 };
const logger = createLogger('ai-kafka-test', 'silent');

/**
 * Catalog, booking and the AI service as separate deployments: the AI's read models are fed only over
 * the Kafka protocol (librdkafka's mock cluster) and the catalog's internal snapshot.
 */
describe.skipIf(skip)('the AI read models over Kafka', () => {
  let cluster: KafkaMockCluster;
  let db: TestDatabase;
  let issuer: TestIssuer;
  const transports: Transport[] = [];
  let catalog: RunningService;
  let booking: RunningService;
  let ai: RunningService;
  let hotelId = '';

  const kafka = () => {
    const t = createKafkaTransport({ brokers: cluster.brokers, clientId: 'ai-kafka-test', logger, maxWaitTimeInMs: 100 });
    transports.push(t);
    return t;
  };
  const env = () => ({ DATABASE_URL: db.url, REDIS_URL: inject('redisUrl') || undefined, AUTH_JWKS_URL: issuer.jwksUrl, LOG_LEVEL: 'silent' });
  const recommend = async (message: string) =>
    recommendationsResponseSchema.parse(
      await (await fetch(`${ai.url}/api/ai/recommendations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }) })).json(),
    );

  beforeAll(async () => {
    if (!kcatAvailable()) throw new Error('kcat is required for the Kafka flow (CI or REQUIRE_KAFKA is set) but is not installed');
    cluster = await startKafkaMockCluster();
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    issuer = await startTestIssuer();
    const catalogPort = await freePort();
    catalog = await startService(createCatalogService(), catalogConfig(env()), { port: catalogPort, transport: kafka() });
    const catalogUrl = `http://127.0.0.1:${catalogPort}`;
    booking = await startService(createBookingService(), bookingConfig({ ...env(), CATALOG_URL: catalogUrl, INVENTORY_SYNC_MAX_DELAY_MS: '200' }), { port: 0, transport: kafka() });
    ai = await startService(createAiService(), aiConfig({ ...env(), CATALOG_URL: catalogUrl, SNAPSHOT_SYNC_MAX_DELAY_MS: '200' }), { port: 0, transport: kafka() });
  }, 60_000);

  afterAll(async () => {
    await ai?.close();
    await booking?.close();
    await catalog?.close();
    await Promise.all(transports.map((t) => t.close()));
    await issuer?.close();
    await db?.drop();
    await cluster?.stop();
  });

  it(
    'when the AI starts on a new database, then its hotels come from the catalog snapshot',
    async () => {
      await vi.waitFor(async () => {
        const { rows } = await ai.deps.pool.query<{ hotels: number }>('SELECT hotels FROM catalog_snapshots');
        expect(rows[0]?.hotels).toBe(25);
      }, WAIT);
      expect((await recommend('Backwaters houseboat')).recommendations[0]!.id).toBe('13');
    },
    60_000,
  );

  it(
    'when an admin adds a hotel, then the AI recommends it from the Kafka event',
    async () => {
      const admin = await issuer.sign({ sub: 'admin-1', role: 'admin', name: 'Meera Kapoor' });
      const res = await fetch(`${catalog.url}/api/admin/hotels`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Suvarna Lakeview Nainital',
          type: 'Lakeside Resort',
          location: 'Nainital',
          state: 'Uttarakhand',
          rating: 4.5,
          amenities: ['Spa', 'Boating'],
          rooms: [{ type: 'Lake Room', price: 9000, capacity: 2, available: 1 }],
          status: 'active',
        }),
      });
      expect(res.status).toBe(201);
      hotelId = hotelSchema.parse(await res.json()).id;
      await vi.waitFor(async () => {
        expect((await recommend('Nainital with a spa')).recommendations[0]).toMatchObject({ id: hotelId, price_from: 9000 });
      }, WAIT);
    },
    60_000,
  );

  it(
    'when its only room is booked for some nights, then the AI does not recommend it for them, from booking’s Kafka event',
    async () => {
      const [checkIn, checkOut] = [addDays(indiaToday(), 15), addDays(indiaToday(), 17)];
      await vi.waitFor(async () => {
        const res = await fetch(`${booking.url}/api/bookings/availability?hotel_id=${hotelId}&check_in=${checkIn}&check_out=${checkOut}`);
        expect(res.status).toBe(200);
      }, WAIT);
      const guest = await issuer.sign({ sub: 'guest-1', role: 'guest', name: 'Ira Sen', email: 'ira.sen@example.com' });
      const res = await fetch(`${booking.url}/api/bookings/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${guest}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          hotel_id: hotelId,
          check_in: checkIn,
          check_out: checkOut,
          rooms: [{ type: 'Lake Room', quantity: 1 }],
          guest_info: { name: 'Ira Sen', email: 'ira.sen@example.com' },
          total_amount: 20_160,
        }),
      });
      expect(res.status).toBe(201);
      await vi.waitFor(async () => {
        const body = await recommend(`Nainital from ${checkIn} to ${checkOut}`);
        expect(body.recommendations.map((r) => r.id)).not.toContain(hotelId);
        expect(body.reasoning).toContain('Fully booked on those dates: Suvarna Lakeview Nainital');
      }, WAIT);
      expect((await recommend(`Nainital from ${addDays(checkOut, 5)} to ${addDays(checkOut, 6)}`)).recommendations[0]!.id).toBe(hotelId);
    },
    60_000,
  );
});
