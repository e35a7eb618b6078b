import { connect, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createKafkaTransport, createLogger, type Transport, type TransportMessage } from '@suvarna/platform';
import { startKafkaProxy, startTcpProxy } from '../cluster/tcp-proxy';
import { kcatAvailable, startKafkaMockCluster, type KafkaMockCluster } from '../kafka';

const kafkaRequired = Boolean(process.env.CI || process.env.REQUIRE_KAFKA);
const hasKcat = kcatAvailable();

describe('the fault-injecting TCP proxy', () => {
  it('when it fails with refuse, then connections are cut and refused; restored, it forwards again', async () => {
    const echo = createServer((s) => s.pipe(s));
    await new Promise<void>((r) => echo.listen(0, '127.0.0.1', () => r()));
    const proxy = await startTcpProxy({ target: { host: '127.0.0.1', port: (echo.address() as { port: number }).port } });
    const roundTrip = async () => {
      const res = await new Promise<string>((resolve, reject) => {
        const s = connect(proxy.port, '127.0.0.1');
        s.once('error', reject);
        s.once('close', () => resolve('closed'));
        s.once('data', (d: Buffer) => {
          resolve(d.toString());
          s.destroy();
        });
        s.write('ping');
      });
      return res;
    };
    try {
      expect(await roundTrip()).toBe('ping');
      proxy.fail('refuse');
      expect(await roundTrip()).toBe('closed');
      proxy.restore();
      expect(await roundTrip()).toBe('ping');
    } finally {
      await proxy.close();
      echo.close();
    }
  });
});

describe.skipIf(!hasKcat && !kafkaRequired)('the Kafka proxy', () => {
  let cluster: KafkaMockCluster;
  let proxy: Awaited<ReturnType<typeof startKafkaProxy>>;
  const transports: Transport[] = [];
  const logger = createLogger('proxy-test', 'silent');

  beforeAll(async () => {
    cluster = await startKafkaMockCluster();
    proxy = await startKafkaProxy(cluster.brokers);
  });
  afterAll(async () => {
    for (const t of transports) await t.close().catch(() => undefined);
    await proxy?.close();
    await cluster?.stop();
  });

  it('when clients reach the cluster through it, then every connection passes the proxies, and an outage stops then resumes the flow', async () => {
    const transport = (clientId: string) => {
      const t = createKafkaTransport({ brokers: proxy.brokers, clientId, logger, maxWaitTimeInMs: 100 });
      transports.push(t);
      return t;
    };
    const producer = transport('producer');
    const consumer = transport('consumer');
    const received: TransportMessage[] = [];
    await consumer.subscribe({ group: 'proxy-test', topics: ['proxied'], handle: async (m) => void received.push(m) });
    for (let i = 0; i < 10; i++) await producer.send({ topic: 'proxied', key: `k${i % 3}`, value: String(i) });
    await vi.waitFor(() => expect(received).toHaveLength(10), { timeout: 30_000, interval: 100 });
    // Clients bootstrap from one address, then connect to the brokers the metadata names (partition leaders,
    // the group's coordinator): more than one proxy saw connections only if those names were rewritten.
    expect(proxy.proxies.filter((p) => p.connections() > 0).length).toBeGreaterThanOrEqual(2);

    proxy.fail('refuse');
    await expect(producer.ping()).rejects.toThrow();
    proxy.restore();
    await vi.waitFor(() => producer.send({ topic: 'proxied', key: 'k0', value: 'after' }), { timeout: 30_000, interval: 500 });
    await vi.waitFor(() => expect(received.map((m) => m.value)).toContain('after'), { timeout: 30_000, interval: 100 });
  }, 90_000);
});
