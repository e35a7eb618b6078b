import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hotelChangedSchema, hotelSchema } from '@suvarna/contracts';
import { startCatalog, type CatalogUnderTest } from './catalog-test-kit';

let catalog: CatalogUnderTest;
let admin: string;

beforeAll(async () => {
  catalog = await startCatalog();
  admin = await catalog.tokenFor('admin');
});
afterAll(async () => {
  await catalog?.close();
});

const snapshotSchema = z.object({ hotels: z.array(hotelChangedSchema) });

describe('GET /internal/hotels', () => {
  it('when another service asks for the snapshot, then every hotel comes as its latest hotel-changed payload, in paise', async () => {
    const created = hotelSchema.parse(
      await (
        await catalog.call('POST', '/api/admin/hotels', {
          token: admin,
          body: { name: 'Suvarna Hidden Valley', type: 'Retreat', location: 'Chail', state: 'Himachal Pradesh', status: 'inactive', rooms: [{ type: 'Cabin', price: 9999, capacity: 2, available: 3 }] },
        })
      ).json(),
    );
    await catalog.call('PUT', `/api/admin/hotels/${created.id}`, {
      token: admin,
      body: { name: 'Suvarna Hidden Valley', type: 'Retreat', location: 'Chail', state: 'Himachal Pradesh', status: 'active', rooms: [{ type: 'Cabin', price: 10500, capacity: 2, available: 3 }] },
    });
    const res = await catalog.call('GET', '/internal/hotels');
    expect(res.status).toBe(200);
    const { hotels } = snapshotSchema.parse(await res.json());
    const { rows } = await catalog.service.deps.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM hotels');
    expect(hotels).toHaveLength(rows[0]!.n);
    expect(hotels.find((h) => h.hotelId === '1')).toMatchObject({ status: 'active', revision: 1, rooms: expect.arrayContaining([{ type: 'Deluxe Room', pricePaise: 1_200_000, capacity: 2, available: 40 }]) });
    expect(hotels.find((h) => h.hotelId === created.id)).toMatchObject({ status: 'active', revision: 2, rooms: [{ type: 'Cabin', pricePaise: 1_050_000, capacity: 2, available: 3 }] });
    // The same payload the catalog last published for the hotel.
    const published = (await catalog.outbox()).filter((e) => e.key === created.id && e.type === 'catalog.hotel-changed').at(-1);
    expect(hotels.find((h) => h.hotelId === created.id)).toEqual(published?.data);
  });
});

describe('GET /internal/stats', () => {
  it('when an admin or manager asks, then the hotel counts equal the catalog own rows; anyone else is refused', async () => {
    for (const role of ['admin', 'manager'] as const) {
      const res = await catalog.call('GET', '/internal/stats', { token: await catalog.tokenFor(role) });
      const { rows } = await catalog.service.deps.pool.query<{ total: number; active: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'active')::int AS active FROM hotels`,
      );
      expect(await res.json()).toEqual({ active_hotels: rows[0]!.active, total_hotels: rows[0]!.total });
    }
    expect((await catalog.call('GET', '/internal/stats')).status).toBe(401);
    expect((await catalog.call('GET', '/internal/stats', { token: await catalog.tokenFor('guest') })).status).toBe(403);
    expect((await catalog.call('GET', '/internal/stats', { token: await catalog.tokenFor('hr') })).status).toBe(403);
  });
});
