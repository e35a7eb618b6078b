import { createServer, type Server } from 'node:http';
import type { HotelChanged } from '@suvarna/contracts';
import { freePort } from './free-port';

/** A catalog that answers its hotel snapshot with `hotels`, for a booking service started on its own (CATALOG_URL). */
export async function startCatalogStandIn(hotels: HotelChanged[]): Promise<{ url: string; server: Server }> {
  const port = await freePort();
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ hotels })));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, server };
}
