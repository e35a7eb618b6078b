import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { availabilitySchema } from '@suvarna/contracts';
import { bookingBody, inDays, startBooking, testHotel, type BookingUnderTest, type TestUser } from './booking-test-kit';

const stay = `check_in=${inDays(3)}&check_out=${inDays(4)}`;

describe('the inventory copy on a first start', () => {
  const seeded = testHotel();
  const newer = testHotel();
  let kit: BookingUnderTest;

  beforeAll(async () => {
    kit = await startBooking({ catalogUp: false, snapshot: [seeded, { ...newer, revision: 3 }] });
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('when the catalog is down, then booking starts anyway, and fills its copy from the snapshot once the catalog is up', async () => {
    expect((await kit.call('GET', '/readyz')).status).toBe(200);
    expect((await kit.call('GET', `/api/bookings/availability?hotel_id=${seeded.hotelId}&${stay}`)).status).toBe(404);
    // An event newer than the snapshot arrives while the catalog is still down.
    await kit.putHotel({ ...newer, rooms: [{ ...newer.rooms[0]!, pricePaise: 1_500_000 }], revision: 5 });

    await kit.catalog.start();
    await vi.waitFor(async () => expect((await kit.call('GET', `/api/bookings/availability?hotel_id=${seeded.hotelId}&${stay}`)).status).toBe(200), {
      timeout: 5_000,
      interval: 50,
    });
    const { rows } = await kit.service.deps.pool.query<{ hotels: number }>('SELECT hotels FROM inventory_snapshots');
    expect(rows).toEqual([{ hotels: 2 }]);
    // The snapshot's older copy of a hotel did not overwrite the newer event.
    const a = availabilitySchema.parse(await (await kit.call('GET', `/api/bookings/availability?hotel_id=${newer.hotelId}&${stay}`)).json());
    expect(a.rooms[0]!.price).toBe(15_000);
  });

  it('when the catalog goes down again, then bookings are still taken from the copy', async () => {
    await kit.catalog.stop();
    const guest = await kit.user();
    const res = await kit.call('POST', '/api/bookings/create', { token: guest.token, body: bookingBody(seeded) });
    expect(res.status).toBe(201);
  });
});

describe('the inventory copy from catalog events', () => {
  let kit: BookingUnderTest;
  let guest: TestUser;

  beforeAll(async () => {
    kit = await startBooking();
    guest = await kit.user();
  });
  afterAll(async () => {
    await kit?.close();
  });

  const availability = async (hotelId: string) => {
    const res = await kit.call('GET', `/api/bookings/availability?hotel_id=${hotelId}&${stay}`);
    return res.status === 200 ? availabilitySchema.parse(await res.json()) : res.status;
  };

  it('when changes arrive out of order, then only a newer revision is applied', async () => {
    const h = testHotel({ revision: 3 });
    await kit.putHotel(h);
    await kit.putHotel({ ...h, rooms: [{ ...h.rooms[0]!, pricePaise: 1 }], revision: 2 });
    expect(await availability(h.hotelId)).toMatchObject({ rooms: [{ price: 11_000 }, { price: 21_000 }] });
    await kit.putHotel({ ...h, name: 'Renamed', rooms: [h.rooms[1]!], revision: 4 });
    expect(await availability(h.hotelId)).toMatchObject({ rooms: [{ type: 'Wellness Suite' }] });
    const dropped = await kit.call('POST', '/api/bookings/create', { token: guest.token, body: bookingBody(h) });
    expect(await dropped.json()).toMatchObject({ code: 'unknown_room_type', detail: 'Renamed has no room type "Riverside Room"' });
  });

  it('when a hotel changes right after a booking, then the next booking is priced, counted and refused by the change', async () => {
    const h = testHotel();
    await kit.putHotel(h);
    const book = (body: ReturnType<typeof bookingBody>) => kit.call('POST', '/api/bookings/create', { token: guest.token, body });
    expect((await book(bookingBody(h, { from: 20 }))).status).toBe(201);
    // Dearer, one room left of its type: the booking just made read the hotel as it was.
    const dearer = { ...h, rooms: [{ ...h.rooms[0]!, pricePaise: 1_300_000, available: 1 }, h.rooms[1]!], revision: 2 };
    await kit.putHotel(dearer);
    const old = await book(bookingBody(h, { from: 30 }));
    expect(old.status).toBe(409);
    expect(await old.json()).toMatchObject({ code: 'total_mismatch' });
    expect((await book(bookingBody(dearer, { from: 30 }))).status).toBe(201);
    const full = await book(bookingBody(dearer, { from: 30 }));
    expect(await full.json()).toMatchObject({ code: 'rooms_unavailable' });
    await kit.putHotel({ ...dearer, status: 'inactive', revision: 3 });
    expect(await (await book(bookingBody(dearer, { from: 40 }))).json()).toMatchObject({ code: 'hotel_not_bookable' });
  });

  it('when a version 1 change in float rupees arrives, then it is read in paise', async () => {
    const h = testHotel();
    await kit.publish('catalog.hotel-changed', h.hotelId, {
      hotelId: h.hotelId,
      name: h.name,
      location: h.location,
      state: h.state,
      status: 'active',
      rooms: [{ type: 'Deluxe Room', price: 12000.5, capacity: 2, available: 5 }],
      revision: 1,
    }, 1);
    expect(await availability(h.hotelId)).toMatchObject({ rooms: [{ type: 'Deluxe Room', price: 12000.5, free: 5 }] });
    const { rows } = await kit.service.deps.pool.query('SELECT price_paise FROM room_types WHERE hotel_id = $1', [h.hotelId]);
    expect(rows).toEqual([{ price_paise: 1_200_050 }]);
  });

  it('when a hotel is removed, then it is gone for good, even if an older change arrives late; its bookings keep their copy', async () => {
    const h = testHotel();
    await kit.putHotel(h);
    const booked = (await (await kit.call('POST', '/api/bookings/create', { token: guest.token, body: bookingBody(h) })).json()) as { booking_id: string };
    await kit.publish('catalog.hotel-removed', h.hotelId, { hotelId: h.hotelId });
    expect(await availability(h.hotelId)).toBe(404);
    await kit.putHotel({ ...h, revision: 9 });
    expect(await availability(h.hotelId)).toBe(404);
    const res = await kit.call('GET', `/api/bookings/${booked.booking_id}`, { token: guest.token });
    expect(await res.json()).toMatchObject({ hotelName: h.name, rooms: [{ type: 'Riverside Room' }] });

    // A removal that overtakes the hotel's first change still wins.
    const ghost = testHotel();
    await kit.publish('catalog.hotel-removed', ghost.hotelId, { hotelId: ghost.hotelId });
    await kit.putHotel(ghost);
    expect(await availability(ghost.hotelId)).toBe(404);
  });
});
