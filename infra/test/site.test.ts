import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  addDays,
  adminBookingPageSchema,
  availabilitySchema,
  bookingCreatedResponseSchema,
  bookingListSchema,
  dashboardStatsSchema,
  hotelListSchema,
  hotelSchema,
  indiaToday,
  priceStay,
  rupeesToPaise,
} from '@suvarna/contracts';
import type { RunningSite } from '../dev/site';
import { startTestSite, type MailCatcher, type TestSite } from '../testing';

interface CaughtMail {
  subject: string;
  to: { address: string }[];
  text: string;
}

/** The whole backend as `npm start` runs it: six services and the gateway, one event transport. */
let testSite: TestSite;
let site: RunningSite;
let mail: MailCatcher;

beforeAll(async () => {
  testSite = await startTestSite(inject('adminDatabaseUrl'), inject('redisUrl'), { REGISTER_MAX_PER_IP: '100000' });
  ({ site, mail } = testSite);
});

afterAll(async () => {
  await testSite?.close();
});

const api = (path: string, init: Omit<RequestInit, 'headers'> & { token?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
  fetch(`${site.url}${path}`, {
    ...init,
    headers: {
      ...init.headers,
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });

const inbox = async (address: string) =>
  ((await (await fetch(`${mail.webUrl}/email`)).json()) as CaughtMail[]).filter((m) => m.to.some((t) => t.address === address));

describe('the site through its gateway', () => {
  it('when a guest registers, then the welcome e-mail reaches the inbox through the event bus', async () => {
    const res = await api('/api/auth/register', { method: 'POST', json: { full_name: 'Ishaan Kapoor', email: 'ishaan@example.com', password: 'Lotus#Garden42' } });
    expect(res.status).toBe(201);
    await vi.waitFor(async () => expect((await inbox('ishaan@example.com')).map((m) => m.subject)).toEqual(['Welcome to Suvarna Hotels & Resorts']), {
      timeout: 15_000,
      interval: 200,
    });
  });

  it('when a guest signs out, then the catalog service refuses the old token too', async () => {
    const login = await api('/api/auth/login', { method: 'POST', json: { email: 'guest@suvarnahotels.in', password: 'Guest@123' } });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const review = { hotel_id: '2', rating: 5, comment: 'Sea breeze and perfect service.', stay_date: null };
    expect((await api('/api/reviews/submit', { method: 'POST', token, json: review })).status).toBe(201);

    expect((await api('/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    const after = await api('/api/reviews/submit', { method: 'POST', token, json: { ...review, hotel_id: '3' } });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ detail: expect.any(String) });
  });

  it('when a guest calls an admin endpoint, then it is refused whatever the body says', async () => {
    const reg = await api('/api/auth/register', {
      method: 'POST',
      json: { full_name: 'Sneaky', email: 'sneaky@example.com', password: 'Lotus#Garden42', role: 'admin' },
    });
    const { access_token: token, user } = (await reg.json()) as { access_token: string; user: { role: string } };
    expect(user.role).toBe('guest');
    const res = await api('/api/admin/hotels', { method: 'POST', token, json: { name: 'X', type: 'Y', location: 'Z', state: 'W' } });
    expect(res.status).toBe(403);
  });

  it('when every service is up, then each is ready behind the gateway', async () => {
    for (const service of site.services) {
      const res = await fetch(`${service.url}/readyz`);
      expect(res.status, service.name).toBe(200);
    }
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
  });
});

const signIn = async (email: string, password: string) => {
  const res = await api('/api/auth/login', { method: 'POST', json: { email, password } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
};

describe('public reads kept by the gateway', () => {
  it('when an admin edits a hotel, then the next public reads through the gateway show the edit, and unchanged reads come from the gateway', async () => {
    const admin = await signIn('manager@suvarnahotels.in', 'Manager@123');
    await api('/api/hotels/4');
    await api('/api/hotels');
    const kept = await api('/api/hotels/4');
    expect(kept.headers.get('cache-status')).toBe('gateway; hit');
    const original = hotelSchema.parse(await kept.json());

    const edited = { ...original, description: `${original.description} Newly renovated riverside suites.` };
    expect((await api('/api/admin/hotels/4', { method: 'PUT', token: admin, json: edited })).status).toBe(200);

    const detail = await api('/api/hotels/4');
    expect(detail.headers.get('cache-status')).toBe('gateway; fwd=stale; stored');
    expect(hotelSchema.parse(await detail.json()).description).toBe(edited.description);
    const list = hotelListSchema.parse(await (await api('/api/hotels')).json());
    expect(list.find((h) => h.id === '4')?.description).toBe(edited.description);
    const again = await api('/api/hotels/4');
    expect(again.headers.get('cache-status')).toBe('gateway; hit');
    expect(hotelSchema.parse(await again.json()).description).toBe(edited.description);
  });
});

describe('bookings through the gateway', () => {
  const checkIn = addDays(indiaToday(), 14);
  const checkOut = addDays(indiaToday(), 16);
  let bookingId: string;

  it('when a guest books a room, then it is on their list and an admin confirming it sends "your stay is confirmed"', async () => {
    const guest = await signIn('guest@suvarnahotels.in', 'Guest@123');
    // Booking's copy of the catalog's rooms is filled from the catalog's events and its snapshot.
    const availability = await vi.waitFor(
      async () => {
        const res = await api(`/api/bookings/availability?hotel_id=1&check_in=${checkIn}&check_out=${checkOut}`);
        expect(res.status).toBe(200);
        return availabilitySchema.parse(await res.json());
      },
      { timeout: 15_000, interval: 200 },
    );
    const deluxe = availability.rooms.find((r) => r.type === 'Deluxe Room')!;
    const price = priceStay([{ type: deluxe.type, quantity: 1, pricePaise: rupeesToPaise(deluxe.price) }], availability.nights);
    const res = await api('/api/bookings/create', {
      method: 'POST',
      token: guest,
      headers: { 'idempotency-key': 'site-test-booking' },
      json: {
        hotel_id: '1',
        check_in: checkIn,
        check_out: checkOut,
        rooms: [{ type: 'Deluxe Room', quantity: 1 }],
        guest_info: { name: 'Kabir Malhotra', email: 'kabir.malhotra@example.com', phone: '+91 99887 76655', address: '' },
        special_requests: '',
        total_amount: price.totalPaise / 100,
      },
    });
    expect(res.status).toBe(201);
    const created = bookingCreatedResponseSchema.parse(await res.json());
    bookingId = created.booking_id;
    // 1 × ₹12,000 × 2 nights × 1.12.
    expect(created.total_amount).toBe(26_880);
    const mine = bookingListSchema.parse(await (await api('/api/bookings/my-bookings', { token: guest })).json());
    expect(mine.map((b) => b.confirmation_code)).toContain(created.confirmation_code);

    const admin = await signIn('admin@suvarnahotels.in', 'Admin@123');
    const page = adminBookingPageSchema.parse(await (await api(`/api/admin/bookings?q=${created.confirmation_code}`, { token: admin })).json());
    expect(page.bookings.map((b) => b.id)).toEqual([bookingId]);
    const confirm = await api(`/api/admin/bookings/${bookingId}/status`, { method: 'PATCH', token: admin, json: { status: 'confirmed' } });
    expect(confirm.status).toBe(200);
    // The booking's e-mails go to the account's own address; the typed guest address only once it asked for them.
    const mails = await vi.waitFor(
      async () => {
        const found = (await inbox('guest@suvarnahotels.in')).filter((m) => m.subject.startsWith('Your stay is confirmed'));
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(mails[0]!.subject).toBe(`Your stay is confirmed — ${created.confirmation_code}`);
    expect(mails[0]!.text).toContain('₹26,880');
  });

  it('when an admin reads the dashboard, then every figure equals the owning service own data', async () => {
    const admin = await signIn('manager@suvarnahotels.in', 'Manager@123');
    const stats = dashboardStatsSchema.parse(await (await api('/api/admin/dashboard/stats', { token: admin })).json());
    const users = (await (await api('/api/auth/admin/stats', { token: admin })).json()) as { total_users: number };
    const hotels = hotelListSchema.parse(await (await api('/api/admin/hotels', { token: admin })).json());
    const bookings = adminBookingPageSchema.parse(await (await api('/api/admin/bookings', { token: admin })).json());
    expect(stats).toEqual({
      total_users: users.total_users,
      total_bookings: bookings.summary.total,
      total_revenue: bookings.summary.revenue,
      active_hotels: hotels.filter((h) => h.status === 'active').length,
      unavailable: [],
    });
    expect(stats.total_bookings).toBeGreaterThanOrEqual(1);
    expect(stats.active_hotels).toBe(17);
  });

  it('when the catalog service is down, then guests still book, and the dashboard names the figure it cannot read', async () => {
    await site.services.find((s) => s.name === 'catalog')!.close();
    const guest = await signIn('guest@suvarnahotels.in', 'Guest@123');
    const res = await api('/api/bookings/create', {
      method: 'POST',
      token: guest,
      json: {
        hotel_id: '2',
        check_in: checkIn,
        check_out: addDays(checkIn, 1),
        rooms: [{ type: 'Sea View Room', quantity: 1 }],
        guest_info: { name: 'Kabir Malhotra', email: 'kabir.malhotra@example.com' },
        total_amount: 21_280,
      },
    });
    expect(res.status).toBe(201);
    const admin = await signIn('admin@suvarnahotels.in', 'Admin@123');
    const stats = dashboardStatsSchema.parse(await (await api('/api/admin/dashboard/stats', { token: admin })).json());
    expect(stats).toMatchObject({ active_hotels: null, unavailable: ['active_hotels'], total_users: expect.any(Number) });
    expect(stats.total_bookings).toBeGreaterThanOrEqual(2);
  });
});
