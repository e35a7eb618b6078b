import type { Server } from 'node:http';
import type { Logger } from 'pino';

/**
 * Stops a server gracefully: no new connections, idle keep-alive sockets closed, in-flight
 * requests allowed to finish until the timeout, after which the remaining sockets are cut.
 *
 * With `drainMs`, open keep-alive connections are not cut at once: for that long every request that still
 * arrives on one is answered with `Connection: close`, so a client learns to go elsewhere from an answer
 * instead of from a socket closed under a request it was sending (the keep-alive race, which a client
 * behind a connection-level balancer sees as a failed request). Only then are idle ones closed.
 */
export async function closeServer(server: Server, timeoutMs: number, options: { drainMs?: number } = {}): Promise<void> {
  if (!server.listening) return;
  const drainMs = Math.min(options.drainMs ?? 0, timeoutMs);
  if (drainMs <= 0) return stop(server, timeoutMs);
  server.prependListener('request', (_req, res) => {
    res.shouldKeepAlive = false;
  });
  // Node's close() cuts idle keep-alive sockets as it stops listening; during the drain they stay.
  const closeIdleConnections = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => undefined;
  const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
  await Promise.race([stopped, new Promise((r) => setTimeout(r, drainMs).unref())]);
  server.closeIdleConnections = closeIdleConnections;
  closeIdleConnections();
  await stop(server, timeoutMs - drainMs, stopped);
}

function stop(server: Server, timeoutMs: number, closing?: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
    timer.unref();
    // Keep-alive sockets become idle as their in-flight requests finish: close them as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const done = () => {
      clearTimeout(timer);
      clearInterval(sweep);
      resolve();
    };
    if (closing) void closing.then(done);
    else server.close(done);
    server.closeIdleConnections();
  });
}

/** Runs stop once on SIGTERM or SIGINT, then exits; a second signal exits at once. */
export function onShutdownSignal(stop: () => Promise<void>, logger: Logger): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', handler);
  process.once('SIGINT', handler);
  stopWithParent(() => handler('SIGTERM'));
}

/**
 * A launcher that starts servers as its children (cluster mode, the fault tests) names itself in
 * STOP_WITH_PARENT_PID: should it die without stopping them (killed -9, a test runner ended), they stop as on
 * SIGTERM within a second instead of living on as orphans that hold ports, connections and CPU.
 */
function stopWithParent(stop: () => void): void {
  const parent = Number(process.env.STOP_WITH_PARENT_PID);
  if (!Number.isInteger(parent) || parent <= 0) return;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop();
  }, 1_000);
  timer.unref();
}
