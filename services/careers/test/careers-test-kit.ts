import { inject } from 'vitest';
import type { Role } from '@suvarna/contracts';
import { createMemoryTransport, startService, type RunningService, type Transport } from '@suvarna/platform';
import { createTestDatabase, startTestIssuer, type TestDatabase, type TestIssuer } from '@suvarna/platform/testing';
import { loadConfig, type CareersConfig } from '../src/config';
import { createCareersService } from '../src/service';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  department?: string;
  token: string;
}

export interface CareersUnderTest {
  service: RunningService<CareersConfig>;
  db: TestDatabase;
  issuer: TestIssuer;
  /** A new person of the role, with a token: each call is a different user. */
  user(role?: Role, options?: { name?: string; department?: string; emailVerified?: boolean }): Promise<TestUser>;
  call(method: string, path: string, options?: { token?: string; body?: unknown; form?: FormData; headers?: Record<string, string> }): Promise<Response>;
  /** Events careers wrote to its outbox, oldest first. */
  outbox(): Promise<{ type: string; key: string; data: Record<string, unknown> }[]>;
  close(): Promise<void>;
}

let userCount = 0;

/** The smallest real PDF a resume can be. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

export const BASE = '/api/applications/enhanced';

/** The application form with a PDF resume; override or drop (undefined) any field. */
export function applicationForm(
  overrides: Record<string, string | undefined> = {},
  resume: { bytes: Buffer; name?: string; type?: string } | null = { bytes: PDF_BYTES },
): FormData {
  const fields: Record<string, string | undefined> = {
    position_title: 'Senior Software Engineer',
    department: 'Engineering',
    city: 'Pune',
    full_name: 'Meera Nair',
    email: 'meera.nair@example.com',
    phone: '+91 98765 43210',
    experience_years: '6',
    cover_letter: 'I build reliable booking systems.\nI would love to join Suvarna.',
    consent: 'true',
    ...overrides,
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  if (resume) form.append('resume', new Blob([new Uint8Array(resume.bytes)], { type: resume.type ?? 'application/pdf' }), resume.name ?? 'resume.pdf');
  return form;
}

/** The careers service on its own fresh database, with a stand-in for auth's token issuer. */
export async function startCareers(env: Record<string, string> = {}): Promise<CareersUnderTest> {
  const db = await createTestDatabase(inject('adminDatabaseUrl'));
  const issuer = await startTestIssuer();
  const transport: Transport = createMemoryTransport({ redeliveryDelayMs: 20 });
  const config = loadConfig({
    DATABASE_URL: db.url,
    REDIS_URL: inject('redisUrl') || undefined,
    AUTH_JWKS_URL: issuer.jwksUrl,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // The limits on unverified mail count in the shared Redis, which outlives a run: tested in their own file.
    UNVERIFIED_MAIL_MAX_PER_ADDRESS: '100000',
    UNVERIFIED_MAIL_MAX_PER_RECIPIENT: '100000',
    ...env,
  });
  const service = await startService(createCareersService(), config, { port: 0, transport });
  return {
    service,
    db,
    issuer,
    async user(role = 'guest', { name = 'Meera Nair', department, emailVerified } = {}) {
      const id = `user-${++userCount}-${Date.now()}`;
      const email = `${id}@example.com`;
      const token = await issuer.sign({ sub: id, role, name, email, emailVerified, ...(department ? { department } : {}) });
      return { id, name, email, role, department, token };
    },
    call: (method, path, { token, body, form, headers = {} } = {}) =>
      fetch(`${service.url}${path}`, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      }),
    outbox: async () =>
      (
        await service.deps.pool.query<{ type: string; key: string; data: Record<string, unknown> }>(
          `SELECT envelope->>'type' AS type, key, envelope->'data' AS data FROM outbox ORDER BY id`,
        )
      ).rows,
    async close() {
      await service.close();
      await transport.close();
      await issuer.close();
      await db.drop();
    },
  };
}
