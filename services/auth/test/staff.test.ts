import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@suvarna/contracts';
import { createOrUpdateStaffAccount, demoAccounts } from '../src/domain/staff-accounts';
import { client, startAuth, uniqueEmail, type AuthUnderTest } from './auth-test-kit';

const run = promisify(execFile);
/** A command-line tool starts a Node process of its own, which a busy machine takes seconds to do. */
const CLI_TIMEOUT_MS = 60_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let auth: AuthUnderTest;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  auth = await startAuth({ SEED_DEMO_USERS: 'true' });
  api = client(auth.url);
});

afterAll(async () => {
  await auth?.stop();
});

describe('demo accounts', () => {
  it.each(demoAccounts.map((d) => [d.email, d.role, d.department] as const))(
    'when %s signs in with the demo password, then the account has the role %s',
    async (email, role, department) => {
      const demo = demoAccounts.find((d) => d.email === email)!;
      const res = await api.login(email, demo.password);
      expect(res.status).toBe(200);
      expect(((await res.json()) as TokenResponse).user).toMatchObject({ email, role, department, full_name: demo.fullName });
    },
  );

  it('when a demo account signs in with its published password, then it works and is asked to change the weak password', async () => {
    const res = await api.login('admin@suvarnahotels.in', 'Admin@123');
    expect(res.status).toBe(200);
    expect(((await res.json()) as TokenResponse).user.password_change_required).toBe(true);
  });

  it('when the admin demo account signs in, then the admin area lets it in and a guest is kept out', async () => {
    const admin = (await api.json<TokenResponse>(await api.login('admin@suvarnahotels.in', 'Admin@123'))).access_token;
    const guest = (await api.json<TokenResponse>(await api.login('guest@suvarnahotels.in', 'Guest@123'))).access_token;
    const stats = await api.call('/api/auth/admin/stats', undefined, { token: admin });
    expect(stats.status).toBe(200);
    expect(((await stats.json()) as { total_users: number }).total_users).toBeGreaterThanOrEqual(5);
    const refused = await api.call('/api/auth/admin/stats', undefined, { token: guest });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ detail: 'You do not have permission to access this resource' });
  });

  it('when the service restarts, then the demo accounts are not duplicated and keep a changed password', async () => {
    const token = (await api.json<TokenResponse>(await api.login('guest@suvarnahotels.in', 'Guest@123'))).access_token;
    expect((await api.call('/api/auth/me', { current_password: 'Guest@123', new_password: 'Monsoon#Terrace9' }, { token, method: 'PUT' })).status).toBe(200);
    const again = await auth.startAnother({ SEED_DEMO_USERS: 'true' });
    const { rows } = await auth.service.deps.pool.query("SELECT count(*)::int AS n FROM users WHERE email LIKE '%@suvarnahotels.in'");
    expect(rows[0]).toEqual({ n: demoAccounts.length });
    expect((await api.login('guest@suvarnahotels.in', 'Monsoon#Terrace9')).status).toBe(200);
    await again.close();
  });
});

describe('staff accounts', () => {
  it('when a guest is made a manager, then their sessions end and the next sign-in carries the new role', async () => {
    const email = uniqueEmail('promoted');
    const { json } = await api.register({ email, password: 'Promote#1' });
    const { deps } = auth.service;
    const result = await createOrUpdateStaffAccount(deps, { email, fullName: 'Farhan Qureshi', role: 'manager', department: null });
    expect(result).toMatchObject({ created: false, revokedSessions: 1, user: { role: 'manager' } });
    expect((await api.me(json!.access_token)).status).toBe(401);
    const signedIn = await api.json<TokenResponse>(await api.login(email, 'Promote#1'));
    expect(signedIn.user).toMatchObject({ role: 'manager', full_name: 'Farhan Qureshi' });
  });

  it('when the create-staff command runs without a password, then it creates the account and prints a generated password once', { timeout: CLI_TIMEOUT_MS }, async () => {
    const email = uniqueEmail('head');
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'services/auth/src/cli/create-staff.ts', '--email', email, '--name', 'Deepa Nair', '--role', 'department_head', '--department', 'Finance'],
      { cwd: root, env: { ...process.env, DATABASE_URL: auth.db.url, REDIS_URL: process.env.REDIS_URL ?? '' } },
    );
    expect(stdout).toContain(`Created ${email}: Deepa Nair, role department_head (Finance).`);
    const password = /Password \(shown once\): (\S+)/.exec(stdout)?.[1];
    expect(password).toBeDefined();
    const res = await api.login(email, password!);
    expect(((await res.json()) as TokenResponse).user).toMatchObject({ role: 'department_head', department: 'Finance' });
  });

  it('when the create-staff command is given an unknown role, then it refuses with the usage', { timeout: CLI_TIMEOUT_MS }, async () => {
    const failed = await run(process.execPath, ['--import', 'tsx', 'services/auth/src/cli/create-staff.ts', '--email', uniqueEmail(), '--name', 'X', '--role', 'owner'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: auth.db.url },
    }).then(
      () => undefined,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toContain('--role must be one of guest, admin, manager, hr, department_head');
  });
});
