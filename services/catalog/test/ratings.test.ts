import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelChangedSchema, hotelListSchema, hotelSchema, reviewListSchema, type ShownRating } from '@suvarna/contracts';
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

/** The hotel's shown rating as each reader of the catalog gets it: detail, public list, admin list, admin detail, AI's event. */
async function ratingsEverywhere(hotelId: string): Promise<ShownRating[]> {
  const detail = hotelSchema.parse(await (await catalog.call('GET', `/api/hotels/${hotelId}`)).json());
  const list = hotelListSchema.parse(await (await catalog.call('GET', '/api/hotels')).json());
  const adminList = hotelListSchema.parse(await (await catalog.call('GET', '/api/admin/hotels', { token: admin })).json());
  const adminDetail = hotelSchema.parse(await (await catalog.call('GET', `/api/admin/hotels/${hotelId}`, { token: admin })).json());
  const snapshot = ((await (await catalog.call('GET', '/internal/hotels')).json()) as { hotels: unknown[] }).hotels.map((h) => hotelChangedSchema.parse(h));
  return [
    detail.shownRating,
    list.find((h) => h.id === hotelId)!.shownRating,
    adminList.find((h) => h.id === hotelId)!.shownRating,
    adminDetail.shownRating,
    snapshot.find((h) => h.hotelId === hotelId)!.shownRating!,
  ];
}

describe('the rating a hotel is shown with', () => {
  it('when the hotel has no reviews, then every answer gives its own rating, labelled as the hotel rating, with no review count', async () => {
    for (const rating of await ratingsEverywhere('6')) expect(rating).toEqual({ source: 'hotel', score: 4.6 });
    expect((await (await catalog.call('GET', '/api/reviews/hotel/6')).json())).toMatchObject({ total_reviews: 0 });
  });

  it('when the hotel has reviews, then every answer gives their average and count, the same figure as the reviews list', async () => {
    // Read first, so that the cached answers must be made stale by the reviews.
    expect((await ratingsEverywhere('5'))[0]).toEqual({ source: 'hotel', score: 4.9 });
    for (const rating of [3, 4, 4]) {
      const res = await catalog.call('POST', '/api/reviews/submit', { token: await catalog.tokenFor('guest'), body: { hotel_id: '5', rating, comment: 'Stayed here.' } });
      expect(res.status).toBe(201);
    }
    for (const rating of await ratingsEverywhere('5')) expect(rating).toEqual({ source: 'reviews', score: 3.7, reviews: 3 });
    const reviews = reviewListSchema.parse(await (await catalog.call('GET', '/api/reviews/hotel/5')).json());
    expect(reviews).toMatchObject({ average_rating: 3.7, total_reviews: 3 });
  });

  it('when a review is written, then the hotel is published again with the new rating (for the AI copy), under a newer revision', async () => {
    const before = (await catalog.outbox()).filter((e) => e.type === 'catalog.hotel-changed' && e.key === '7').map((e) => hotelChangedSchema.parse(e.data));
    const res = await catalog.call('POST', '/api/reviews/submit', { token: await catalog.tokenFor('guest'), body: { hotel_id: '7', rating: 5, comment: 'Wonderful.' } });
    expect(res.status).toBe(201);
    const after = (await catalog.outbox()).filter((e) => e.type === 'catalog.hotel-changed' && e.key === '7').map((e) => hotelChangedSchema.parse(e.data));
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ shownRating: { source: 'reviews', score: 5, reviews: 1 } });
    expect(after.at(-1)!.revision).toBeGreaterThan(before.at(-1)!.revision);
  });

  it('when a future project has no rating and no reviews, then it is shown as not yet rated', async () => {
    for (const rating of await ratingsEverywhere('fut1')) expect(rating).toEqual({ source: 'none' });
  });

  it('when the admin changes the hotel rating of a reviewed hotel, then the shown rating stays the reviews average', async () => {
    await catalog.call('POST', '/api/reviews/submit', { token: await catalog.tokenFor('guest'), body: { hotel_id: '8', rating: 2, comment: 'Noisy.' } });
    const current = hotelSchema.parse(await (await catalog.call('GET', '/api/admin/hotels/8', { token: admin })).json());
    const { id: _id, _id: _legacy, shownRating: _shown, ...fields } = current;
    const res = await catalog.call('PUT', '/api/admin/hotels/8', { token: admin, body: { ...fields, rating: 5 } });
    expect(res.status).toBe(200);
    const updated = hotelSchema.parse(await res.json());
    expect(updated).toMatchObject({ rating: 5, shownRating: { source: 'reviews', score: 2, reviews: 1 } });
    for (const rating of await ratingsEverywhere('8')) expect(rating).toEqual({ source: 'reviews', score: 2, reviews: 1 });
  });
});
