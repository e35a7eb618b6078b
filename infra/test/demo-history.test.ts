import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { aiAnalyticsSchema, bookingAnalyticsSchema, indiaToday, isDemoAddress, reviewListSchema, type ApplicationAnalytics } from '@suvarna/contracts';
import { startDemoHistory, type HistoryCounts } from '../demo-history';
import { planHistory, type Plan } from '../demo-history/plan';
import { startTestSite, type TestSite } from '../testing';

/*
 * The demo history written through the services of a whole site (as `npm start` runs them), on a short plan
 * (seven weeks) so that it runs in seconds: every chart reads it, each record is dated as of its step, and
 * nobody is e-mailed.
 */

let testSite: TestSite;
let counts: HistoryCounts;
let plan: Plan;
const now = new Date();
const options = { seed: 7, now, days: 49, bookingsPerDay: 1.2, applicationsPerWeek: 4 };

beforeAll(async () => {
  testSite = await startTestSite(inject('adminDatabaseUrl'), inject('redisUrl'));
  plan = planHistory(options);
  const history = startDemoHistory({ services: testSite.site.services, siteUrl: testSite.site.url, databaseUrl: testSite.databaseUrl, plan: options });
  counts = await history.done;
}, 240_000);
afterAll(async () => {
  await testSite?.close();
});

const api = async (path: string, token?: string) => {
  const res = await fetch(`${testSite.site.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.status).toBe(200);
  return res.json();
};
async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`${testSite.site.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('the demo history', () => {
  it('when the same options are planned twice, then the plan is the same (a fixed seed)', () => {
    expect(planHistory(options)).toEqual(plan);
    expect(planHistory({ ...options, seed: 8 })).not.toEqual(plan);
  });

  it('when it is written, then every planned step went through (none refused) and the counts match the plan', () => {
    const steps = (kind: string) => plan.steps.filter((s) => s.kind === kind).length;
    expect(counts).toEqual({
      bookings: steps('book'),
      paid: steps('pay'),
      cancelled: steps('cancel'),
      completed: steps('complete'),
      reviews: steps('review'),
      applications: steps('apply'),
      moves: steps('move') + steps('interview'),
      refused: 0,
      refusedBy: {},
    });
    expect(counts.bookings).toBeGreaterThan(30);
  });

  it('when the admin reads the analytics, then the months of the history hold its bookings and paid revenue', async () => {
    const token = await signIn('admin@suvarnahotels.in', 'Admin@123');
    const analytics = bookingAnalyticsSchema.parse(await api('/api/admin/bookings/analytics', token));
    const withBookings = analytics.months.filter((m) => m.bookings > 0);
    expect(withBookings.length).toBeGreaterThanOrEqual(2);
    expect(withBookings.reduce((s, m) => s + m.bookings, 0)).toBe(counts.bookings);
    expect(withBookings.some((m) => m.revenue > 0)).toBe(true);
  });

  it('when the AI analytics are read, then the last two months of revenue come from the history', async () => {
    const analytics = aiAnalyticsSchema.parse(await api('/api/ai/analytics'));
    await vi.waitFor(async () => expect(aiAnalyticsSchema.parse(await api('/api/ai/analytics')).basis.revenue_previous_30_days).toBeGreaterThan(0), { timeout: 10_000, interval: 200 });
    expect(analytics.basis.revenue_last_30_days).toBeGreaterThan(0);
    expect(analytics.data.revenueGrowth).not.toBeNull();
  });

  it('when a booking of the history is read, then each entry of its history is dated as of its step, in order, and the guest is a demo guest', async () => {
    const token = await signIn('admin@suvarnahotels.in', 'Admin@123');
    const page = (await api('/api/admin/bookings?status=completed&page_size=5', token)) as { bookings: { createdAt: string; statusHistory: { at: string; reason: string }[]; guestInfo: { email: string }; specialRequests: string }[] };
    const booking = page.bookings.at(-1)!;
    const dates = booking.statusHistory.map((h) => h.at);
    expect(booking.statusHistory.map((h) => h.reason)).toEqual(['Booked online', 'Payment received', 'Confirmed by the hotel', 'Stay completed']);
    expect([...dates].sort()).toEqual(dates);
    expect(Date.parse(booking.createdAt)).toBeLessThan(Date.parse(dates.at(-1)!));
    expect(Date.parse(dates.at(-1)!)).toBeLessThan(now.getTime());
    expect(isDemoAddress(booking.guestInfo.email)).toBe(true);
    expect(booking.specialRequests).toContain('Demo history');
  });

  it('when HR reads the application analytics, then the history’s applications are counted by when they were made and where they stand', async () => {
    const token = await signIn('hr@suvarnahotels.in', 'Hr@12345');
    const analytics = (await api('/api/applications/enhanced/analytics', token)) as ApplicationAnalytics;
    const applied = plan.steps.filter((s) => s.kind === 'apply');
    const recent = applied.filter((s) => s.at.getTime() >= now.getTime() - 30 * 86_400_000).length;
    expect(analytics.total_applications).toBe(applied.length);
    expect(analytics.recent_applications_30_days).toBe(recent);
    expect(analytics.recent_applications_30_days).toBeLessThan(analytics.total_applications);
    expect(Object.entries(analytics.status_breakdown).filter(([status, n]) => status !== 'submitted' && n > 0).length).toBeGreaterThan(1);
  });

  it('when a hotel’s reviews are read, then the history’s reviews are dated after the stays they review', async () => {
    const reviewed = plan.bookings.find((b, i) => b.review && plan.steps.some((s) => s.kind === 'review' && 'booking' in s && s.booking === i))!;
    const { reviews } = reviewListSchema.parse(await api(`/api/reviews/hotel/${reviewed.hotelId}`));
    const review = reviews.find((r) => r.stay_date === reviewed.checkIn)!;
    expect(review).toMatchObject({ rating: reviewed.review!.rating, comment: reviewed.review!.comment, verified_stay: true });
    expect(review.date.slice(0, 10) >= reviewed.checkOut).toBe(true);
    expect(review.date.slice(0, 10) <= indiaToday(now)).toBe(true);
  });

  it('when it is written, then nobody is e-mailed: not the demo guests, not HR about demo applicants', async () => {
    // The history's last step is in the past; its events were handled by now (the analytics above read them).
    const mails = (await (await fetch(`${testSite.mail.webUrl}/email`)).json()) as unknown[];
    expect(mails).toEqual([]);
  });
});
