import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationMessages, type TokenResponse } from '@suvarna/contracts';
import { client, randomIp, startAuth, uniqueEmail, type AuthUnderTest } from './auth-test-kit';

let auth: AuthUnderTest;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  auth = await startAuth({ UNVERIFIED_MAIL_MAX_PER_RECIPIENT: '2' });
  api = client(auth.url);
});

afterAll(async () => {
  await auth?.stop();
});

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** The verification token the registration's event carried (what the welcome e-mail links to). */
async function linkTokenOf(userId: string, type = 'user.registered'): Promise<string> {
  const { rows } = await auth.service.deps.pool.query<{ token: string }>(
    "SELECT envelope->'data'->>'verificationToken' AS token FROM outbox WHERE key = $1 AND envelope->>'type' = $2 ORDER BY id DESC LIMIT 1",
    [userId, type],
  );
  return rows[0]!.token;
}

const verify = (token: string) => api.call('/api/auth/verify-email', { token });

describe('verifying the address at registration', () => {
  it('when a visitor registers, then the account is signed in unverified and user.registered carries a link token, stored only as a hash', async () => {
    const { json } = await api.register();
    expect(json!.user.email_verified).toBe(false);
    expect(claimsOf(json!.access_token).email_verified).toBe(false);
    const token = await linkTokenOf(json!.user.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await auth.service.deps.pool.query('SELECT 1 FROM email_verifications WHERE token_hash = $1', [token]);
    expect(rows).toHaveLength(0);
  });

  it('when the link is opened (from any browser), then the address is verified, the next token says so, and user.email-verified is written', async () => {
    const { json } = await api.register();
    const res = await verify(await linkTokenOf(json!.user.id));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: verificationMessages.verified, email: json!.user.email });

    const me = (await (await api.me(json!.access_token)).json()) as { email_verified: boolean };
    expect(me.email_verified).toBe(true);
    const refreshed = (await (await api.call('/api/auth/refresh', {}, { token: json!.access_token })).json()) as TokenResponse;
    expect(claimsOf(refreshed.access_token).email_verified).toBe(true);
    const { rows } = await auth.service.deps.pool.query("SELECT 1 FROM outbox WHERE key = $1 AND envelope->>'type' = 'user.email-verified'", [json!.user.id]);
    expect(rows).toHaveLength(1);
  });

  it('when the link is opened twice, then the second time still says the address is confirmed', async () => {
    const { json } = await api.register();
    const token = await linkTokenOf(json!.user.id);
    expect((await verify(token)).status).toBe(200);
    expect((await verify(token)).status).toBe(200);
  });

  it('when the token is unknown or malformed, then 400 with a detail', async () => {
    const unknown = await verify('A'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ detail: verificationMessages.invalid });
    expect((await verify('<script>')).status).toBe(400);
    expect((await api.call('/api/auth/verify-email', {})).status).toBe(400);
  });

  it('when the link has expired, then 400 says so and the address stays unverified', async () => {
    const { json } = await api.register();
    const token = await linkTokenOf(json!.user.id);
    await auth.service.deps.pool.query("UPDATE email_verifications SET expires_at = now() - interval '1 second' WHERE user_id = $1", [json!.user.id]);
    const res = await verify(token);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ detail: verificationMessages.expired, code: 'verification_link_expired' });
  });
});

describe('asking for a new link', () => {
  it('when an unverified account asks again, then a new link is sent, and past the recipient limit 429', async () => {
    const { json } = await api.register({ email: uniqueEmail('again') });
    const resend = () => api.call('/api/auth/verify-email/resend', {}, { token: json!.access_token, ip: randomIp() });
    const first = await resend();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: verificationMessages.sent });
    const token = await linkTokenOf(json!.user.id, 'user.verification-requested');
    expect((await resend()).status).toBe(200);
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/^Too many confirmation e-mails have been sent to this address\. Try again in/);
    // An earlier link still works.
    expect((await verify(token)).status).toBe(200);
  });

  it('when a verified account asks, then nothing is sent', async () => {
    const { json } = await api.register();
    await verify(await linkTokenOf(json!.user.id));
    const res = await api.call('/api/auth/verify-email/resend', {}, { token: json!.access_token });
    expect(await res.json()).toEqual({ message: verificationMessages.alreadyVerified });
    const { rows } = await auth.service.deps.pool.query("SELECT 1 FROM outbox WHERE key = $1 AND envelope->>'type' = 'user.verification-requested'", [json!.user.id]);
    expect(rows).toHaveLength(0);
  });

  it('when nobody is signed in, then 401', async () => {
    expect((await api.call('/api/auth/verify-email/resend', {})).status).toBe(401);
  });
});
