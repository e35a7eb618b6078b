import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { inject, vi } from 'vitest';
import { addDays, indiaToday, topicOf, type EventEnvelope, type HotelChanged } from '@suvarna/contracts';
import { createMemoryTransport, startService, type RunningService, type Transport } from '@suvarna/platform';
import { createTestDatabase, type TestDatabase } from '@suvarna/platform/testing';
import { freePort } from '@suvarna/infra/testing';
import { properties } from '@suvarna/sample-data';
import { loadConfig, type AiConfig } from '../src/config';
import { createAiService } from '../src/service';
import { BOOKING_CONSUMER_GROUP, CATALOG_CONSUMER_GROUP, PAYMENT_CONSUMER_GROUP } from '../src/entry-points/events/consumers';

export interface AiUnderTest {
  service: RunningService<AiConfig>;
  call(method: string, path: string, body?: unknown, rawBody?: string): Promise<Response>;
  /** Delivers an event as its publisher would, and waits until the AI's consumer has handled it. */
  deliver(type: string, key: string, data: Record<string, unknown>, version?: number): Promise<void>;
  putHotel(hotel: HotelChanged): Promise<void>;
  /** booking.created for `quantity` rooms of the hotel's first type over [checkIn, checkOut). */
  book(hotel: HotelChanged, checkIn: string, checkOut: string, quantity: number, options?: { createdAt?: string; type?: string }): Promise<string>;
  /** Waits until the copy holds the catalog's snapshot. */
  snapshotLoaded(): Promise<void>;
  close(): Promise<void>;
}

export const inDays = (days: number) => addDays(indiaToday(), days);

let hotelCount = 0;

/** A hotel as the catalog publishes it (v2 with what it offers). */
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
    type: 'Himalayan Wellness Retreat',
    rating: 4.6,
    description: 'Yoga by the river.',
    amenities: ['Spa', 'Yoga Deck', 'Restaurant'],
    features: ['Sunrise yoga on the Ganga'],
    ...overrides,
  };
}

const groupOf = (type: string) => (type.startsWith('catalog.') ? CATALOG_CONSUMER_GROUP : type.startsWith('booking.') ? BOOKING_CONSUMER_GROUP : PAYMENT_CONSUMER_GROUP);

/** The AI service on its own fresh database, with a stand-in for the catalog's snapshot endpoint. */
export async function startAi(options: { snapshot?: HotelChanged[]; env?: Record<string, string> } = {}): Promise<AiUnderTest> {
  const db: TestDatabase = await createTestDatabase(inject('adminDatabaseUrl'));
  const port = await freePort();
  const snapshot = options.snapshot ?? [];
  const catalog: Server = createServer((req, res) => {
    if (req.url === '/internal/hotels') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ hotels: snapshot }));
    else res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'Not found' }));
  });
  await new Promise<void>((resolve) => catalog.listen(port, '127.0.0.1', resolve));
  const transport: Transport = createMemoryTransport({ redeliveryDelayMs: 20 });
  const config = loadConfig({
    DATABASE_URL: db.url,
    REDIS_URL: inject('redisUrl') || undefined,
    CATALOG_URL: `http://127.0.0.1:${port}`,
    SNAPSHOT_SYNC_MAX_DELAY_MS: '100',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...options.env,
  });
  const service = await startService(createAiService(), config, { port: 0, transport });
  const kit: AiUnderTest = {
    service,
    call: (method, path, body, rawBody) =>
      fetch(`${service.url}${path}`, {
        method,
        headers: body !== undefined || rawBody !== undefined ? { 'content-type': 'application/json' } : {},
        body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      }),
    async deliver(type, key, data, version = type === 'catalog.hotel-changed' ? 2 : 1) {
      const envelope: EventEnvelope = { id: randomUUID(), type, version, occurredAt: new Date().toISOString(), key, correlationId: randomUUID(), data };
      await transport.send({ topic: topicOf(type), key, value: JSON.stringify(envelope) });
      await vi.waitFor(
        async () => {
          const { rowCount } = await service.deps.pool.query('SELECT 1 FROM processed_events WHERE event_id = $1 AND consumer_group = $2', [envelope.id, groupOf(type)]);
          if (!rowCount) throw new Error(`${type} ${envelope.id} not handled yet`);
        },
        { timeout: 5_000, interval: 20 },
      );
    },
    putHotel: (hotel) => kit.deliver('catalog.hotel-changed', hotel.hotelId, hotel),
    async book(hotel, checkIn, checkOut, quantity, { createdAt = new Date().toISOString(), type } = {}) {
      const room = hotel.rooms.find((r) => r.type === (type ?? hotel.rooms[0]!.type))!;
      const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
      const roomTotal = room.pricePaise * quantity * nights;
      const bookingId = randomUUID();
      await kit.deliver('booking.created', bookingId, {
        bookingId,
        confirmationCode: 'SUV-TEST-0001',
        userId: 'u1',
        hotelId: hotel.hotelId,
        hotelName: hotel.name,
        hotelLocation: hotel.location,
        checkIn,
        checkOut,
        nights,
        guests: 2,
        rooms: [{ type: room.type, quantity, pricePaise: room.pricePaise }],
        roomTotalPaise: roomTotal,
        taxesPaise: Math.round(roomTotal * 0.12),
        totalPaise: Math.round(roomTotal * 1.12),
        currency: 'INR',
        guestName: 'Asha Verma',
        guestEmail: 'asha@example.com',
        status: 'pending',
        paymentStatus: 'pending',
        createdAt,
      });
      return bookingId;
    },
    async snapshotLoaded() {
      await vi.waitFor(
        async () => {
          const { rowCount } = await service.deps.pool.query('SELECT 1 FROM catalog_snapshots');
          if (!rowCount) throw new Error('snapshot not loaded yet');
        },
        { timeout: 10_000, interval: 25 },
      );
    },
    async close() {
      await service.close();
      await transport.close();
      catalog.closeAllConnections();
      await new Promise<void>((resolve) => catalog.close(() => resolve()));
      await db.drop();
    },
  };
  return kit;
}

/** The chain's embedded properties as the catalog publishes them (catalog.hotel-changed v2). */
export function sampleSnapshot(): HotelChanged[] {
  return properties.map((h) => ({
    hotelId: h.id,
    name: h.name,
    location: h.location,
    state: h.state,
    status: h.status,
    contact: h.contact,
    rooms: h.rooms.map((r) => ({ type: r.type, pricePaise: Math.round(r.price * 100), capacity: r.capacity, available: r.available })),
    revision: 1,
    type: h.type,
    rating: h.rating,
    shownRating: h.shownRating,
    description: h.description,
    amenities: h.amenities,
    features: h.features,
    ...(h.openingDate ? { openingDate: h.openingDate } : {}),
  }));
}
