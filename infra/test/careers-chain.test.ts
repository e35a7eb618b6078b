import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createCareersService, loadConfig as careersConfig } from '@suvarna/careers-service';
import { createNotifyService, loadConfig as notifyConfig } from '@suvarna/notify-service';
import { createKafkaTransport, createLogger, startService, type RunningService, type Transport } from '@suvarna/platform';
import { createTestDatabase, startTestIssuer, type TestDatabase, type TestIssuer } from '@suvarna/platform/testing';
import { kcatAvailable, startKafkaMockCluster, type KafkaMockCluster } from '../kafka';
import { freePort, startMailCatcher, type MailCatcher } from '../testing';

const kafkaRequired = Boolean(process.env.CI || process.env.REQUIRE_KAFKA);
const hasKcat = kcatAvailable();
if (!hasKcat && !kafkaRequired) console.warn('Careers chain over Kafka SKIPPED: kcat is not installed (apt-get install kcat).');

const logger = createLogger('careers-chain-test', 'silent');
const kafka = (cluster: KafkaMockCluster, clientId: string) => createKafkaTransport({ brokers: cluster.brokers, clientId, logger, maxWaitTimeInMs: 100 });
const BASE = '/api/applications/enhanced';
const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/** application submitted → acknowledgement; HR schedules an interview → invitation; careers and notify each on its own Kafka client. */
describe.skipIf(!hasKcat && !kafkaRequired)('the careers e-mails over the Kafka transport', () => {
  let cluster: KafkaMockCluster;
  let db: TestDatabase;
  let issuer: TestIssuer;
  let mail: MailCatcher;
  let careers: RunningService;
  let notify: RunningService;
  const transports: Transport[] = [];

  beforeAll(async () => {
    if (!hasKcat) throw new Error('kcat is required (CI or REQUIRE_KAFKA is set) but is not installed');
    cluster = await startKafkaMockCluster();
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    issuer = await startTestIssuer();
    mail = await startMailCatcher(await freePort(), await freePort());
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: inject('redisUrl') || undefined,
      AUTH_JWKS_URL: issuer.jwksUrl,
      LOG_LEVEL: 'silent',
      KAFKA_BROKERS: cluster.brokers.join(','),
      // The limits on e-mail to unverified addresses count in a Redis that outlives a run: tested in careers' own tests.
      UNVERIFIED_MAIL_MAX_PER_ADDRESS: '100000',
      UNVERIFIED_MAIL_MAX_PER_RECIPIENT: '100000',
    };
    const [careersBus, notifyBus] = [kafka(cluster, 'careers'), kafka(cluster, 'notify')];
    transports.push(careersBus, notifyBus);
    careers = await startService(createCareersService(), careersConfig(env), { port: 0, transport: careersBus });
    notify = await startService(createNotifyService(), notifyConfig({ ...env, SMTP_URL: mail.smtpUrl }), { port: 0, transport: notifyBus });
  });

  afterAll(async () => {
    await careers?.close();
    await notify?.close();
    for (const t of transports) await t.close();
    await mail?.stop();
    await issuer?.close();
    await db?.drop();
    await cluster?.stop();
  });

  const subjectsFor = async (address: string) =>
    ((await (await fetch(`${mail.webUrl}/email`)).json()) as { subject: string; to: { address: string }[] }[])
      .filter((m) => m.to.some((t) => t.address === address))
      .map((m) => m.subject)
      .sort();

  it('when an applicant applies and HR schedules an interview, then the acknowledgement, the HR notice and the invitation arrive', async () => {
    const form = new FormData();
    const fields = { position_title: 'Data Engineer', department: 'AI Engineering', city: 'Pune', full_name: 'Ira Sen', email: 'ira.chain@example.com', phone: '', experience_years: '3', cover_letter: 'Hello.', consent: 'true' };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('resume', new Blob([PDF], { type: 'application/pdf' }), 'ira.pdf');
    const res = await fetch(`${careers.url}${BASE}/submit`, { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const { application_id } = (await res.json()) as { application_id: string };

    const hr = await issuer.sign({ sub: 'hr-1', role: 'hr', name: 'Asha Rao', email: 'hr@example.com' });
    const scheduled = await fetch(`${careers.url}${BASE}/schedule-interview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${hr}` },
      body: JSON.stringify({ application_id, scheduled_date: new Date(Date.now() + 2 * 86_400_000).toISOString(), interview_type: 'in_person', location: 'Suvarna Pune, Koregaon Park' }),
    });
    expect(scheduled.status).toBe(201);

    await vi.waitFor(
      async () =>
        expect(await subjectsFor('ira.chain@example.com')).toEqual([`Interview invitation — Data Engineer (${application_id})`, `We received your application — ${application_id}`]),
      { timeout: 40_000, interval: 200 },
    );
    expect(await subjectsFor('careers@suvarnahotels.in')).toEqual([`New application for AI Engineering: Data Engineer — ${application_id}`]);
  });
});
