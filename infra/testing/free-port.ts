import { createServer } from 'node:net';

/**
 * Ports are picked below Linux's ephemeral range (32768–60999 by default): a port the kernel chose for us
 * there may be taken, before our server binds it, as the local end of one of the thousands of outgoing
 * connections a busy test run makes (keep-alive pools, Kafka, Postgres), and the server fails with EADDRINUSE.
 * Below the range only listeners compete, and a random pick makes two of them choosing alike unlikely.
 */
const LOW = 20_000;
const HIGH = 32_767;
const handedOut = new Set<number>();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    // 0.0.0.0: refused when anything listens on the port at any address.
    srv.listen(port, '0.0.0.0', () => srv.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW + 1));
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${LOW} and ${HIGH} after 200 tries`);
}

/** A free port for the gateway and each service of `startSite`, so that several sites can run side by side. */
export async function freeSitePorts() {
  return {
    gateway: await freePort(),
    auth: await freePort(),
    catalog: await freePort(),
    booking: await freePort(),
    payment: await freePort(),
    careers: await freePort(),
    notify: await freePort(),
  };
}
