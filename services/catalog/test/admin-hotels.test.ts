import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelChangedSchema, hotelListSchema, hotelSchema, type Hotel } from '@suvarna/contracts';
import { startCatalog, type CatalogUnderTest } from './catalog-test-kit';

let catalog: CatalogUnderTest;
let admin: string;
let manager: string;
let guest: string;

beforeAll(async () => {
  catalog = await startCatalog();
  [admin, manager, guest] = await Promise.all([catalog.tokenFor('admin'), catalog.tokenFor('manager'), catalog.tokenFor('guest')]);
});
afterAll(async () => {
  await catalog?.close();
});

const minimal = { name: 'Suvarna Lakeview Nainital', type: 'Mountain Resort', location: 'Nainital', state: 'Uttarakhand' };

const create = async (body: unknown, token = admin) => catalog.call('POST', '/api/admin/hotels', { token, body });
const createHotel = async (body: unknown = minimal): Promise<Hotel> => {
  const res = await create(body);
  expect(res.status).toBe(201);
  return hotelSchema.parse(await res.json());
};
const publicHotel = async (id: string) => catalog.call('GET', `/api/hotels/${id}`);

describe('POST /api/admin/hotels', () => {
  it('when an admin adds a hotel with only the required fields, then the spec defaults are applied', async () => {
    const hotel = await createHotel({ ...minimal, amenities: ['Spa', '', '  ', 'Lake Deck'], images: ['', '/images/hotels/nainital-1.svg', ' '] });
    expect(hotel.id).toMatch(/^h-[0-9a-f]{12}$/);
    expect(hotel).toMatchObject({
      _id: hotel.id,
      ...minimal,
      rating: 4,
      rooms: [{ type: 'Standard Room', price: 10000, capacity: 2, available: 20 }],
      status: 'active',
      amenities: ['Spa', 'Lake Deck'],
      images: ['/images/hotels/nainital-1.svg'],
      features: [],
      description: '',
    });
    expect(hotel.contact.address).toBe('Nainital, Uttarakhand');
    expect(await (await publicHotel(hotel.id)).json()).toEqual(hotel);
  });

  it('when an admin adds a hotel with everything, then it is stored as given and listed publicly', async () => {
    const before = hotelListSchema.parse(await (await catalog.call('GET', '/api/hotels')).json());
    const body = {
      ...minimal,
      name: 'Suvarna Coral Bay Havelock',
      location: 'Havelock Island',
      state: 'Andaman and Nicobar Islands',
      type: 'Beach Resort',
      description: 'Turquoise water and white sand. Diving at the door.',
      rating: '4.4',
      images: ['https://cdn.example.com/havelock.jpg'],
      amenities: ['Dive Centre'],
      rooms: [
        { type: 'Beach Hut', price: 15000, capacity: 2, available: 10, description: 'On the sand.' },
        { type: 'Reef Villa', price: '30000', capacity: '4', available: '3' },
      ],
      status: 'pre-opening',
      openingDate: '2027-02-01',
      contact: { phone: '+91 3192 123 456', email: 'havelock@suvarnahotels.in', address: 'Radhanagar Beach' },
    };
    const hotel = await createHotel(body);
    expect(hotel).toMatchObject({
      rating: 4.4,
      status: 'pre-opening',
      openingDate: '2027-02-01',
      rooms: [
        { type: 'Beach Hut', price: 15000, capacity: 2, available: 10, description: 'On the sand.' },
        { type: 'Reef Villa', price: 30000, capacity: 4, available: 3 },
      ],
      contact: body.contact,
    });
    const after = hotelListSchema.parse(await (await catalog.call('GET', '/api/hotels')).json());
    expect(after.map((h) => h.id)).toEqual([...before.map((h) => h.id), hotel.id]);
  });

  it('when a manager adds a hotel, then it is allowed', async () => {
    expect((await create({ ...minimal, name: 'Suvarna Manager Pick' }, manager)).status).toBe(201);
  });

  it.each([
    [{ name: undefined }, 'Name is required'],
    [{ name: '   ' }, 'Name is required'],
    [{ type: undefined }, 'Type is required'],
    [{ location: '' }, 'Location is required'],
    [{ state: undefined }, 'State is required'],
    [{ rating: 0 }, 'Rating must be between 1 and 5'],
    [{ rating: 5.5 }, 'Rating must be between 1 and 5'],
    [{ rating: 'excellent' }, 'Rating must be a number'],
    [{ status: 'closed' }, 'Status must be one of active, pre-opening, inactive, future'],
    [{ images: ['javascript:alert(1)'] }, 'Each image must be an http(s) address or a site path starting with /'],
    [{ amenities: 'Spa' }, 'Amenities must be a list of text entries'],
    [{ rooms: [{ type: 'Suite', price: -5, capacity: 2, available: 1 }] }, 'Room price must be above 0'],
    [{ rooms: [{ type: 'Suite', price: 999.5, capacity: 2, available: 1 }] }, 'Room price must be a whole number of rupees'],
    [{ rooms: [{ type: 'Suite', price: 9000, capacity: 0, available: 1 }] }, 'Room capacity must be between 1 and 20'],
    [{ rooms: [{ type: 'Suite', price: 9000, capacity: 2, available: -1 }] }, 'Available rooms cannot be negative'],
    [{ rooms: [{ type: '', price: 9000, capacity: 2, available: 1 }] }, 'Room type is required'],
    [{ rooms: [{ type: 'Suite', capacity: 2, available: 1 }] }, 'Room price is required'],
    [
      { rooms: [{ type: 'Suite', price: 9000, capacity: 2, available: 1 }, { type: 'suite', price: 9500, capacity: 2, available: 1 }] },
      'Room types must be unique within a hotel',
    ],
    [{ openingDate: '01/02/2027' }, 'Opening date must be a date (YYYY-MM-DD)'],
    [{ openingDate: '2026-13-01' }, 'Opening date must be a real calendar date'],
  ])('when the hotel has %j, then it is refused with 400 and the detail %s', async (change, detail) => {
    const res = await create({ ...minimal, name: 'Suvarna Invalid', ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ detail });
  });

  it('when a future hotel has no rating yet, then a rating of 0 is accepted', async () => {
    expect((await createHotel({ ...minimal, name: 'Suvarna Someday', status: 'future', rating: 0 })).rating).toBe(0);
  });

  it('when the body is not valid JSON, then the answer is 400 and nothing is stored', async () => {
    const res = await catalog.call('POST', '/api/admin/hotels', { token: admin, rawBody: '{"name": "Broken"' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'malformed_json' });
    const all = hotelListSchema.parse(await (await catalog.call('GET', '/api/admin/hotels', { token: admin })).json());
    expect(all.some((h) => h.name.startsWith('Suvarna Invalid') || h.name === 'Broken')).toBe(false);
  });
});

describe('access to the hotels admin', () => {
  const adminCalls: [string, string, unknown?][] = [
    ['GET', '/api/admin/hotels'],
    ['GET', '/api/admin/hotels/1'],
    ['POST', '/api/admin/hotels', minimal],
    ['PUT', '/api/admin/hotels/1', minimal],
    ['DELETE', '/api/admin/hotels/1'],
  ];

  it.each(adminCalls)('when a guest calls %s %s, then it is refused with 403 and nothing changes', async (method, path, body) => {
    const res = await catalog.call(method, path, { token: guest, body });
    expect(res.status).toBe(403);
    expect(await res.json()).toHaveProperty('detail');
    expect(hotelSchema.parse(await (await publicHotel('1')).json()).name).toBe('Suvarna Imperial Delhi');
  });

  it.each(adminCalls)('when nobody is signed in and calls %s %s, then it is refused with 401', async (method, path, body) => {
    const res = await catalog.call(method, path, { body });
    expect(res.status).toBe(401);
    expect(await res.json()).toHaveProperty('detail');
  });
});

describe('PUT /api/admin/hotels/{id}', () => {
  it('when an admin edits a hotel that was read before, then the next reads show the change', async () => {
    const original = hotelSchema.parse(await (await publicHotel('3')).json());
    const listEtag = (await catalog.call('GET', '/api/hotels')).headers.get('etag');
    const cachedRead = await publicHotel('3');
    expect(cachedRead.headers.get('x-cache')).toBe('hit');
    const detailEtag = cachedRead.headers.get('etag');

    const edited = {
      ...original,
      name: 'Suvarna Doon Valley Retreat & Spa',
      rooms: original.rooms.map((r) => (r.type === 'Garden Room' ? { ...r, price: 11500, available: 25 } : r)),
    };
    const res = await catalog.call('PUT', '/api/admin/hotels/3', { token: admin, body: edited });
    expect(res.status).toBe(200);
    expect(hotelSchema.parse(await res.json())).toEqual(edited);

    const detail = await publicHotel('3');
    expect(detail.headers.get('x-cache')).toBe('miss');
    expect(await detail.json()).toEqual(edited);
    const listRead = await catalog.call('GET', '/api/hotels');
    const list = hotelListSchema.parse(await listRead.json());
    expect(list.find((h) => h.id === '3')).toEqual(edited);
    // A client holding the old bytes gets the new ones, under a new ETag, rather than a 304.
    expect(detail.headers.get('etag')).not.toBe(detailEtag);
    expect(listRead.headers.get('etag')).not.toBe(listEtag);
    const revalidated = await fetch(`${catalog.service.url}/api/hotels/3`, { headers: { 'if-none-match': detailEtag! } });
    expect(revalidated.status).toBe(200);
  });

  it('when an admin edits a hotel, then the answer announces the new generation of the hotels, the one the next public read is served under', async () => {
    const read = await publicHotel('6');
    const [scope, before] = (read.headers.get('x-cache-generation') ?? '').split(' ');
    const original = hotelSchema.parse(await read.json());

    const res = await catalog.call('PUT', '/api/admin/hotels/6', { token: admin, body: { ...original, description: `${original.description} Now with a spa.` } });

    expect(res.status).toBe(200);
    expect(scope).toBe('hotels');
    const [announced, after] = (res.headers.get('x-cache-generation') ?? '').split(' ');
    expect(announced).toBe('hotels');
    expect(BigInt(after!)).toBeGreaterThan(BigInt(before!));
    expect((await publicHotel('6')).headers.get('x-cache-generation')).toBe(`hotels ${after}`);
  });

  it('when reads are cached, then they are served without the database until a write', async () => {
    await publicHotel('5');
    // Changed behind the catalog's back: only a write through the API invalidates the cache.
    await catalog.service.deps.pool.query(`UPDATE hotels SET name = 'Changed Behind The Back' WHERE id = '5'`);
    expect(hotelSchema.parse(await (await publicHotel('5')).json()).name).toBe('Suvarna Ganga Wellness Rishikesh');
    const current = hotelSchema.parse(await (await catalog.call('GET', '/api/admin/hotels/5', { token: admin })).json());
    expect(current.name).toBe('Changed Behind The Back');
    expect((await catalog.call('PUT', '/api/admin/hotels/5', { token: admin, body: { ...current, name: 'Suvarna Ganga Rishikesh' } })).status).toBe(200);
    expect(hotelSchema.parse(await (await publicHotel('5')).json()).name).toBe('Suvarna Ganga Rishikesh');
  });

  it('when a hotel is made inactive, then it leaves the public list but stays in the admin list', async () => {
    const hotel = await createHotel({ ...minimal, name: 'Suvarna Closing Soon' });
    await catalog.call('GET', '/api/hotels');
    expect((await catalog.call('PUT', `/api/admin/hotels/${hotel.id}`, { token: admin, body: { ...hotel, status: 'inactive' } })).status).toBe(200);
    const publicIds = hotelListSchema.parse(await (await catalog.call('GET', '/api/hotels')).json()).map((h) => h.id);
    expect(publicIds).not.toContain(hotel.id);
    const adminList = hotelListSchema.parse(await (await catalog.call('GET', '/api/admin/hotels', { token: admin })).json());
    expect(adminList.find((h) => h.id === hotel.id)?.status).toBe('inactive');
  });

  it('when the edit is invalid, then it is refused with 400 and the hotel is unchanged', async () => {
    const res = await catalog.call('PUT', '/api/admin/hotels/7', { token: admin, body: { ...minimal, rating: 9 } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ detail: 'Rating must be between 1 and 5' });
    expect(hotelSchema.parse(await (await publicHotel('7')).json()).name).toBe('Suvarna Viceregal Shimla');
  });

  it('when an admin moves a hotel\'s pin or clears it, then the public reads carry the new coordinates or none; a place outside India is refused', async () => {
    const original = hotelSchema.parse(await (await publicHotel('12')).json());
    expect(original.coordinates).toEqual({ lat: 26.9124, lng: 75.7873 });
    const moved = await catalog.call('PUT', '/api/admin/hotels/12', { token: admin, body: { ...original, coordinates: { lat: '26.92391', lng: '75.82670' } } });
    expect(moved.status).toBe(200);
    expect(hotelSchema.parse(await (await publicHotel('12')).json()).coordinates).toEqual({ lat: 26.92391, lng: 75.8267 });

    for (const [coordinates, detail] of [
      [{ lat: 51.5, lng: -0.12 }, 'Latitude must be between 6 and 37.5 (India)'],
      [{ lat: 26.9, lng: 120 }, 'Longitude must be between 68 and 97.5 (India)'],
      [{ lat: 26.9 }, 'Longitude is required'],
    ] as const) {
      const res = await catalog.call('PUT', '/api/admin/hotels/12', { token: admin, body: { ...original, coordinates } });
      expect(res.status, detail).toBe(400);
      expect(await res.json()).toMatchObject({ detail });
    }

    const { coordinates: _dropped, ...unplaced } = original;
    expect((await catalog.call('PUT', '/api/admin/hotels/12', { token: admin, body: unplaced })).status).toBe(200);
    expect(hotelSchema.parse(await (await publicHotel('12')).json()).coordinates).toBeUndefined();
  });

  it('when the hotel does not exist, then the answer is 404', async () => {
    const res = await catalog.call('PUT', '/api/admin/hotels/h-missing', { token: admin, body: minimal });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ detail: 'Hotel not found' });
  });
});

describe('DELETE /api/admin/hotels/{id}', () => {
  it('when an admin deletes a hotel, then it is gone from every read', async () => {
    const hotel = await createHotel({ ...minimal, name: 'Suvarna Short Lived' });
    await publicHotel(hotel.id);
    await catalog.call('GET', '/api/hotels');
    const res = await catalog.call('DELETE', `/api/admin/hotels/${hotel.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    expect((await publicHotel(hotel.id)).status).toBe(404);
    expect((await catalog.call('GET', `/api/reviews/hotel/${hotel.id}`)).status).toBe(404);
    const ids = hotelListSchema.parse(await (await catalog.call('GET', '/api/hotels')).json()).map((h) => h.id);
    expect(ids).not.toContain(hotel.id);
    expect((await catalog.call('DELETE', `/api/admin/hotels/${hotel.id}`, { token: admin })).status).toBe(404);
  });
});

describe('events', () => {
  it('when hotels are added, edited and deleted, then catalog.hotel-changed and catalog.hotel-removed are in the outbox', async () => {
    const hotel = await createHotel({ ...minimal, name: 'Suvarna Evented' });
    const rooms = [{ type: 'Lake Suite', price: 21000, capacity: 3, available: 4 }];
    await catalog.call('PUT', `/api/admin/hotels/${hotel.id}`, { token: admin, body: { ...hotel, rooms } });
    await catalog.call('DELETE', `/api/admin/hotels/${hotel.id}`, { token: admin });

    const events = (await catalog.outbox()).filter((e) => e.key === hotel.id);
    expect(events.map((e) => e.type)).toEqual(['catalog.hotel-changed', 'catalog.hotel-changed', 'catalog.hotel-removed']);
    expect(hotelChangedSchema.parse(events[0]!.data)).toMatchObject({ revision: 1, rooms: [{ type: 'Standard Room', pricePaise: 1_000_000, capacity: 2, available: 20 }] });
    expect(hotelChangedSchema.parse(events[1]!.data)).toEqual({
      hotelId: hotel.id,
      name: 'Suvarna Evented',
      location: 'Nainital',
      state: 'Uttarakhand',
      status: 'active',
      contact: hotel.contact,
      rooms: rooms.map(({ price, ...room }) => ({ ...room, pricePaise: price * 100 })),
      revision: 2,
      // What the hotel offers, for the AI read model.
      type: hotel.type,
      rating: hotel.rating,
      description: hotel.description ?? '',
      amenities: hotel.amenities ?? [],
      features: hotel.features ?? [],
      // The rating guests are shown: no reviews yet, so its own.
      shownRating: { source: 'hotel', score: hotel.rating },
    });
    expect(events[2]!.data).toEqual({ hotelId: hotel.id });
  });

  it('when a write is refused, then no event is written', async () => {
    const before = (await catalog.outbox()).length;
    await create({ ...minimal, rating: 9 });
    await catalog.call('PUT', '/api/admin/hotels/h-missing', { token: admin, body: minimal });
    await catalog.call('DELETE', '/api/admin/hotels/1', { token: guest });
    expect((await catalog.outbox()).length).toBe(before);
  });
});
