import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
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
