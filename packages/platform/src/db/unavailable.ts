/**
 * Whether an error says the database is away (stopped, restarting, unreachable, out of connections) or
 * too slow to answer in time, rather than that the statement was wrong: the request in hand is answered
 * 503 and may be sent again, and a worker waits and tries again instead of counting a failure.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // Class 08: connection exception. 57P01-57P03: the server shutting down, crashed, or not yet accepting.
    // 53300: too many connections. 57014: cancelled (statement_timeout).
    if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300' || code === '57014') return true;
    if (NETWORK_CODES.has(code)) return true;
  }
  return typeof message === 'string' && CLIENT_MESSAGES.some((m) => message.includes(m));
}

/** The database statement ran out of its time (the server's statement_timeout, or the client's guard for a silent network). */
export function isDatabaseTimeout(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  return code === '57014' || (typeof message === 'string' && message.includes('Query read timeout'));
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** What node-postgres says when a connection is lost, never made, or silent past its timeout. */
const CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];
