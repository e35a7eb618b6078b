import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelChangedSchema, hotelListSchema, hotelSchema, partnerSchema, teamMemberSchema, type Hotel } from '@suvarna/contracts';
import { partners, properties, team } from '@suvarna/sample-data';
import { startCatalog, type CatalogUnderTest } from './catalog-test-kit';

let catalog: CatalogUnderTest;

beforeAll(async () => {
  catalog = await startCatalog();
});
afterAll(async () => {
  await catalog?.close();
});

const openIds = Array.from({ length: 17 }, (_, i) => String(i + 1));
const preOpeningIds = ['pre1', 'pre2', 'pre3', 'pre4', 'pre5'];
const futureIds = ['fut1', 'fut2', 'fut3'];

describe('GET /api/hotels', () => {
  it('when the catalog starts on an empty database, then it lists the 25 sample hotels in the spec order', async () => {
    const res = await catalog.call('GET', '/api/hotels');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const hotels = hotelListSchema.parse(await res.json());
    expect(hotels.map((h) => h.id)).toEqual([...openIds, ...preOpeningIds, ...futureIds]);
    expect(hotels).toEqual(properties);
  });

  it('when the list is read, then each hotel carries both id and _id, local images and rooms priced in rupees', async () => {
    const hotels = hotelListSchema.parse(await (await catalog.call('GET', '/api/hotels')).json());
    for (const h of hotels) {
      expect(h._id).toBe(h.id);
      expect(h.images.length).toBeGreaterThanOrEqual(2);
      for (const image of h.images) expect(image).toMatch(/^\/images\/hotels\/[a-z-]+-\d\.svg$/);
      for (const room of h.rooms) expect(room.price).toBeGreaterThanOrEqual(10_000);
      for (const room of h.rooms) expect(room.price).toBeLessThanOrEqual(45_000);
    }
  });

  it('when filtered by status, then only hotels of that status are listed', async () => {
    const ids = async (status: string) => ((await (await catalog.call('GET', `/api/hotels?status=${status}`)).json()) as { id: string }[]).map((h) => h.id);
    expect(await ids('active')).toEqual(openIds);
    expect(await ids('pre-opening')).toEqual(preOpeningIds);
    expect(await ids('future')).toEqual(futureIds);
  });

  it('when the status filter is unknown, then the answer is 400 naming the allowed values', async () => {
    const res = await catalog.call('GET', '/api/hotels?status=inactive');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ detail: 'Status must be one of active, pre-opening, future' });
  });

  it('when the list is read twice, then the second answer comes from the cache with the same body', async () => {
    const first = await catalog.call('GET', '/api/hotels?status=future');
    const second = await catalog.call('GET', '/api/hotels?status=future');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe(await first.text());
  });

  it('when the client sends back the ETag it was given, then the answer is 304 with no body; another ETag gets the list', async () => {
    const first = await catalog.call('GET', '/api/hotels?status=active');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const body = await first.text();
    expect(first.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    const again = await fetch(`${catalog.service.url}/api/hotels?status=active`, { headers: { 'if-none-match': `"stale", ${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const other = await fetch(`${catalog.service.url}/api/hotels?status=active`, { headers: { 'if-none-match': '"stale"' } });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(body);
    // Each list and each hotel has its own ETag.
    expect((await catalog.call('GET', '/api/hotels?status=future')).headers.get('etag')).not.toBe(etag);
    const detail = await catalog.call('GET', '/api/hotels/12');
    expect((await fetch(`${catalog.service.url}/api/hotels/12`, { headers: { 'if-none-match': detail.headers.get('etag')! } })).status).toBe(304);
  });
});

describe('GET /api/hotels/{id}', () => {
  it('when the hotel exists, then its details are returned', async () => {
    const res = await catalog.call('GET', '/api/hotels/12');
    expect(res.status).toBe(200);
    const hotel = hotelSchema.parse(await res.json());
    expect(hotel).toMatchObject({ id: '12', _id: '12', location: 'Jaipur', state: 'Rajasthan', status: 'active' });
    expect(hotel.contact.email).toBe('jaipur@suvarnahotels.in');
  });

  it('when a pre-opening or future hotel is read, then it carries its opening date', async () => {
    const pre = hotelSchema.parse(await (await catalog.call('GET', '/api/hotels/pre2')).json());
    expect(pre).toMatchObject({ location: 'Shillong', status: 'pre-opening', openingDate: '2025-11-20' });
    expect(pre.rooms.every((r) => r.available === 0)).toBe(true);
    const future = hotelSchema.parse(await (await catalog.call('GET', '/api/hotels/fut2')).json());
    expect(future).toMatchObject({ location: 'Udaipur', status: 'future', rating: 0, openingDate: '2027-06-01' });
    expect(future.projectTimeline?.length).toBeGreaterThan(0);
  });

  it.each(['nope', 'a%20b', 'x'.repeat(65)])('when the hotel %s does not exist, then the answer is 404 with a detail', async (id) => {
    const res = await catalog.call('GET', `/api/hotels/${id}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Hotel not found', code: 'hotel_not_found' });
  });
});

describe('GET /api/team and /api/partners', () => {
  it('when the team is read, then the sample leadership team is returned in order', async () => {
    const res = await catalog.call('GET', '/api/team');
    expect(res.status).toBe(200);
    const members = teamMemberSchema.array().parse(await res.json());
    expect(members).toEqual(team);
    expect(members.some((m) => m.image === '')).toBe(true);
  });

  it('when the partners are read, then the sample partners are returned, websites only where they have one', async () => {
    const res = await catalog.call('GET', '/api/partners');
    expect(res.status).toBe(200);
    const list = partnerSchema.array().parse(await res.json());
    expect(list).toEqual(partners);
  });
});

describe('seeding', () => {
  it('when the catalog seeds its hotels, then a catalog.hotel-changed event with rooms, prices and counts is written for each', async () => {
    const changed = (await catalog.outbox()).filter((e) => e.type === 'catalog.hotel-changed');
    expect(changed.map((e) => e.key)).toEqual(properties.map((p) => p.id));
    const delhi = hotelChangedSchema.parse(changed[0]!.data);
    expect(delhi).toEqual({
      hotelId: '1',
      name: 'Suvarna Imperial Delhi',
      location: 'Delhi',
      state: 'Delhi',
      status: 'active',
      revision: 1,
      contact: properties[0]!.contact,
      rooms: properties[0]!.rooms.map(({ type, price, capacity, available }) => ({ type, pricePaise: price * 100, capacity, available })),
      type: properties[0]!.type,
      rating: properties[0]!.rating,
      description: properties[0]!.description,
      amenities: properties[0]!.amenities,
      features: properties[0]!.features,
      shownRating: { source: 'hotel', score: properties[0]!.rating },
    });
  });

  it('when the catalog restarts on a seeded database, then nothing is loaded twice', async () => {
    const before = (await catalog.outbox()).length;
    await catalog.restart();
    const hotels = (await (await catalog.call('GET', '/api/hotels')).json()) as unknown[];
    expect(hotels).toHaveLength(25);
    expect(await (await catalog.call('GET', '/api/team')).json()).toHaveLength(team.length);
    expect((await catalog.outbox()).length).toBe(before);
  });

  it('when a database seeded before hotels had coordinates restarts, then its sample hotels get theirs once and a hotel an admin placed keeps its own', async () => {
    await catalog.service.deps.pool.query(`UPDATE hotels SET latitude = NULL, longitude = NULL WHERE id IN ('4', 'pre2')`);
    await catalog.service.deps.pool.query(`UPDATE hotels SET latitude = 30.45, longitude = 78.07 WHERE id = '6'`);
    await catalog.service.deps.pool.query(`DELETE FROM seed_runs WHERE name = 'hotel-coordinates'`);
    await catalog.restart();
    const hotels = (await (await catalog.call('GET', '/api/hotels')).json()) as Hotel[];
    const placed = (id: string) => hotels.find((h) => h.id === id)?.coordinates;
    expect(placed('4')).toEqual(properties.find((p) => p.id === '4')!.coordinates);
    expect(placed('pre2')).toEqual(properties.find((p) => p.id === 'pre2')!.coordinates);
    expect(placed('6')).toEqual({ lat: 30.45, lng: 78.07 });
  });
});
