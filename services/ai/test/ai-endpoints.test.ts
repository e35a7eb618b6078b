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

  it('when a guest gives a city and a budget, then only the hotel there is offered, within budget', async () => {
    const body = await recommend('Something in Jaipur under ₹20,000 a night');
    expect(body.recommendations.map((r) => r.location)).toEqual(['Jaipur']);
    expect(body.recommendations[0]!.price_from).toBeLessThanOrEqual(20000);
    expect(body.understood.budget).toMatchObject({ max: 20000 });
    expect(body.citations).toContainEqual({ kind: 'room', label: 'Palace Room', hotel_id: '12', room_type: 'Palace Room', price: 16000 });
  });

  it('when a guest asks for the hills with a spa, then every offer is a hill hotel and the spa is named', async () => {
    const body = await recommend('a quiet place in the hills with a spa, mid-range');
    expect(body.recommendations.length).toBeGreaterThanOrEqual(2);
    for (const r of body.recommendations) expect(['Uttarakhand', 'Himachal Pradesh', 'Tamil Nadu']).toContain(r.state);
    expect(body.recommendations[0]!.why.join(' ')).toMatch(/Spa/);
  });

  it('when a guest asks for a kind of room, then that room is offered at its price', async () => {
    const body = await recommend('Goa honeymoon, sea view, ₹20,000');
    expect(body.recommendations).toHaveLength(1);
    expect(body.recommendations[0]).toMatchObject({ id: '11', room_type: 'Sea View Room', price_from: 18500 });
  });

  it('when nothing fits the budget, then nothing is offered and the answer says what comes closest', async () => {
    const body = await recommend('Goa under ₹8,000');
    expect(body).toMatchObject({ status: 'none_fit', recommendations: [] });
    expect(body.reasoning).toContain('Nothing fits up to ₹8,000 a night: the closest is Suvarna Sands Panaji at ₹13,000 a night');
  });

  it('when a guest names a place whose hotel is not open yet, then it is named with its opening date and the nearest open hotels come with their distance', async () => {
    const body = await recommend('Udaipur lake palace');
    expect(body.not_bookable).toEqual([{ id: 'fut2', name: 'Suvarna Lake Palace Udaipur', status: 'future', opening_date: '2027-06-01' }]);
    expect(body.recommendations.map((r) => r.id)).toEqual(['12', '15']);
    expect(body.reasoning).toContain('opening 1 June 2027; it cannot be booked yet');
    expect(body.recommendations[0]!.why[0]).toBe('about 330 km from Udaipur (straight line)');
  });

  it('when a guest asks in Hindi, then the answer is in Hindi, from the same facts, and the family gets one room for all', async () => {
    const body = await recommend('मनाली में चार लोगों के परिवार के लिए होटल');
    expect(body).toMatchObject({ lang: 'hi', question_lang: 'hi', status: 'recommended' });
    expect(body.recommendations[0]).toMatchObject({ id: '8', room_type: 'River Chalet', price_from: 36000 });
    expect(body.reasoning).toContain('River Chalet, 4 मेहमानों के लिए ₹36,000 प्रति रात');
  });

  it('when a guest asks in Tamil written in English letters, then the answer is in Tamil', async () => {
    const body = await recommend('goa la honeymoon ku hotel venum');
    expect(body).toMatchObject({ lang: 'ta', question_lang: 'ta-Latn' });
    expect(body.recommendations[0]!.id).toBe('11');
    expect(body.reasoning).toContain('தேனிலவுக்கு ஏற்றது');
  });

  it("when nothing in the message can be placed, then the answer is \"I didn't understand\" with three example questions", async () => {
    const body = await recommend('asdf qwer zxcv');
    expect(body).toMatchObject({ status: 'not_understood', recommendations: [], citations: [] });
    expect(body.reasoning).toMatch(/^I didn't understand that\./);
    expect(body.examples).toHaveLength(3);
  });

  it('when a guest asks for a place outside India, then nothing is offered and the answer says so', async () => {
    const body = await recommend('A hotel in Paris please');
    expect(body.recommendations).toEqual([]);
    expect(body.unmatched.join(' ')).toContain('Paris');
    expect(body.reasoning).toContain("Suvarna's hotels are all in India");
  });

  it('when an admin adds a hotel in a new city, then it is recommended for that city', async () => {
    const hotel = testHotel({ name: 'Suvarna Lakeview Nainital', location: 'Nainital', state: 'Uttarakhand', type: 'Lakeside Resort' });
    await ai.putHotel(hotel);
    const body = await recommend('Nainital for two');
    expect(body.recommendations[0]).toMatchObject({ id: hotel.hotelId, name: 'Suvarna Lakeview Nainital', price_from: 11000 });
  });

  it('when a hotel has reviews, then its rating is theirs with their count, as the pages show it; a newer review changes it', async () => {
    const hotel = testHotel({ name: 'Suvarna Pine Shillong', location: 'Shillong', state: 'Meghalaya', rating: 4.8, shownRating: { source: 'reviews', score: 3.7, reviews: 3 } });
    await ai.putHotel(hotel);
    const body = await recommend('Shillong for two');
    expect(body.recommendations[0]).toMatchObject({ id: hotel.hotelId, rating: 3.7, shown_rating: { source: 'reviews', score: 3.7, reviews: 3 } });
    expect(body.reasoning).toContain('rated 3.7 from 3 guest reviews');
    expect(body.reasoning).not.toContain('4.8');
    await ai.putHotel({ ...hotel, revision: 2, shownRating: { source: 'reviews', score: 4, reviews: 4 } });
    expect((await recommend('Shillong for two')).recommendations[0]).toMatchObject({ rating: 4, shown_rating: { reviews: 4 } });
  });

  it('when a hotel has no reviews, then its own rating is stated as the hotel rating, with no review count', async () => {
    const hotel = testHotel({ name: 'Suvarna Cliff Varkala', location: 'Varkala', state: 'Kerala', rating: 4.4, shownRating: { source: 'hotel', score: 4.4 } });
    await ai.putHotel(hotel);
    const body = await recommend('Varkala for two');
    expect(body.recommendations[0]).toMatchObject({ id: hotel.hotelId, rating: 4.4, shown_rating: { source: 'hotel', score: 4.4 } });
    expect(body.reasoning).toContain('hotel rating 4.4');
    expect(body.reasoning).not.toMatch(/review/);
    const about = await ask('Tell me about Suvarna Cliff Varkala');
    expect(about.response).toContain('hotel rating 4.4');
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
    expect(body.citations[0]).toEqual({ kind: 'policy', label: 'Check-in and check-out', policy: 'check-in' });
    expect(body.suggestions.length).toBeGreaterThan(0);
  });

  it('when a guest asks about cancelling, then the rule the booking service applies is the answer, first and alone', async () => {
    const body = await ask('Can I cancel my booking and get a refund?');
    expect(body.response).toMatch(/^A booking can be cancelled online free of charge, with a full refund to the same card, until 48 hours before check-in day begins/);
    expect(body.response).not.toContain('24-48');
  });

  it('when a guest asks in Hindi about breakfast in a city, then the hotel’s dining and its number answer, in Hindi, cited', async () => {
    const body = await ask('जयपुर में नाश्ता कब मिलता है?');
    expect(body).toMatchObject({ lang: 'hi', question_lang: 'hi', status: 'answered' });
    expect(body.response).toContain('Suvarna Rajmahal Jaipur में फ़ाइन डाइनिंग रेस्तरां और आँगन वाला बार है');
    expect(body.response).toContain('+91 141 456 7812');
    expect(body.citations).toEqual([{ kind: 'hotel', label: 'Suvarna Rajmahal Jaipur', hotel_id: '12' }]);
  });

  it('when a guest asks in Tamil what to see, then the city guide answers in Tamil', async () => {
    const body = await ask('ஜெய்ப்பூரில் என்ன பார்க்கலாம்?');
    expect(body).toMatchObject({ lang: 'ta', question_lang: 'ta' });
    expect(body.response).toContain('ஆமேர் கோட்டை');
    expect(body.response).toContain('(ஆதாரம்: ஜெய்ப்பூர் வழிகாட்டி)');
  });

  it("when the question cannot be placed, then the answer is \"I didn't understand\" with three example questions as suggestions", async () => {
    const body = await ask('purple elephants dance quietly');
    expect(body).toMatchObject({ status: 'not_understood', citations: [] });
    expect(body.suggestions).toEqual(['What time is check-in?', 'What is the cancellation policy?', 'Things to do in Jaipur']);
  });

  it('when a guest asks what to see in a city, then the city guide answers, cited', async () => {
    const body = await ask('What should I see in Agra?');
    expect(body.response).toContain('Taj Mahal');
    expect(body.response).toContain('(Source: Guide to Agra)');
    expect(body.suggestions).toContain('Where to eat in Agra');
  });

  it('when a guest asks about a hotel’s amenities, then the hotel’s own facts answer', async () => {
    const body = await ask('Does the Rishikesh hotel have yoga?');
    expect(body.citations.map((c) => c.hotel_id)).toContain('5');
    expect(body.response).toMatch(/yoga/i);
  });

  it('when a guest asks about room prices, then the answer quotes the catalog’s prices', async () => {
    const body = await ask('How much are the rooms in Mumbai?');
    expect(body.response).toContain('₹14,000');
    expect(body.citations).toContainEqual({ kind: 'room', label: 'City View Room, ₹14,000', hotel_id: '2', room_type: 'City View Room', price: 14000 });
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

  it('when a booking is paid, its dates’ difference paid and part refunded, then its revenue is what was paid less refunds', async () => {
    const revenue = async () => aiAnalyticsSchema.parse(await (await ai.call('GET', '/api/ai/analytics')).json()).basis.revenue_last_30_days;
    const hotel = testHotel({ name: 'Suvarna Payments Lodge', rooms: [{ type: 'Room', pricePaise: 1_000_000, capacity: 2, available: 10 }] });
    await ai.putHotel(hotel);
    const before = await revenue();
    const bookingId = await ai.book(hotel, inDays(3), inDays(4), 1); // ₹10,000 × 1.12 booked
    expect((await revenue()) - before).toBe(11_200);
    const payment = { bookingId, userId: 'u1', sessionId: 'cs_test', paymentIntentId: 'pi_test', currency: 'INR', paidAt: new Date().toISOString() };
    await ai.deliver('payment.paid', bookingId, { ...payment, amountPaise: 1_120_000 });
    expect((await revenue()) - before).toBe(11_200);
    await ai.deliver('payment.paid', bookingId, { ...payment, amountPaise: 224_000, dateChangeId: 'dc1' });
    expect((await revenue()) - before).toBe(13_440);
    const refund = { bookingId, userId: 'u1', sessionId: 'cs_test', paymentIntentId: 'pi_test', fullyRefunded: false, currency: 'INR', reason: null, refundedAt: new Date().toISOString() };
    await ai.deliver('payment.refunded', bookingId, { ...refund, amountPaise: 244_000, totalRefundedPaise: 344_000 });
    expect((await revenue()) - before).toBe(10_000);
    // An earlier refund's event arriving late does not lower what is known to be refunded.
    await ai.deliver('payment.refunded', bookingId, { ...refund, amountPaise: 100_000, totalRefundedPaise: 100_000 });
    expect((await revenue()) - before).toBe(10_000);
  });
});
