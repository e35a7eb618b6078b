/**
 * The front of cluster mode when the gateway runs as several processes (`--scale gateway=2`): one address that
 * hands each new TCP connection to the next gateway instance in turn, as a cloud load balancer or a Kubernetes
 * Service would. An instance that refuses a connection (stopped, stopping, restarting) is passed over for a
 * moment and the connection goes to the next one, so a client only sees a failure when every instance refuses.
 * It works on connections, not requests: a keep-alive connection stays with its instance until either side
 * closes it (a stopping gateway closes its idle ones and answers the rest with `Connection: close`).
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface Balancer {
  port: number;
  /** Connections handed to each target since start, in the targets' order. */
  handed(): number[];
  close(): Promise<void>;
}

export interface BalancerOptions {
  targets: readonly { host: string; port: number }[];
  port?: number;
  host?: string;
  /** How long a target that refused a connection is passed over (default 1 s). */
  refusedPauseMs?: number;
}

export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  const { targets } = options;
  if (!targets.length) throw new Error('the balancer needs at least one target');
  const pauseMs = options.refusedPauseMs ?? 1_000;
  const pausedUntil = targets.map(() => 0);
  const handed = targets.map(() => 0);
  const open = new Set<Socket>();
  let next = 0;

  /** Connects to the targets from the next in turn, skipping paused ones unless all are; undefined when all refuse. */
  const reach = async (): Promise<{ socket: Socket; index: number } | undefined> => {
    const now = Date.now();
    const order = targets.map((_, i) => (next + i) % targets.length);
    next = (next + 1) % targets.length;
    const ready = order.filter((i) => pausedUntil[i]! <= now);
    for (const index of ready.length ? ready : order) {
      const socket = await new Promise<Socket | undefined>((resolve) => {
        const s = connect({ ...targets[index]!, allowHalfOpen: true });
        s.once('connect', () => resolve(s));
        s.once('error', () => {
          s.destroy();
          resolve(undefined);
        });
      });
      if (socket) return { socket, index };
      pausedUntil[index] = Date.now() + pauseMs;
    }
    return undefined;
  };

  // Half-open on both sides: a client that ends its side after its request still reads the answer (without it,
  // Node would end the client's side as soon as its end arrived, before the gateway had answered).
  const server: Server = createServer({ pauseOnConnect: true, allowHalfOpen: true }, (client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    void reach().then((reached) => {
      if (!reached || client.destroyed) {
        reached?.socket.destroy();
        client.destroy();
        return;
      }
      const { socket: upstream, index } = reached;
      handed[index]!++;
      open.add(upstream);
      upstream.once('close', () => {
        open.delete(upstream);
        client.end();
      });
      upstream.on('error', () => client.destroy());
      client.once('close', () => upstream.destroy());
      // Ends pass through each way (pipe ends the other side when one ends).
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    handed: () => [...handed],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
