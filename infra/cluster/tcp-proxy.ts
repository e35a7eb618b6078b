/**
 * A fault-injecting TCP proxy, to put a network between the services and a server: it forwards bytes
 * until told to fail, then refuses connections (new ones are closed at once, open ones cut) or holds
 * them silent (a black hole: connections open but nothing passes, as with a host that stopped
 * answering), until restored.
 *
 * Kafka needs more than one forwarded address: clients bootstrap from any broker, then connect to the
 * addresses the cluster's metadata names. `startKafkaProxy` puts one proxy in front of each broker and
 * rewrites those addresses (in Metadata and FindCoordinator answers) to the proxies', so that every
 * byte between the clients and the cluster passes through them.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export type ProxyFault = 'refuse' | 'blackhole';

export interface TcpProxy {
  port: number;
  address: string;
  /** Connections accepted since start. */
  connections(): number;
  /** Starts failing: every open connection is cut (refuse) or frozen (blackhole), and so is every new one. */
  fail(fault: ProxyFault): void;
  /** Forwards again; connections frozen by a black hole are cut, so that clients reconnect. */
  restore(): void;
  /** Forwards new connections to another server from now on; open ones are cut, so that clients reconnect. */
  retarget(target: { host: string; port: number }): void;
  close(): Promise<void>;
}

/** Rewrites a whole frame received from the server, or returns it unchanged. */
type ResponseRewriter = (frame: Buffer, request: { apiKey: number; apiVersion: number } | undefined) => Buffer;

interface ProxyOptions {
  target: { host: string; port: number };
  port?: number;
  /** Kafka framing: requests are read to know what each response answers, responses may be rewritten. */
  kafka?: ResponseRewriter;
}

export async function startTcpProxy(options: ProxyOptions): Promise<TcpProxy> {
  let fault: ProxyFault | undefined;
  let target = options.target;
  let accepted = 0;
  const open = new Set<{ client: Socket; upstream?: Socket; frozen: boolean }>();

  const cut = (pair: { client: Socket; upstream?: Socket }) => {
    pair.client.destroy();
    pair.upstream?.destroy();
  };

  const server: Server = createServer((client) => {
    accepted++;
    const pair: { client: Socket; upstream?: Socket; frozen: boolean } = { client, frozen: false };
    open.add(pair);
    client.once('close', () => {
      open.delete(pair);
      pair.upstream?.destroy();
    });
    client.on('error', () => undefined);
    if (fault === 'refuse') return cut(pair);
    if (fault === 'blackhole') {
      // Accepted, then nothing: what is sent is swallowed and nothing comes back.
      pair.frozen = true;
      client.on('data', () => undefined);
      return;
    }
    const upstream = connect(target);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    upstream.once('close', () => client.destroy());
    if (!options.kafka) {
      client.on('data', (chunk) => pair.frozen || upstream.write(chunk));
      upstream.on('data', (chunk) => pair.frozen || client.write(chunk));
      return;
    }
    const rewrite = options.kafka;
    const asked = new Map<number, { apiKey: number; apiVersion: number }>();
    client.on(
      'data',
      frames((frame) => {
        if (pair.frozen) return;
        // Request header: api_key int16, api_version int16, correlation_id int32.
        if (frame.length >= 12) asked.set(frame.readInt32BE(8), { apiKey: frame.readInt16BE(4), apiVersion: frame.readInt16BE(6) });
        upstream.write(frame);
      }),
    );
    upstream.on(
      'data',
      frames((frame) => {
        if (pair.frozen) return;
        const correlationId = frame.length >= 8 ? frame.readInt32BE(4) : -1;
        const request = asked.get(correlationId);
        asked.delete(correlationId);
        client.write(rewrite(frame, request));
      }),
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as { port: number }).port;

  return {
    port,
    address: `127.0.0.1:${port}`,
    connections: () => accepted,
    fail(next) {
      fault = next;
      for (const pair of open) {
        if (next === 'refuse') cut(pair);
        else pair.frozen = true;
      }
    },
    restore() {
      fault = undefined;
      for (const pair of open) if (pair.frozen) cut(pair);
    },
    retarget(next) {
      target = next;
      for (const pair of open) cut(pair);
    },
    async close() {
      for (const pair of open) cut(pair);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Splits a stream of Kafka frames (int32 size, then that many bytes) and hands on each whole frame, size included. */
function frames(onFrame: (frame: Buffer) => void): (chunk: Buffer) => void {
  let pending: Buffer = Buffer.alloc(0);
  return (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (pending.length >= 4) {
      const size = pending.readInt32BE(0);
      if (pending.length < 4 + size) break;
      onFrame(pending.subarray(0, 4 + size));
      pending = pending.subarray(4 + size);
    }
  };
}

const METADATA = 3;
const FIND_COORDINATOR = 10;

/** Reads and writes the few Kafka types the rewriting needs (the non-flexible encodings kafkajs uses). */
class Reader {
  constructor(
    readonly buf: Buffer,
    public at: number,
  ) {}
  int16() {
    const v = this.buf.readInt16BE(this.at);
    this.at += 2;
    return v;
  }
  int32() {
    const v = this.buf.readInt32BE(this.at);
    this.at += 4;
    return v;
  }
  string(): string | null {
    const n = this.int16();
    if (n < 0) return null;
    const v = this.buf.toString('utf8', this.at, this.at + n);
    this.at += n;
    return v;
  }
}

const int32 = (v: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(v);
  return b;
};
const string = (v: string) => {
  const bytes = Buffer.from(v, 'utf8');
  const n = Buffer.alloc(2);
  n.writeInt16BE(bytes.length);
  return Buffer.concat([n, bytes]);
};

/**
 * Puts a proxy in front of each broker of a Kafka cluster and returns them, with the addresses to use
 * as KAFKA_BROKERS. Metadata (v0–v8) and FindCoordinator (v0–v2) answers name the proxies instead of the
 * brokers; newer (flexible) versions are passed on unchanged, so a client using them would bypass the
 * proxies: kafkajs does not.
 */
export interface KafkaProxy {
  /** The proxies' addresses, for KAFKA_BROKERS: they stay the same across retarget. */
  brokers: string[];
  proxies: TcpProxy[];
  fail(fault: ProxyFault): void;
  restore(): void;
  /** Puts the proxies in front of another cluster (as many brokers, in order): a restarted one, on new ports. */
  retarget(brokers: readonly string[]): void;
  close(): Promise<void>;
}

export async function startKafkaProxy(brokers: readonly string[]): Promise<KafkaProxy> {
  const byBrokerPort = new Map<number, number>();
  const rewrite: ResponseRewriter = (frame, request) => {
    if (!request) return frame;
    const mapPort = (port: number) => byBrokerPort.get(port) ?? port;
    try {
      if (request.apiKey === METADATA && request.apiVersion <= 8) {
        const r = new Reader(frame, 8);
        const head = frame.subarray(4, request.apiVersion >= 3 ? 12 : 8); // correlation id (+ throttle time)
        if (request.apiVersion >= 3) r.at += 4;
        const count = r.int32();
        const parts: Buffer[] = [head, int32(count)];
        for (let i = 0; i < count; i++) {
          const nodeId = r.int32();
          r.string();
          const port = r.int32();
          parts.push(int32(nodeId), string('127.0.0.1'), int32(mapPort(port)));
          if (request.apiVersion >= 1) {
            const rackAt = r.at;
            r.string();
            parts.push(frame.subarray(rackAt, r.at));
          }
        }
        parts.push(frame.subarray(r.at));
        const body = Buffer.concat(parts);
        return Buffer.concat([int32(body.length), body]);
      }
      if (request.apiKey === FIND_COORDINATOR && request.apiVersion <= 2) {
        const r = new Reader(frame, 8);
        if (request.apiVersion >= 1) r.at += 4;
        r.int16();
        if (request.apiVersion >= 1) r.string();
        const before = frame.subarray(4, r.at);
        const nodeId = r.int32();
        r.string();
        const port = r.int32();
        const body = Buffer.concat([before, int32(nodeId), string('127.0.0.1'), int32(mapPort(port)), frame.subarray(r.at)]);
        return Buffer.concat([int32(body.length), body]);
      }
    } catch {
      // A frame not as expected is passed on as it came.
    }
    return frame;
  };

  const proxies: TcpProxy[] = [];
  const hostPort = (broker: string) => ({ host: broker.slice(0, broker.lastIndexOf(':')), port: Number(broker.slice(broker.lastIndexOf(':') + 1)) });
  try {
    for (const broker of brokers) {
      const { host, port } = hostPort(broker);
      const proxy = await startTcpProxy({ target: { host, port }, kafka: rewrite });
      byBrokerPort.set(port, proxy.port);
      proxies.push(proxy);
    }
  } catch (err) {
    await Promise.all(proxies.map((p) => p.close()));
    throw err;
  }
  return {
    brokers: proxies.map((p) => p.address),
    proxies,
    fail: (fault) => proxies.forEach((p) => p.fail(fault)),
    restore: () => proxies.forEach((p) => p.restore()),
    retarget(next) {
      if (next.length !== proxies.length) throw new Error(`the new cluster has ${next.length} brokers, the proxies ${proxies.length}`);
      byBrokerPort.clear();
      next.forEach((broker, i) => {
        const target = hostPort(broker);
        byBrokerPort.set(target.port, proxies[i]!.port);
        proxies[i]!.retarget(target);
      });
    },
    close: async () => {
      await Promise.all(proxies.map((p) => p.close()));
    },
  };
}
