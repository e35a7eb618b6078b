import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUserSchema, tokenResponseSchema, type PublicUser, type TokenResponse } from '@suvarna/contracts';
import { createOrUpdateStaffAccount } from '../src/domain/staff-accounts';
import { client, startAuth, uniqueEmail, type AuthUnderTest } from './auth-test-kit';

let auth: AuthUnderTest;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  auth = await startAuth();
  api = client(auth.url);
});

afterAll(async () => {
  await auth?.stop();
});

const detailOf = async (res: Response) => ((await res.json()) as { detail: string }).detail;

describe('POST /api/auth/register', () => {
  it('when the form is valid, then a guest account is created and signed in', async () => {
    const { res, body, json } = await api.register({ full_name: '  Meera Krishnan ', email: uniqueEmail('Meera').toUpperCase() });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const token = tokenResponseSchema.parse(json);
    expect(token).toMatchObject({
      token_type: 'bearer',
      expires_in: 15 * 60,
      user: { full_name: 'Meera Krishnan', email: body.email.toLowerCase(), phone: '+91 98765 43210', role: 'guest', department: null, email_verified: false },
    });
    expect((await api.me(token.access_token)).status).toBe(200);
  });

  it('when the phone is left out or blank, then the account has no phone', async () => {
    const { json: without } = await api.register({ phone: undefined });
    const { json: blank } = await api.register({ phone: '' });
    expect(without?.user.phone).toBeNull();
    expect(blank?.user.phone).toBeNull();
  });

  it.each([
    [{ full_name: undefined }, 'Full name is required'],
    [{ full_name: '   ' }, 'Full name is required'],
    [{ email: undefined }, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'meera.example.com' }, 'Invalid email format'],
    [{ phone: '98765 ext. 43' }, 'Invalid phone number format'],
    [{ phone: '+91+98765' }, 'Invalid phone number format'],
    [{ password: undefined }, 'Password is required'],
    [{ password: '' }, 'Password is required'],
    [{ password: 'abc1234' }, 'Password must be at least 8 characters'],
    [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ password: '123456' }, 'Password must be at least 8 characters'],
    [{ password: '      ' }, 'Password must be at least 8 characters'],
    [{ password: '        ' }, 'Password must not be one character repeated'],
    [{ password: 'password' }, 'This password is too common or has appeared in a data breach. Please choose another.'],
    [{ password: 'Password123' }, 'This password is too common or has appeared in a data breach. Please choose another.'],
    [{ password: 'qwertyuiop' }, 'This password is too common or has appeared in a data breach. Please choose another.'],
    [{ email: 'meera.krishnan@example.com', password: 'Krishnan#2026' }, 'Password must not contain the part of your email before the @'],
  ])('when the form has %o, then 400 says "%s"', async (fields, detail) => {
    const { res } = await api.register(fields);
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toBe(detail);
  });

  it('when the phone has digits, spaces, dashes, parentheses and a leading plus, then it is accepted', async () => {
    const { res, json } = await api.register({ phone: '+91 (11) 2345-6789' });
    expect(res.status).toBe(201);
    expect(json?.user.phone).toBe('+91 (11) 2345-6789');
  });

  it('when the body asks for the admin role, then the account is a guest all the same', async () => {
    const { json } = await api.register({ role: 'admin', department: 'Engineering' });
    expect(json?.user).toMatchObject({ role: 'guest', department: null });
    const me = await api.json<PublicUser>(await api.me(json!.access_token));
    expect(me.role).toBe('guest');
    const payload = JSON.parse(Buffer.from(json!.access_token.split('.')[1]!, 'base64url').toString()) as { role: string };
    expect(payload.role).toBe('guest');
    expect((await api.call('/api/auth/admin/stats', undefined, { token: json!.access_token })).status).toBe(403);
  });

  it('when the e-mail is already registered in another spelling, then 409 with a detail', async () => {
    const email = uniqueEmail('Arjun');
    expect((await api.register({ email })).res.status).toBe(201);
    const { res } = await api.register({ email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ detail: 'Email already registered', code: 'email_taken' });
    const { rows } = await auth.service.deps.pool.query('SELECT count(*)::int AS n FROM users WHERE lower(email) = $1', [email.toLowerCase()]);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('when a guest registers, then user.registered is written to the outbox with the account', async () => {
    const { json } = await api.register({ full_name: 'Ishaan Bose' });
    const { rows } = await auth.service.deps.pool.query<{ envelope: { type: string; key: string; data: unknown } }>(
      "SELECT envelope FROM outbox WHERE key = $1 AND envelope->>'type' = 'user.registered'",
      [json!.user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.envelope).toMatchObject({
      type: 'user.registered',
      key: json!.user.id,
      data: { userId: json!.user.id, email: json!.user.email, fullName: 'Ishaan Bose' },
    });
  });

  it('when the e-mail is taken, then no event is written', async () => {
    const email = uniqueEmail();
    await api.register({ email });
    await api.register({ email });
    const { rows } = await auth.service.deps.pool.query("SELECT 1 FROM outbox WHERE envelope->'data'->>'email' = $1", [email]);
    expect(rows).toHaveLength(1);
  });

  it('when the stored password is read back, then it is an argon2id hash with the OWASP parameters', async () => {
    const { json } = await api.register({ password: 'Lotus@2024' });
    const { rows } = await auth.service.deps.pool.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [json!.user.id]);
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('weak passwords of existing accounts', () => {
  it('when an account made before the password rule signs in with a weak password, then it signs in and is asked to change it until it does', async () => {
    const email = uniqueEmail('legacy');
    await createOrUpdateStaffAccount(auth.service.deps, { email, fullName: 'Old Timer', role: 'guest', department: null, password: '123456' });
    const res = await api.login(email, '123456');
    expect(res.status).toBe(200);
    const session = (await res.json()) as TokenResponse;
    expect(session.user.password_change_required).toBe(true);
    expect(await api.json(await api.me(session.access_token))).toMatchObject({ password_change_required: true });

    const weakAgain = await api.call('/api/auth/me', { current_password: '123456', new_password: 'password1' }, { token: session.access_token, method: 'PUT' });
    expect(weakAgain.status).toBe(400);
    expect(await detailOf(weakAgain)).toBe('This password is too common or has appeared in a data breach. Please choose another.');
    const changed = await api.call('/api/auth/me', { current_password: '123456', new_password: 'Lotus#Garden42' }, { token: session.access_token, method: 'PUT' });
    expect(await api.json(changed)).toMatchObject({ password_change_required: false });
    expect(((await (await api.login(email, 'Lotus#Garden42')).json()) as TokenResponse).user.password_change_required).toBe(false);
  });

  it('when a new password contains the e-mail\'s local part, then the profile refuses it', async () => {
    const email = uniqueEmail('aravind');
    const { json } = await api.register({ email, password: 'Lotus#Garden42' });
    const res = await api.call('/api/auth/me', { current_password: 'Lotus#Garden42', new_password: 'Aravind@Home2026' }, { token: json!.access_token, method: 'PUT' });
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toBe('Password must not contain the part of your email before the @');
  });

  it('when a password that meets the rule signs in, then no change is asked for', async () => {
    const { body } = await api.register({ password: 'Lotus#Garden42' });
    const session = (await (await api.login(body.email, 'Lotus#Garden42')).json()) as TokenResponse;
    expect(session.user.password_change_required).toBe(false);
  });
});

describe('POST /api/auth/login', () => {
  let email: string;
  beforeAll(async () => {
    email = uniqueEmail('kavya');
    await api.register({ email, full_name: 'Kavya Reddy', password: 'Monsoon#88' });
  });

  it('when the credentials are right, then a token and the user come back', async () => {
    const res = await api.login(email, 'Monsoon#88');
    expect(res.status).toBe(200);
    const token = tokenResponseSchema.parse(await res.json());
    expect(token.user).toMatchObject({ email, full_name: 'Kavya Reddy', role: 'guest' });
  });

  it('when the e-mail is typed in capitals, then the sign-in still works', async () => {
    expect((await api.login(email.toUpperCase(), 'Monsoon#88')).status).toBe(200);
  });

  it('when the password is wrong or the e-mail unknown, then 401 with the same message', async () => {
    const wrong = await api.login(email, 'Monsoon#89');
    const unknown = await api.login(uniqueEmail('nobody'), 'Monsoon#88');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const bodies = [await wrong.json(), await unknown.json()];
    expect(bodies[0]).toEqual({ detail: 'Incorrect email or password', code: 'invalid_credentials' });
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: 'kavya@', password: 'Monsoon#88' }, 'Invalid email format'],
    [{ email: 'kavya@example.com' }, 'Password is required'],
    [{ email: 'kavya@example.com', password: '12345' }, 'Password must be at least 6 characters'],
  ])('when the body is %o, then 400 says "%s"', async (body, detail) => {
    const res = await api.call('/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toBe(detail);
  });

  it('when the body is not JSON, then 400 rather than a server error', async () => {
    const res = await fetch(`${auth.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/auth/me', () => {
  it('when signed in, then the account comes back without its password hash', async () => {
    const { json } = await api.register({ full_name: 'Rohan Gupta' });
    const res = await api.me(json!.access_token);
    expect(res.status).toBe(200);
    const me = (await res.json()) as Record<string, unknown>;
    expect(publicUserSchema.strict().parse(me)).toEqual(json!.user);
  });

  it('when no token is sent, then 401 says authentication is required', async () => {
    const res = await api.call('/api/auth/me');
    expect(res.status).toBe(401);
    expect(await detailOf(res)).toBe('Authentication required');
  });

  it('when the token is garbage, then 401 says the token is invalid', async () => {
    const res = await api.me('abc.def.ghi');
    expect(res.status).toBe(401);
    expect(await detailOf(res)).toBe('Invalid or expired token');
  });
});

describe('PUT /api/auth/me', () => {
  let session: TokenResponse;
  let email: string;
  const put = (body: unknown, token = session.access_token) => api.call('/api/auth/me', body, { token, method: 'PUT' });

  beforeAll(async () => {
    email = uniqueEmail('neha');
    session = (await api.register({ email, full_name: 'Neha Joshi', password: 'Old#Pass1' })).json!;
  });

  it('when the name and phone change, then the updated user comes back and is kept', async () => {
    const res = await put({ full_name: 'Neha Joshi-Menon', phone: '022 2345 6789' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ full_name: 'Neha Joshi-Menon', phone: '022 2345 6789', email });
    expect(await api.json(await api.me(session.access_token))).toMatchObject({ full_name: 'Neha Joshi-Menon', phone: '022 2345 6789' });
  });

  it('when the phone is sent as null, then it is removed; when it is left out, then it stays', async () => {
    await put({ phone: '98765 43210' });
    expect(await api.json(await put({ full_name: 'Neha Joshi' }))).toMatchObject({ phone: '98765 43210' });
    expect(await api.json(await put({ phone: null }))).toMatchObject({ phone: null });
  });

  it('when the body tries to change the e-mail or the role, then neither changes', async () => {
    const res = await put({ email: 'boss@suvarnahotels.in', role: 'admin', department: 'Finance' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email, role: 'guest', department: null });
  });

  it.each([
    [{ full_name: '' }, 'Full name is required'],
    [{ phone: 'call me' }, 'Invalid phone number format'],
    [{ new_password: 'Fresh#Pass2' }, 'Current password is required to set a new password'],
    [{ current_password: 'Old#Pass1', new_password: '123' }, 'Password must be at least 8 characters'],
  ])('when the body is %o, then 400 says "%s"', async (body, detail) => {
    const res = await put(body);
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toBe(detail);
  });

  it('when the current password is wrong, then 400 and the password stays', async () => {
    const res = await put({ current_password: 'Not#ThePass', new_password: 'Fresh#Pass2' });
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toBe('Current password is incorrect');
    expect((await api.login(email, 'Old#Pass1')).status).toBe(200);
  });

  it('when the current password is right, then the new one signs in, the old one does not, and other sessions end', async () => {
    const other = (await api.json<TokenResponse>(await api.login(email, 'Old#Pass1'))).access_token;
    const res = await put({ current_password: 'Old#Pass1', new_password: 'Fresh#Pass2' });
    expect(res.status).toBe(200);
    expect((await api.login(email, 'Old#Pass1')).status).toBe(401);
    expect((await api.login(email, 'Fresh#Pass2')).status).toBe(200);
    expect((await api.me(session.access_token)).status).toBe(200);
    expect((await api.me(other)).status).toBe(401);
  });

  it('when no token is sent, then 401', async () => {
    expect((await api.call('/api/auth/me', { full_name: 'X' }, { method: 'PUT' })).status).toBe(401);
  });
});
