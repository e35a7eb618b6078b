import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@suvarna/contracts';
import { signAccessToken } from '@suvarna/platform';
import { openPrivateKey } from '../src/domain/key-encryption';
import { client, startAuth, type AuthUnderTest } from './auth-test-kit';

const run = promisify(execFile);
/** A command-line tool starts a Node process of its own, which a busy machine takes seconds to do. */
const CLI_TIMEOUT_MS = 60_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let auth: AuthUnderTest;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  auth = await startAuth();
  api = client(auth.url);
});

afterAll(async () => {
  await auth?.stop();
});

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const kidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;
const encryptionKey = () => Buffer.from(auth.env.JWT_KEY_ENCRYPTION_KEY!, 'base64');
const jwksOf = async (url: string) => ((await (await fetch(`${url}/api/auth/jwks`)).json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid);

/** What someone holding the database and the encryption key could sign: the auth service's own key. */
async function signWithStoredKey(fields: { sid: string; iat?: Date; role?: 'admin' | 'guest'; sub?: string }) {
  const { rows } = await auth.service.deps.pool.query<{ kid: string; private_key_encrypted: string }>(
    'SELECT kid, private_key_encrypted FROM signing_keys ORDER BY signs_from DESC LIMIT 1',
  );
  const { kid, private_key_encrypted: sealed } = rows[0]!;
  return signAccessToken({
    privateKey: openPrivateKey(sealed, encryptionKey(), kid),
    kid,
    issuer: 'suvarna-auth',
    audience: 'suvarna',
    issuedAt: fields.iat,
    expiresAt: new Date(Date.now() + 3_600_000),
    claims: { sub: fields.sub ?? randomUUID(), sid: fields.sid, role: fields.role ?? 'admin', name: 'Mallory', email: 'mallory@example.com' },
  });
}

describe('the signing key at rest', () => {
  it('when the auth schema is read, then the private key is only there encrypted', async () => {
    const { rows } = await auth.service.deps.pool.query<{ private_key_pem: string | null; private_key_encrypted: string }>(
      'SELECT private_key_pem, private_key_encrypted FROM signing_keys',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.private_key_pem).toBeNull();
      expect(row.private_key_encrypted).toMatch(/^v1\./);
      expect(row.private_key_encrypted).not.toContain('PRIVATE KEY');
    }
  });

  it('when a key was stored in plain PEM before, then the next start encrypts it and keeps signing with it', async () => {
    const db = auth.service.deps.pool;
    const { rows: before } = await db.query<{ kid: string; private_key_encrypted: string }>(
      'SELECT kid, private_key_encrypted FROM signing_keys ORDER BY signs_from DESC LIMIT 1',
    );
    const kid = before[0]!.kid;
    const pem = openPrivateKey(before[0]!.private_key_encrypted, encryptionKey(), kid).export({ format: 'pem', type: 'pkcs8' }).toString();
    await db.query('UPDATE signing_keys SET private_key_pem = $2, private_key_encrypted = NULL WHERE kid = $1', [kid, pem]);
    const restarted = await auth.startAnother();
    const { rows } = await db.query<{ private_key_pem: string | null; private_key_encrypted: string | null }>('SELECT private_key_pem, private_key_encrypted FROM signing_keys WHERE kid = $1', [kid]);
    expect(rows[0]).toMatchObject({ private_key_pem: null, private_key_encrypted: expect.stringMatching(/^v1\./) });
    const session = (await client(restarted.url).register()).json!;
    expect(kidOf(session.access_token)).toBe(kid);
    await restarted.close();
  });

  it('when the service starts without JWT_KEY_ENCRYPTION_KEY, or with another one, then it refuses to start', async () => {
    await expect(auth.startAnother({ JWT_KEY_ENCRYPTION_KEY: '' })).rejects.toThrow(/JWT_KEY_ENCRYPTION_KEY is required/);
    await expect(auth.startAnother({ JWT_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') })).rejects.toThrow(/cannot be opened/);
  });
});

describe('tokens that were never issued', () => {
  it('when a token signed with the real key names a session that was never opened, then the auth service refuses it', async () => {
    const forged = await signWithStoredKey({ sid: randomUUID(), role: 'admin' });
    expect((await api.me(forged)).status).toBe(401);
    expect((await api.call('/api/auth/admin/stats', undefined, { token: forged })).status).toBe(401);
  });

  it('when a token says it was issued an hour from now, then it is refused even for a live session', async () => {
    const session = (await api.register()).json!;
    const sid = claimsOf(session.access_token).sid as string;
    const future = await signWithStoredKey({ sid, sub: session.user.id, role: 'guest', iat: new Date(Date.now() + 3_600_000) });
    const res = await api.me(future);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ detail: 'Invalid or expired token' });
    expect((await api.me(session.access_token)).status).toBe(200);
  });
});

describe('absolute session lifetime', () => {
  it('when a session signed in 29 days, 23 hours and 55 minutes ago is refreshed, then the new token ends with the 30th day', async () => {
    const session = (await api.register()).json!;
    const sid = claimsOf(session.access_token).sid as string;
    await auth.service.deps.pool.query("UPDATE sessions SET created_at = now() - interval '29 days 23 hours 55 minutes' WHERE id = $1", [sid]);
    const res = await api.call('/api/auth/refresh', {}, { token: session.access_token });
    expect(res.status).toBe(200);
    const refreshed = (await res.json()) as TokenResponse;
    expect(refreshed.expires_in).toBeLessThanOrEqual(300);
    expect(refreshed.expires_in).toBeGreaterThan(200);
    expect((claimsOf(refreshed.access_token).exp as number) * 1000).toBeLessThanOrEqual(Date.now() + 300_000 + 1000);
  });

  it('when a session signed in 30 days ago is refreshed, then it is refused however recently it was refreshed', async () => {
    const session = (await api.register()).json!;
    const sid = claimsOf(session.access_token).sid as string;
    await auth.service.deps.pool.query("UPDATE sessions SET created_at = now() - interval '30 days 1 minute' WHERE id = $1", [sid]);
    expect((await api.call('/api/auth/refresh', {}, { token: session.access_token })).status).toBe(401);
  });
});

describe('key rotation', () => {
  const rotate = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'services/auth/src/cli/rotate-signing-key.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: auth.db.url, JWT_KEY_ENCRYPTION_KEY: auth.env.JWT_KEY_ENCRYPTION_KEY },
    });

  it('when the key is rotated, then both keys are in the JWKS, new tokens carry the new key and tokens of the old one still work', { timeout: CLI_TIMEOUT_MS }, async () => {
    const before = (await api.register()).json!;
    const oldKid = kidOf(before.access_token);
    const { stdout } = await rotate(['--activate-in', '0']);
    const newKid = /New signing key (\S+):/.exec(stdout)?.[1];
    expect(newKid).toBeDefined();
    expect(stdout).toContain(`Key ${oldKid} stays published until`);

    const restarted = await auth.startAnother();
    expect(new Set(await jwksOf(restarted.url))).toEqual(new Set([oldKid, newKid]));
    const after = (await client(restarted.url).register()).json!;
    expect(kidOf(after.access_token)).toBe(newKid);
    expect((await client(restarted.url).me(before.access_token)).status).toBe(200);
    expect((await client(restarted.url).me(after.access_token)).status).toBe(200);
    await restarted.close();
  });

  it('when a rotation is scheduled for later, then the new key is published at once but the current one keeps signing', { timeout: CLI_TIMEOUT_MS }, async () => {
    const { stdout } = await rotate([]);
    const newKid = /New signing key (\S+):/.exec(stdout)?.[1];
    const restarted = await auth.startAnother();
    expect(await jwksOf(restarted.url)).toContain(newKid);
    const session = (await client(restarted.url).register()).json!;
    expect(kidOf(session.access_token)).not.toBe(newKid);
    await restarted.close();
  });

  it('when the overlap has passed, then the old key is no longer published and its tokens are refused', async () => {
    const before = (await api.register()).json!;
    const oldKid = kidOf(before.access_token);
    await auth.service.deps.pool.query("UPDATE signing_keys SET published_until = now() - interval '1 second' WHERE kid = $1", [oldKid]);
    const restarted = await auth.startAnother();
    expect(await jwksOf(restarted.url)).not.toContain(oldKid);
    expect((await client(restarted.url).me(before.access_token)).status).toBe(401);
    await restarted.close();
  });
});
