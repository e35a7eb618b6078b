import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@suvarna/platform/testing';
import { startSite, type RunningSite } from '../dev/site';
import { freePort, startMailCatcher, type MailCatcher } from '../testing';

interface CaughtMail {
  subject: string;
  to: { address: string }[];
}

/** The whole backend as `npm start` runs it: six services and the gateway, one event transport. */
let db: TestDatabase;
let mail: MailCatcher;
let site: RunningSite;

beforeAll(async () => {
  db = await createTestDatabase(inject('adminDatabaseUrl'));
  mail = await startMailCatcher(await freePort(), await freePort());
  const ports = {
    gateway: await freePort(),
    auth: await freePort(),
    catalog: await freePort(),
    booking: await freePort(),
    payment: await freePort(),
    careers: await freePort(),
    notify: await freePort(),
  };
  site = await startSite({
    env: { DATABASE_URL: db.url, SMTP_URL: mail.smtpUrl, REDIS_URL: inject('redisUrl') || undefined, LOG_LEVEL: 'silent', SEED_DEMO_USERS: 'true', REGISTER_MAX_PER_IP: '100000' },
    ports,
  });
});

afterAll(async () => {
  await site?.close();
  await mail?.stop();
  await db?.drop();
});

const api = (path: string, init: RequestInit & { token?: string; json?: unknown } = {}) =>
  fetch(`${site.url}${path}`, {
    ...init,
    headers: {
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });

const inbox = async (address: string) =>
  ((await (await fetch(`${mail.webUrl}/email`)).json()) as CaughtMail[]).filter((m) => m.to.some((t) => t.address === address));

describe('the site through its gateway', () => {
  it('when a guest registers, then the welcome e-mail reaches the inbox through the event bus', async () => {
    const res = await api('/api/auth/register', { method: 'POST', json: { full_name: 'Ishaan Kapoor', email: 'ishaan@example.com', password: 'secret123' } });
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
      json: { full_name: 'Sneaky', email: 'sneaky@example.com', password: 'secret123', role: 'admin' },
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
