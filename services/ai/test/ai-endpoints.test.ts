import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiAnalyticsSchema, conciergeResponseSchema, recommendationsResponseSchema } from '@suvarna/contracts';
import { inDays, sampleSnapshot, startAi, testHotel, type AiUnderTest } from './ai-test-kit';

let ai: AiUnderTest;

beforeAll(async () => {
  ai = await startAi({ snapshot: sampleSnapshot() });
  await ai.snapshotLoaded();
});
afterAll(async () => {
  await ai?.close();
});

async function recommend(message: string) {
  const res = await ai.call('POST', '/api/ai/recommendations', { message });
  expect(res.status).toBe(200);
  return recommendationsResponseSchema.parse(await res.json());
}

async function ask(message: string) {
  const res = await ai.call('POST', '/api/ai/concierge', { message });
  expect(res.status).toBe(200);
  return conciergeResponseSchema.parse(await res.json());
}

describe('POST /api/ai/recommendations', () => {
  it('when a guest asks for the backwaters, then the Alleppey resort comes first and the reasoning says why', async () => {
    const body = await recommend('A houseboat on the backwaters for our honeymoon');
    expect(body.recommendations[0]).toMatchObject({ id: '13', location: 'Alleppey' });
    expect(body.reasoning).toContain('the backwaters');
    expect(body.reasoning).toContain(body.recommendations[0]!.name);
  });

  it('when a guest writes dates at the end of the calendar, then the answer is an ordinary one without those dates', async () => {
    const body = await recommend('Jaipur from 9999-12-30 to 9999-12-31');
    expect(body.recommendations[0]).toMatchObject({ location: 'Jaipur' });
    expect(body.reasoning).not.toContain('9999');
  });

  it('when a guest gives a city and a budget, then the hotel there comes first within budget, and an alternative elsewhere is said to be one', async () => {
    const body = await recommend('Something in Jaipur under ₹20,000 a night');
    expect(body.recommendations[0]).toMatchObject({ location: 'Jaipur' });
    expect(body.recommendations[0]!.price_from).toBeLessThanOrEqual(20000);
    expect(body.recommendations[1]!.location).not.toBe('Jaipur');
    expect(body.recommendations[1]!.why[0]).toBe('an alternative outside Jaipur');
    expect(body.understood.budget).toMatchObject({ max: 20000 });
  });

  it('when a guest asks for the hills with a spa, then every offer is a hill hotel and the spa is named', async () => {
    const body = await recommend('a quiet place in the hills with a spa, mid-range');
    expect(body.recommendations.length).toBeGreaterThanOrEqual(2);
    for (const r of body.recommendations.slice(0, 2)) expect(['Uttarakhand', 'Himachal Pradesh', 'Tamil Nadu', 'Assam']).toContain(r.state);
    expect(body.recommendations[0]!.why.join(' ')).toMatch(/Spa/);
  });

  it('when a guest asks for something we cannot match, then they still get suggestions and are told what was not matched', async () => {
    const body = await recommend('A hotel in Paris please');
    expect(body.recommendations.length).toBeGreaterThan(0);
    expect(body.unmatched.join(' ')).toContain('Paris');
    expect(body.reasoning).toContain('Paris');
  });

  it('when an admin adds a hotel in a new city, then it is recommended for that city', async () => {
    const hotel = testHotel({ name: 'Suvarna Lakeview Nainital', location: 'Nainital', state: 'Uttarakhand', type: 'Lakeside Resort' });
    await ai.putHotel(hotel);
    const body = await recommend('Nainital for two');
    expect(body.recommendations[0]).toMatchObject({ id: hotel.hotelId, name: 'Suvarna Lakeview Nainital', price_from: 11000 });
  });

  it('when a hotel is fully booked for the dates, then it is not recommended for them, and is for other dates', async () => {
    const hotel = testHotel({
      name: 'Suvarna Tiny Kasauli',
      location: 'Kasauli',
      state: 'Himachal Pradesh',
      rooms: [{ type: 'Pine Room', pricePaise: 900_000, capacity: 2, available: 2 }],
    });
    await ai.putHotel(hotel);
    const [from, to] = [inDays(20), inDays(22)];
    await ai.book(hotel, from, to, 2);
    const full = await recommend(`Kasauli from ${from} to ${to}`);
    expect(full.recommendations.map((r) => r.id)).not.toContain(hotel.hotelId);
    expect(full.reasoning).toContain('Fully booked on those dates: Suvarna Tiny Kasauli');
    const other = await recommend(`Kasauli from ${inDays(30)} to ${inDays(32)}`);
    expect(other.recommendations[0]!.id).toBe(hotel.hotelId);
  });

  it('when a hotel is removed, then it is no longer recommended', async () => {
    const hotel = testHotel({ name: 'Suvarna Vanishing Coorg', location: 'Coorg', state: 'Karnataka' });
    await ai.putHotel(hotel);
    expect((await recommend('Coorg')).recommendations[0]!.id).toBe(hotel.hotelId);
    await ai.deliver('catalog.hotel-removed', hotel.hotelId, { hotelId: hotel.hotelId });
    expect((await recommend('Coorg')).recommendations.map((r) => r.id)).not.toContain(hotel.hotelId);
  });

  it.each([
    [{}, 'Message is required'],
    [{ message: '   ' }, 'Message is required'],
    [{ message: 'hills\u0000' }, 'Message must not contain control characters'],
    [{ message: 'x'.repeat(1001) }, 'Message must be at most 1000 characters'],
    [{ message: 42 }, 'Message must be text'],
  ])('when the body is %j, then 400 says why', async (body, detail) => {
    const res = await ai.call('POST', '/api/ai/recommendations', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toContain(detail);
  });

  it('when the body is not JSON, then 400 with a detail', async () => {
    const res = await ai.call('POST', '/api/ai/recommendations', undefined, '{not json');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toBeTruthy();
  });
});

describe('POST /api/ai/concierge', () => {
  it('when a guest asks the check-in time, then the answer states it and cites the policy', async () => {
    const body = await ask('What time is check-in?');
    expect(body.response).toContain('2:00 PM');
    expect(body.sources[0]).toMatchObject({ kind: 'policy', title: 'Check-in and check-out' });
    expect(body.suggestions.length).toBeGreaterThan(0);
  });

  it('when a guest asks about cancelling, then the FAQ and booking policy answer', async () => {
    const body = await ask('Can I cancel my booking and get a refund?');
    expect(body.response).toContain('24-48 hours');
    expect(body.response).toContain('48 hours before check-in');
  });

  it('when a guest asks what to see in a city, then the city guide answers, cited', async () => {
    const body = await ask('What should I see in Agra?');
    expect(body.response).toContain('Taj Mahal');
    expect(body.response).toContain('(Source: Guide to Agra)');
    expect(body.suggestions).toContain('Where to eat in Agra');
  });

  it('when a guest asks about a hotel’s amenities, then the hotel’s own facts answer', async () => {
    const body = await ask('Does the Rishikesh hotel have yoga?');
    expect(body.sources.map((s) => s.hotel_id)).toContain('5');
    expect(body.response).toMatch(/yoga/i);
  });

  it('when a guest asks about room prices, then the answer quotes the catalog’s prices', async () => {
    const body = await ask('How much are the rooms in Mumbai?');
    expect(body.response).toContain('₹14,000');
  });

  it('when the question is blank, then 400', async () => {
    const res = await ai.call('POST', '/api/ai/concierge', { message: '' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toBe('Message is required');
  });
});

describe('GET /api/ai/analytics', () => {
  it('when bookings arrive, then occupancy and revenue growth are computed from them', async () => {
    const before = aiAnalyticsSchema.parse(await (await ai.call('GET', '/api/ai/analytics')).json());
    const hotel = testHotel({ name: 'Suvarna Analytics Lodge', rooms: [{ type: 'Room', pricePaise: 1_000_000, capacity: 2, available: 10 }] });
    await ai.putHotel(hotel);
    await ai.book(hotel, inDays(1), inDays(11), 5); // 50 room-nights in the next 30 nights
    await ai.book(hotel, inDays(5), inDays(6), 1, { createdAt: new Date(Date.now() - 40 * 86_400_000).toISOString() });
    const after = aiAnalyticsSchema.parse(await (await ai.call('GET', '/api/ai/analytics')).json());
    expect(after.basis.room_nights_available).toBe(before.basis.room_nights_available + 300);
    expect(after.basis.room_nights_sold).toBe(before.basis.room_nights_sold + 51);
    expect(after.data.occupancyRate).toBeCloseTo(Math.round((1000 * after.basis.room_nights_sold) / after.basis.room_nights_available) / 10, 5);
    expect(after.data.occupancyRate).toBeGreaterThan(0);
    // Last 30 days: 5 rooms × 10 nights × ₹10,000 × 1.12; the 30 before: one room-night.
    expect(after.basis.revenue_last_30_days - before.basis.revenue_last_30_days).toBe(560_000);
    expect(after.data.revenueGrowth).not.toBeNull();
  });
});
