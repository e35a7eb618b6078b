import { createServer } from 'node:net';

/**
 * Ports are picked below Linux's ephemeral range (32768–60999 by default): a port the kernel chose for us
 * there may be taken, before our server binds it, as the local end of one of the thousands of outgoing
 * connections a busy test run makes (keep-alive pools, Kafka, Postgres), and the server fails with EADDRINUSE.
 * Below the range only listeners compete, and a random pick makes two of them choosing alike unlikely.
 */
const LOW = 20_000;
const HIGH = 32_767;
const SLICES = 16;
const handedOut = new Set<number>();

/**
 * Each test worker (and the runner itself, slice 0) picks from a slice of its own: a port picked is free only
 * until its server binds it, and in that moment another worker's random pick, which `handedOut` cannot see,
 * could land on it too.
 */
function slice(): { low: number; high: number } {
  // A second vitest run beside this one (its workers' ids start at 1 as well) takes its slices from
  // TEST_PORT_SLICE_OFFSET on.
  const id = Number(process.env.VITEST_POOL_ID ?? 0) + Number(process.env.TEST_PORT_SLICE_OFFSET ?? 0);
  const size = Math.floor((HIGH - LOW + 1) / SLICES);
  const low = LOW + (Number.isInteger(id) && id >= 0 ? id % SLICES : 0) * size;
  return { low, high: low + size - 1 };
}

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
  const { low, high } = slice();
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${low} and ${high} after 200 tries`);
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
