import { z } from 'zod';
import { tracedFetch } from '../tracing';

/**
 * Another service's address: one origin, or several separated by commas (one per instance). A
 * service reading from a peer asks the instances in turn, so that one instance down costs nothing.
 */
export const peerUrlsSchema = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ error: 'must be an http(s) URL, or several separated by commas' })).min(1, 'must name at least one address'));

/** What the peer answered, from whichever instance answered it. */
export class PeerError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PeerError';
  }
}

let turn = 0;

/**
 * A GET of `path` from one instance of a peer, starting with the next in turn: an instance that cannot
 * be reached (refused, reset, timed out) or answers 5xx (starting, stopping, overloaded) passes the
 * request to the next one, within the one time limit. A 4xx is the peer's answer and is returned.
 */
export async function getFromPeer(origins: readonly string[], path: string, init: { headers?: Record<string, string>; timeoutMs: number }): Promise<Response> {
  const signal = AbortSignal.timeout(init.timeoutMs);
  const start = turn++ % origins.length;
  const failures: string[] = [];
  for (let i = 0; i < origins.length; i++) {
    const origin = origins[(start + i) % origins.length]!;
    try {
      const res = await tracedFetch(`${origin}${path}`, { headers: init.headers, signal });
      if (res.status < 500) return res;
      await res.body?.cancel();
      failures.push(`${origin} answered ${res.status}`);
    } catch (err) {
      if (signal.aborted) throw new PeerError(`${path}: no instance answered within ${init.timeoutMs} ms (${[...failures, `${origin} timed out`].join('; ')})`);
      failures.push(`${origin}: ${describe(err)}`);
    }
  }
  throw new PeerError(`${path}: no instance could answer (${failures.join('; ')})`);
}

function describe(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string') return cause.code;
  return cause instanceof Error ? cause.message : String(cause);
}
