import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import type { RequestHandler } from './proxy-handler';

/**
 * A plain node:http server in front of both halves: /api goes straight to the proxy handler,
 * everything else to the Express app. The hot path pays for no router and no middleware.
 */
export function createGatewayServer(proxyHandler: RequestHandler, frontendApp: Express): Server {
  const server = createServer((req, res) => {
    if (isApiPath(req.url ?? '/')) proxyHandler(req, res);
    else frontendApp(req, res);
  });
  // Longer than the idle timeout of load balancers in front, so they never reuse a socket we just closed.
  server.keepAliveTimeout = 65_000;
  return server;
}

export function isApiPath(url: string): boolean {
  if (!url.startsWith('/api')) return false;
  const next = url.charCodeAt(4);
  return Number.isNaN(next) || next === 0x2f /* / */ || next === 0x3f /* ? */;
}
