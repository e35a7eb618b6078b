import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { inject, vi } from 'vitest';
import { addDays, indiaToday, topicOf, type EventEnvelope, type HotelChanged, type Role } from '@suvarna/contracts';
import { createMemoryTransport, startService, type RunningService, type Transport } from '@suvarna/platform';
import { createTestDatabase, startTestIssuer, type TestDatabase, type TestIssuer } from '@suvarna/platform/testing';
import { freePort } from '@suvarna/infra/testing';
import { loadConfig, type BookingConfig } from '../src/config';
import { createBookingService } from '../src/service';
import { INVENTORY_CONSUMER_GROUP } from '../src/entry-points/events/catalog-events-consumer';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  token: string;
}

/**
 * A stand-in for the catalog's internal endpoint (GET /internal/hotels), which booking reads on its
 * first start; it can be down (stopped) and come up later on the same port.
 */
export interface CatalogStandIn {
  url: string;
  hotels: HotelChanged[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface BookingUnderTest {
  service: RunningService<BookingConfig>;
  db: TestDatabase;
  issuer: TestIssuer;
  catalog: CatalogStandIn;
  /** A new person of the role, with a token: each call is a different user. */
  user(role?: Role, name?: string): Promise<TestUser>;
  call(method: string, path: string, options?: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> }): Promise<Response>;
  /** Delivers a catalog event as the catalog would publish it, and waits until booking has handled it. */
  publish(type: 'catalog.hotel-changed' | 'catalog.hotel-removed', key: string, data: Record<string, unknown>, version?: number): Promise<void>;
  /** Delivers any event as its publisher would, and waits until the consumer group has handled it. */
  deliver(type: string, key: string, data: Record<string, unknown>, group: string, version?: number): Promise<void>;
  /** catalog.hotel-changed v2 for the hotel, handled. */
  putHotel(hotel: HotelChanged): Promise<void>;
  /** Events booking wrote to its outbox, oldest first. */
  outbox(): Promise<{ type: string; key: string; data: Record<string, unknown> }[]>;
  close(): Promise<void>;
}

let userCount = 0;

/** India's date `days` from today: the stays tests book. */
export const inDays = (days: number) => addDays(indiaToday(), days);

let hotelCount = 0;

/** A bookable hotel for a test, unique per call, with two room types. */
export function testHotel(overrides: Partial<HotelChanged> = {}): HotelChanged {
  hotelCount++;
  return {
    hotelId: `t${hotelCount}-${randomUUID().slice(0, 8)}`,
    name: `Suvarna Test Retreat ${hotelCount}`,
    location: 'Rishikesh',
    state: 'Uttarakhand',
    status: 'active',
    contact: { phone: '+91 135 244 0000', email: 'rishikesh@suvarnahotels.in', address: 'Tapovan, Rishikesh 249192' },
    rooms: [
      { type: 'Riverside Room', pricePaise: 1_100_000, capacity: 2, available: 10 },
      { type: 'Wellness Suite', pricePaise: 2_100_000, capacity: 3, available: 4 },
    ],
    revision: 1,
    ...overrides,
  };
}

export interface KitOptions {
  /** Hotels the catalog stand-in serves from the start. */
  snapshot?: HotelChanged[];
  /** Whether the catalog stand-in is up when booking starts (default true). */
  catalogUp?: boolean;
  env?: Record<string, string>;
}

/** The booking service on its own fresh database, with stand-ins for auth's token issuer and the catalog. */
export async function startBooking(options: KitOptions = {}): Promise<BookingUnderTest> {
  const db = await createTestDatabase(inject('adminDatabaseUrl'));
  const issuer = await startTestIssuer();
  const catalog = await catalogStandIn(options.snapshot ?? []);
  if (options.catalogUp !== false) await catalog.start();
  const transport: Transport = createMemoryTransport({ redeliveryDelayMs: 20 });
  const config = loadConfig({
    DATABASE_URL: db.url,
    REDIS_URL: inject('redisUrl') || undefined,
    AUTH_JWKS_URL: issuer.jwksUrl,
    CATALOG_URL: catalog.url,
    // Nothing listens here: auth is "down" unless a test says otherwise.
    AUTH_URL: `http://127.0.0.1:${await freePort()}`,
    // Likewise payment: a change of dates' checkout is opened there (change-dates.test.ts puts a stand-in there).
    PAYMENT_URL: `http://127.0.0.1:${await freePort()}`,
    INVENTORY_SYNC_MAX_DELAY_MS: '100',
    STATS_TIMEOUT_MS: '500',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Tests book many stays per account, and count mail limits in a Redis that outlives a run: each limit is
    // tested in a file of its own.
    HOLD_MAX_BOOKINGS: '1000',
    HOLD_MAX_ROOMS: '10000',
    HOLD_MAX_BOOKINGS_PER_HOTEL: '1000',
    HOLD_MAX_ROOMS_PER_HOTEL: '10000',
    UNVERIFIED_MAIL_MAX_PER_ADDRESS: '100000',
    UNVERIFIED_MAIL_MAX_PER_RECIPIENT: '100000',
    ...options.env,
  });
  const service = await startService(createBookingService(), config, { port: 0, transport });

  const kit: BookingUnderTest = {
    service,
    db,
    issuer,
    catalog,
    async user(role = 'guest', name = 'Asha Verma') {
      const id = `user-${++userCount}-${Date.now()}`;
      const email = `${id}@example.com`;
      return { id, name, email, role, token: await issuer.sign({ sub: id, role, name, email }) };
    },
    call: (method, path, { token, body, rawBody, headers = {} } = {}) =>
      fetch(`${service.url}${path}`, {
        method,
        headers: {
          ...(body !== undefined || rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      }),
    publish: (type, key, data, version = type === 'catalog.hotel-changed' ? 2 : 1) => kit.deliver(type, key, data, INVENTORY_CONSUMER_GROUP, version),
    async deliver(type, key, data, group, version = 1) {
      const envelope: EventEnvelope = { id: randomUUID(), type, version, occurredAt: new Date().toISOString(), key, correlationId: randomUUID(), data };
      await transport.send({ topic: topicOf(type), key, value: JSON.stringify(envelope) });
      await vi.waitFor(
        async () => {
          const { rowCount } = await service.deps.pool.query('SELECT 1 FROM processed_events WHERE event_id = $1 AND consumer_group = $2', [
            envelope.id,
            group,
          ]);
          if (!rowCount) throw new Error(`${type} ${envelope.id} not handled yet`);
        },
        { timeout: 5_000, interval: 20 },
      );
    },
    putHotel: (hotel) => kit.publish('catalog.hotel-changed', hotel.hotelId, hotel),
    outbox: async () =>
      (
        await service.deps.pool.query<{ type: string; key: string; data: Record<string, unknown> }>(
          `SELECT envelope->>'type' AS type, key, envelope->'data' AS data FROM outbox ORDER BY id`,
        )
      ).rows,
    async close() {
      await service.close();
      await transport.close();
      await catalog.stop();
      await issuer.close();
      await db.drop();
    },
  };
  return kit;
}

async function catalogStandIn(hotels: HotelChanged[]): Promise<CatalogStandIn> {
  const port = await freePort();
  let server: Server | undefined;
  const standIn: CatalogStandIn = {
    url: `http://127.0.0.1:${port}`,
    hotels,
    async start() {
      const s = createServer((req, res) => {
        if (req.url === '/internal/hotels') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ hotels: standIn.hotels }));
        else res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'Not found', code: 'not_found' }));
      });
      await new Promise<void>((resolve) => s.listen(port, '127.0.0.1', resolve));
      server = s;
    },
    async stop() {
      const s = server;
      server = undefined;
      if (!s) return;
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  return standIn;
}

/** A valid booking body for the hotel's first room type, one room for `nights` nights from `from` days ahead. */
export function bookingBody(hotel: HotelChanged, options: { from?: number; nights?: number; quantity?: number; type?: string } = {}) {
  const { from = 10, nights = 2, quantity = 1 } = options;
  const room = hotel.rooms.find((r) => r.type === (options.type ?? hotel.rooms[0]!.type))!;
  const roomTotal = room.pricePaise * quantity * nights;
  return {
    hotel_id: hotel.hotelId,
    check_in: inDays(from),
    check_out: inDays(from + nights),
    rooms: [{ type: room.type, quantity }],
    guest_info: { name: 'Asha Verma', email: 'asha.verma@example.com', phone: '+91 98765 43210', address: '' },
    special_requests: 'A quiet room, please.',
    total_amount: Math.round((roomTotal * 112) / 10_000),
    guests: 2,
  };
}
