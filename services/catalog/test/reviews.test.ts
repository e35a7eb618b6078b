import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REVIEW_COMMENT, reviewListSchema, reviewSubmitResponseSchema, reviewSummarySchema } from '@suvarna/contracts';
import { startCatalog, type CatalogUnderTest } from './catalog-test-kit';

let catalog: CatalogUnderTest;

beforeAll(async () => {
  catalog = await startCatalog();
});
afterAll(async () => {
  await catalog?.close();
});

const submit = async (body: unknown, token?: string) => catalog.call('POST', '/api/reviews/submit', { token: token ?? (await catalog.tokenFor('guest')), body });
const reviewsOf = async (hotelId: string) => reviewListSchema.parse(await (await catalog.call('GET', `/api/reviews/hotel/${hotelId}`)).json());

describe('GET /api/reviews/hotel/{id}', () => {
  it('when the hotel has no reviews, then the list is empty with an average of 0', async () => {
    const res = await catalog.call('GET', '/api/reviews/hotel/9');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ reviews: [], average_rating: 0, total_reviews: 0 });
  });

  it('when the hotel does not exist, then the answer is 404', async () => {
    const res = await catalog.call('GET', '/api/reviews/hotel/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ detail: 'Hotel not found' });
  });
});

describe('GET /api/reviews/summary', () => {
  const summary = async () => {
    const res = await catalog.call('GET', '/api/reviews/summary');
    expect(res.status).toBe(200);
    return reviewSummarySchema.parse(await res.json());
  };

  it('when reviews are written, then the next summary counts them all and those rating 4 or 5, for anyone who asks', async () => {
    const before = await summary();
    for (const [hotel, rating] of [['5', 5], ['6', 3], ['7', 4], ['8', 1]] as const) {
      expect((await submit({ hotel_id: hotel, rating, comment: 'A stay worth writing about.' })).status).toBe(201);
    }
    expect(await summary()).toEqual({ total_reviews: before.total_reviews + 4, rated_4_or_5: before.rated_4_or_5 + 2 });
  });
});

describe('POST /api/reviews/submit', () => {
  it('when a signed-in guest reviews a hotel, then it is stored under their name and listed', async () => {
    const token = await catalog.tokenFor('guest', 'Meera Kapoor');
    const res = await submit({ hotel_id: '12', rating: 5, comment: '  Breathtaking palace, wonderful staff.  ' }, token);
    expect(res.status).toBe(201);
    const body = reviewSubmitResponseSchema.parse(await res.json());
    expect(body).toMatchObject({ success: true, message: 'Review submitted successfully' });
    expect(body.review).toMatchObject({
      hotel_id: '12',
      user_name: 'Meera Kapoor',
      rating: 5,
      comment: 'Breathtaking palace, wonderful staff.',
      stay_date: null,
      verified_stay: false,
      helpful_count: 0,
    });
    expect(Date.parse(body.review.date)).not.toBeNaN();

    const list = await reviewsOf('12');
    expect(list.reviews).toEqual([body.review]);
    expect(list).toMatchObject({ average_rating: 5, total_reviews: 1 });
  });

  it('when a stay date is given, then the review is marked as a verified stay', async () => {
    const res = await submit({ hotel_id: '13', rating: 4, comment: 'The houseboat night was magical.', stay_date: '2026-01-10' });
    expect(res.status).toBe(201);
    const { review } = reviewSubmitResponseSchema.parse(await res.json());
    expect(review).toMatchObject({ verified_stay: true, stay_date: '2026-01-10' });
  });

  it('when the stay date is blank or null, then the review is accepted and not verified', async () => {
    for (const stay_date of ['', null]) {
      const res = await submit({ hotel_id: '13', rating: 3, comment: 'Pleasant.', stay_date });
      expect(res.status).toBe(201);
      expect(reviewSubmitResponseSchema.parse(await res.json()).review.verified_stay).toBe(false);
    }
  });

  it('when several guests review a hotel, then the list is newest first with the average rounded to one decimal', async () => {
    for (const [rating, comment] of [[5, 'first'], [4, 'second'], [4, 'third']] as const) {
      expect((await submit({ hotel_id: '15', rating, comment })).status).toBe(201);
    }
    const list = await reviewsOf('15');
    expect(list.reviews.map((r) => r.comment)).toEqual(['third', 'second', 'first']);
    expect(list).toMatchObject({ average_rating: 4.3, total_reviews: 3 });
  });

  it('when the reviews were read before a new review, then the next read includes it', async () => {
    expect((await reviewsOf('16')).total_reviews).toBe(0);
    const cached = await catalog.call('GET', '/api/reviews/hotel/16');
    expect(cached.headers.get('x-cache')).toBe('hit');
    const submitted = await submit({ hotel_id: '16', rating: 4, comment: 'Great for work trips.' });
    expect(submitted.status).toBe(201);
    expect((await reviewsOf('16')).total_reviews).toBe(1);
    // The answer names the scopes the review made stale (the hotels, for their ratings, and this hotel's reviews).
    expect(submitted.headers.get('x-cache-generation')).toMatch(/^hotels \d+, reviews:16 \d+$/);
  });

  it('when the same guest reviews a hotel twice, then the second is refused with 409', async () => {
    const token = await catalog.tokenFor('guest');
    expect((await submit({ hotel_id: '2', rating: 4, comment: 'Lovely sea view.' }, token)).status).toBe(201);
    const again = await submit({ hotel_id: '2', rating: 1, comment: 'Changed my mind.' }, token);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ detail: 'You have already reviewed this hotel', code: 'already_reviewed' });
    expect((await reviewsOf('2')).reviews.map((r) => r.rating)).toEqual([4]);
    // The rule is per hotel: the same guest may review another one.
    expect((await submit({ hotel_id: '3', rating: 5, comment: 'Peaceful.' }, token)).status).toBe(201);
  });

  it.each([
    [{ rating: 0 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 6 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 4.5 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 'great' }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: undefined }, 'Rating is required'],
    [{ comment: '' }, 'Comment is required'],
    [{ comment: '    ' }, 'Comment is required'],
    [{ comment: undefined }, 'Comment is required'],
    [{ comment: 'x'.repeat(MAX_REVIEW_COMMENT + 1) }, `Comment must be at most ${MAX_REVIEW_COMMENT} characters`],
    [{ stay_date: '10/01/2026' }, 'Stay date must be a date (YYYY-MM-DD)'],
    [{ stay_date: '2026-02-30' }, 'Stay date must be a real calendar date'],
    [{ stay_date: '2999-01-01' }, 'Stay date cannot be in the future'],
    [{ hotel_id: '' }, 'Hotel is required'],
  ])('when the review has %j, then it is refused with 400 and the detail %s', async (change, detail) => {
    const res = await submit({ hotel_id: '4', rating: 5, comment: 'Lovely hills.', ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ detail });
    expect((await reviewsOf('4')).total_reviews).toBe(0);
  });

  it('when the body is not valid JSON, then the answer is 400', async () => {
    const res = await catalog.call('POST', '/api/reviews/submit', { token: await catalog.tokenFor('guest'), rawBody: '{"rating": 5,' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'malformed_json' });
  });

  it('when nobody is signed in, then the review is refused with 401', async () => {
    const res = await catalog.call('POST', '/api/reviews/submit', { body: { hotel_id: '1', rating: 5, comment: 'Anonymous.' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toHaveProperty('detail');
    const forged = await submit({ hotel_id: '1', rating: 5, comment: 'Forged.' }, 'not-a-token');
    expect(forged.status).toBe(401);
    expect((await reviewsOf('1')).total_reviews).toBe(0);
  });

  it('when the hotel does not exist, then the answer is 404', async () => {
    const res = await submit({ hotel_id: 'nope', rating: 5, comment: 'Where am I?' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ detail: 'Hotel not found' });
  });

  it('when the hotel has not opened yet, then it cannot be reviewed', async () => {
    const res = await submit({ hotel_id: 'pre1', rating: 5, comment: 'Cannot wait!' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'hotel_not_open' });
  });
});
