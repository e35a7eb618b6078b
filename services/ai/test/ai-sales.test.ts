import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, aiAnalyticsSchema, indiaToday, salesResponseSchema, type HotelChanged, type SalesResponse } from '@suvarna/contracts';
import { startAi, testHotel, type AiUnderTest } from './ai-test-kit';

/*
 * The sales assistant on a catalog of two hotels and bookings made for the test, so that every figure can
 * be worked out by hand: a hill resort (12 rooms: ten ₹10,000 Ridge Rooms, two ₹20,000 Summit Suites) and a
 * business hotel in Pune (ten ₹12,000 Smart Rooms).
 */

let ai: AiUnderTest;
const today = indiaToday();
const dow = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
/** The most recent day of the week `day` at least a week ago (inside every window the figures use). */
const lastWeekday = (day: number) => [8, 9, 10, 11, 12, 13, 14].map((k) => addDays(today, -k)).find((d) => dow(d) === day)!;
const weekendFrom = dow(today) === 6 ? today : addDays(today, (5 - dow(today) + 7) % 7);
const weekendTo = dow(today) === 6 ? addDays(today, 1) : addDays(weekendFrom, 2);
const weekendNights = dow(today) === 6 ? 1 : 2;
const round1 = (x: number) => Math.round(x * 10) / 10;
function nightsOf(from: string, to: string) {
  let weekend = 0;
  let weekday = 0;
  for (let d = from; d < to; d = addDays(d, 1)) {
    if (dow(d) === 5 || dow(d) === 6) weekend++;
    else weekday++;
  }
  return { weekend, weekday };
}

const hills: HotelChanged = testHotel({
  name: 'Suvarna Test Ridge',
  location: 'Almora',
  state: 'Uttarakhand',
  type: 'Himalayan Hill Resort',
  amenities: ['Spa'],
  rooms: [
    { type: 'Ridge Room', pricePaise: 1_000_000, capacity: 2, available: 10 },
    { type: 'Summit Suite', pricePaise: 2_000_000, capacity: 2, available: 2 },
  ],
});
const tower: HotelChanged = testHotel({
  name: 'Suvarna Test Tower',
  location: 'Pune',
  state: 'Maharashtra',
  type: 'Luxury Business Hotel',
  amenities: ['Business Center'],
  rooms: [{ type: 'Smart Room', pricePaise: 1_200_000, capacity: 2, available: 10 }],
});

beforeAll(async () => {
  ai = await startAi();
  await ai.putHotel(hills);
  await ai.putHotel(tower);
  const monday = lastWeekday(1);
  const createdAt = new Date(Date.now() - 20 * 86_400_000).toISOString();
  await ai.book(hills, monday, addDays(monday, 3), 1, { type: 'Summit Suite', createdAt });
  await ai.book(hills, monday, addDays(monday, 3), 1, { type: 'Ridge Room', createdAt });
  await ai.book(hills, lastWeekday(5), addDays(lastWeekday(5), 1), 4, { type: 'Ridge Room', createdAt });
  await ai.book(tower, lastWeekday(2), addDays(lastWeekday(2), 1), 5, { createdAt });
  // Cancelled bookings count nowhere.
  const cancelled = await ai.book(hills, weekendFrom, weekendTo, 6, { type: 'Ridge Room' });
  await ai.deliver('booking.cancelled', cancelled, { ...bookingOf(cancelled), status: 'cancelled' });
  await ai.book(hills, weekendFrom, weekendTo, 4, { type: 'Ridge Room' });
});
afterAll(async () => {
  await ai?.close();
});

/** A booking.cancelled payload for a booking made by the kit (the same stay, its status changed). */
function bookingOf(bookingId: string) {
  return {
    bookingId,
    confirmationCode: 'SUV-TEST-0001',
    userId: 'u1',
    hotelId: hills.hotelId,
    hotelName: hills.name,
    hotelLocation: hills.location,
    checkIn: weekendFrom,
    checkOut: weekendTo,
    nights: weekendNights,
    guests: 2,
    rooms: [{ type: 'Ridge Room', quantity: 6, pricePaise: 1_000_000 }],
    roomTotalPaise: 6 * weekendNights * 1_000_000,
    taxesPaise: 0,
    totalPaise: 6 * weekendNights * 1_000_000,
    currency: 'INR',
    guestName: 'Asha Verma',
    guestEmail: 'asha@example.com',
    paymentStatus: 'pending',
    kind: 'guest',
    reason: 'Plans changed',
    refund: false,
    cancelledBy: { id: 'u1', name: 'Asha Verma', role: 'guest' },
    cancelledAt: new Date().toISOString(),
  };
}

async function ask(message: string): Promise<SalesResponse> {
  const res = await ai.call('POST', '/api/ai/sales', { message });
  expect(res.status).toBe(200);
  return salesResponseSchema.parse(await res.json());
}
const figure = (body: SalesResponse, key: string) => body.figures.find((f) => f.key === key);

describe('POST /api/ai/sales', () => {
  it('when a guest asks for deals, then each hotel’s lowest free price is set against what guests usually paid there', async () => {
    const body = await ask('Any deals right now?');
    // Usual price at the hill resort: 3 suite-nights at ₹20,000 and 3 + 4 + 4 × the weekend's nights room-nights at ₹10,000.
    const roomNights = 3 + 3 + 4 + 4 * weekendNights;
    const usual = (3 * 20_000 + (3 + 4 + 4 * weekendNights) * 10_000) / roomNights;
    const saving = round1((100 * (usual - 10_000)) / usual);
    expect(body.topic).toBe('deals');
    expect(figure(body, `deal:${hills.hotelId}`)).toMatchObject({ value: saving, unit: 'percent' });
    expect(figure(body, 'segment:hills')).toMatchObject({ value: saving });
    // The business hotel's only price is what guests paid: no saving.
    expect(figure(body, 'segment:business')).toMatchObject({ value: 0 });
    expect(body.response).toContain(`Suvarna Test Ridge: Ridge Room at ₹10,000 a night, ${saving.toFixed(1)}% below its usual ₹${Math.round(usual).toLocaleString('en-IN')}.`);
    expect(figure(body, 'segment:hills')!.measured_over).toContain(`${roomNights + 5} room-nights`);
    expect(body.citations).toContainEqual({ kind: 'room', label: 'Ridge Room', hotel_id: hills.hotelId, room_type: 'Ridge Room', price: 10_000 });
  });

  it('when a guest asks about the weekend, then the free share of rooms by region and weekend against weekday demand come from the bookings', async () => {
    const body = await ask('How busy is the coming weekend?');
    expect(body.topic).toBe('weekend');
    // 4 of the hill resort's 12 rooms are held (the 6 of the cancelled booking are not).
    expect(figure(body, 'free:hills')).toMatchObject({ value: round1((100 * 8) / 12) });
    expect(figure(body, 'free:west')).toMatchObject({ value: 100 });
    expect(figure(body, 'weekend-bookings')).toMatchObject({ value: 1, unit: 'count' });
    const nights = nightsOf(addDays(today, -364), today);
    const weekend = round1((100 * 4) / (22 * nights.weekend));
    const weekday = round1((100 * (3 + 3 + 5)) / (22 * nights.weekday));
    expect(figure(body, 'weekend-vs-weekday')).toMatchObject({ value: round1((100 * (weekend - weekday)) / weekday) });
    expect(figure(body, 'weekend-vs-weekday')!.measured_over).toContain('(15 room-nights sold)');
  });

  it('when a guest asks about corporate stays, then the business hotels’ weekday and weekend occupancy and lowest rate answer', async () => {
    const body = await ask('Corporate stays');
    expect(body.topic).toBe('business');
    const nights = nightsOf(addDays(today, -90), today);
    expect(figure(body, 'business:weekday')).toMatchObject({ value: round1((100 * 5) / (10 * nights.weekday)) });
    expect(figure(body, 'business:weekend')).toMatchObject({ value: 0 });
    expect(body.response).toContain('Lowest weekday rate: Smart Room at Suvarna Test Tower, ₹12,000 a night.');
  });

  it('when a guest asks anything else, then the live overview answers with the same figures as the analytics', async () => {
    const body = await ask('How are things looking?');
    const analytics = aiAnalyticsSchema.parse(await (await ai.call('GET', '/api/ai/analytics')).json());
    expect(body.topic).toBe('overview');
    expect(figure(body, 'occupancy')).toMatchObject({ value: analytics.data.occupancyRate });
    expect(figure(body, 'bookings')).toMatchObject({ value: analytics.basis.bookings_last_30_days });
  });

  it('when a guest asks in Hindi, then the same figures come in Hindi', async () => {
    const [hindi, english] = [await ask('अभी कोई ऑफ़र है?'), await ask('Any offers?')];
    expect(hindi).toMatchObject({ topic: 'deals', lang: 'hi', question_lang: 'hi' });
    expect(hindi.figures.map((f) => [f.key, f.value])).toEqual(english.figures.map((f) => [f.key, f.value]));
    expect(hindi.response).toContain('सामान्य');
  });

  it.each([
    [{}, 'Message is required'],
    [{ message: 'x'.repeat(1001) }, 'Message must be at most 1000 characters'],
    [{ message: 7 }, 'Message must be text'],
  ])('when the body is %j, then 400 says why', async (body, detail) => {
    const res = await ai.call('POST', '/api/ai/sales', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toContain(detail);
  });
});
