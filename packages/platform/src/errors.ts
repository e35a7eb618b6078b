import { isDatabaseTimeout, isDatabaseUnavailable } from './db/unavailable';

export interface AppErrorOptions {
  code: string;
  status?: number;
  cause?: unknown;
  /** Fields the answer carries beside detail and code, for a client that acts on them (safe to show). */
  fields?: Record<string, unknown>;
}

/** The one error type the project throws on purpose. Its message is safe to show to a client. */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, unknown>;

  constructor(message: string, { code, status = 500, cause, fields = {} }: AppErrorOptions) {
    super(message, { cause });
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }

  static badRequest(message: string, code = 'bad_request') {
    return new AppError(message, { code, status: 400 });
  }
  static unauthorized(message = 'Authentication required', code = 'unauthorized') {
    return new AppError(message, { code, status: 401 });
  }
  static forbidden(message = 'You do not have permission to do this', code = 'forbidden') {
    return new AppError(message, { code, status: 403 });
  }
  static notFound(message: string, code = 'not_found') {
    return new AppError(message, { code, status: 404 });
  }
  static conflict(message: string, code = 'conflict') {
    return new AppError(message, { code, status: 409 });
  }
  static tooManyRequests(message: string, code = 'rate_limited') {
    return new AppError(message, { code, status: 429 });
  }
}

/** "Try again in 12 minutes." — rounded up, so that the client never comes back too early. */
export function retryPhrase(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** A 429 that knows when the client may come back; the error handler sends it as Retry-After. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  /** `what` is the sentence before "Try again in …", e.g. 'Too many failed sign-in attempts'. */
  constructor(what: string, resetInMs: number, code = 'rate_limited') {
    super(`${what}. ${retryPhrase(resetInMs)}`, { code, status: 429 });
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
  }
}

export interface ErrorBody {
  detail: string;
  code: string;
  [field: string]: unknown;
}

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

/**
 * Maps anything thrown to the status and body a client sees. Errors raised by body parsers
 * (malformed JSON, oversized or wrongly typed bodies) are the client's fault and say so;
 * anything unexpected is a 500 without internals.
 */
export function toHttpError(err: unknown): { status: number; body: ErrorBody; unexpected: boolean } {
  if (err instanceof AppError) {
    return { status: err.status, body: { ...err.fields, detail: err.message, code: err.code }, unexpected: err.status >= 500 };
  }
  // The database away or too slow is the service's state, not a fault in the request: the client may try again.
  if (isDatabaseTimeout(err)) {
    return { status: 503, body: { detail: 'This took too long to answer. Please try again in a moment.', code: 'database_timeout' }, unexpected: false };
  }
  if (isDatabaseUnavailable(err)) {
    return { status: 503, body: { detail: 'This service cannot reach its database at the moment. Please try again in a moment.', code: 'database_unavailable' }, unexpected: false };
  }
  const e = (err ?? {}) as HttpLikeError;
  const status = e.status ?? e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    switch (e.type) {
      case 'entity.parse.failed':
        return { status: 400, body: { detail: 'Request body is not valid JSON', code: 'malformed_json' }, unexpected: false };
      case 'entity.too.large':
        return { status: 413, body: { detail: 'Request body is too large', code: 'payload_too_large' }, unexpected: false };
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return { status: 415, body: { detail: 'Unsupported request encoding', code: 'unsupported_encoding' }, unexpected: false };
      default:
        return {
          status,
          body: { detail: e.expose && e.message ? e.message : 'Bad request', code: 'bad_request' },
          unexpected: false,
        };
    }
  }
  return { status: 500, body: { detail: 'Internal server error', code: 'internal' }, unexpected: true };
}
