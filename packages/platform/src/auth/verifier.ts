import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { accessTokenClaimsSchema, adminRoles, type AccessTokenClaims, type Role } from '@suvarna/contracts';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import type { RedisClient } from '../redis';
import { ACCESS_TOKEN_ALGORITHM, liveSessionKey, revokedSessionKey } from './tokens';

/** Who is calling, as a verified access token says. */
export interface AuthUser {
  id: string;
  role: Role;
  department?: string;
  sessionId: string;
  fullName: string;
  email: string;
  /** The token says the address in `email` was verified when it was issued (absent: not known to be). */
  emailVerified?: boolean;
}

export const AUTHENTICATION_REQUIRED = 'Authentication required';
export const INVALID_TOKEN = 'Invalid or expired token';
export const PERMISSION_DENIED = 'You do not have permission to access this resource';

export interface AuthOptions {
  /**
   * The auth service's JWKS; fetched on first use, cached, refetched (with a cooldown) for an unknown kid.
   * Several addresses (one per auth instance): each is asked in turn when the one before cannot be reached.
   */
  jwksUrl?: string | URL | readonly (string | URL)[];
  /** A key set in hand instead of jwksUrl (the auth service verifies with its own keys). */
  keySet?: JWTVerifyGetKey;
  issuer: string;
  audience: string;
  /** Where live sessions (`auth:session:<sid>`, the allow-list) and revoked ones (`auth:revoked:<sid>`) are listed. */
  redis: RedisClient;
  logger: Logger;
  /** Allowed clock skew between the issuer and this server (also for an `iat` in the future). */
  clockToleranceSeconds?: number;
  /**
   * Asked when a session is on neither list (Redis restarted empty, or was flushed): the record's answer.
   * Default: the auth service's own read, `GET /api/auth/session` with the token, at the origin of each
   * jwksUrl in turn. The auth service passes its own database read.
   */
  sessionLookup?: SessionLookup;
}

/** Whether the record (the auth schema's sessions) holds the token's session as live. */
export type SessionLookup = (token: string, sessionId: string) => Promise<'live' | 'ended'>;

export interface Auth {
  /** Optional bearer: a valid token sets the user; a missing or unusable one leaves the request anonymous. */
  authenticate: RequestHandler;
  /** 401 unless a valid bearer token of a live, unrevoked session comes with the request. */
  requireAuth: RequestHandler;
  /** requireAuth, then 403 unless the user has one of the roles. */
  requireRole(...roles: Role[]): RequestHandler;
  /** requireRole for the admin area: admin or manager. */
  requireAdmin: RequestHandler;
  /** The user set by authenticate/requireAuth; throws 401 when there is none. */
  getUser(req: Request): AuthUser;
  findUser(req: Request): AuthUser | undefined;
  /** Verifies a raw token: signature, algorithm, issuer, audience, expiry, issue time, claims, live session, revocation. */
  verifyToken(token: string): Promise<AuthUser>;
}

// Keyed by the request object itself, so nothing leaks between requests and Express's types stay untouched.
const users = new WeakMap<Request, AuthUser>();

export function findUser(req: Request): AuthUser | undefined {
  return users.get(req);
}

export function getUser(req: Request): AuthUser {
  const user = users.get(req);
  if (!user) throw AppError.unauthorized(AUTHENTICATION_REQUIRED);
  return user;
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Verifies a raw token: signature, algorithm, issuer, audience, expiry, issue time, claims, live session, revocation. */
function createTokenVerifier(options: AuthOptions): (token: string) => Promise<AuthUser> {
  const { issuer, audience, redis, logger, clockToleranceSeconds = 5 } = options;
  const keySet = options.keySet ?? remoteKeySet(options.jwksUrl);
  const confirm = cachedLookup(options.sessionLookup ?? remoteSessionLookup(options.jwksUrl), logger);

  /** The record's answer; fails closed (503) when it cannot be asked. */
  async function recordSays(token: string, sessionId: string): Promise<'live' | 'ended'> {
    try {
      return await confirm(token, sessionId);
    } catch (err) {
      if (err instanceof AppError) throw err;
      logger.error({ err }, 'session record unavailable');
      throw new AppError('Authentication is temporarily unavailable', { code: 'auth_unavailable', status: 503, cause: err });
    }
  }

  /**
   * The signature and claims of a token, checked once: the same token comes with every request of a
   * session, and Ed25519 verification is the dearest part of a request. Only what cannot change about a
   * token is kept (its signature, issuer, audience, claims, issue time), and only until its expiry as
   * jose would judge it; the session lists are read on every request, so that a sign-out or revocation
   * takes effect at once, as without the cache.
   */
  const verified = new VerifiedTokens(clockToleranceSeconds);

  async function verifySignedClaims(token: string): Promise<VerifiedClaims> {
    const known = verified.get(token);
    if (known) return known;
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, keySet, {
        algorithms: [ACCESS_TOKEN_ALGORITHM],
        issuer,
        audience,
        requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        clockTolerance: clockToleranceSeconds,
      }));
    } catch (err) {
      throw verificationFailure(err, logger);
    }
    const claims = accessTokenClaimsSchema.safeParse(payload);
    if (!claims.success) {
      logger.debug({ problem: claims.error.issues[0]?.message }, 'token refused: unexpected claims');
      throw invalidToken();
    }
    // jose checks iat only against a maximum age; a token "issued" in the future is refused here.
    const issuedAt = (payload as { iat: number }).iat;
    if (issuedAt > Date.now() / 1000 + clockToleranceSeconds) {
      logger.debug({ iat: issuedAt }, 'token refused: issued in the future');
      throw invalidToken();
    }
    const result: VerifiedClaims = { claims: claims.data, expiresAt: (payload as { exp: number }).exp };
    verified.set(token, result);
    return result;
  }

  return async function verifyToken(token: string): Promise<AuthUser> {
    const { claims } = await verifySignedClaims(token);
    let live: string | null;
    let revoked: string | null;
    try {
      [live, revoked] = await redis.mget(liveSessionKey(claims.sid), revokedSessionKey(claims.sid));
    } catch (err) {
      // Fail closed: without the session lists a forged or signed-out token would still work.
      logger.error({ err }, 'session lists unavailable');
      throw new AppError('Authentication is temporarily unavailable', { code: 'auth_unavailable', status: 503, cause: err });
    }
    // On neither list: Redis lost them (a restart, a flush). The record decides, and the auth service lists the session again.
    const stillLive = revoked === null && (live !== null || (await recordSays(token, claims.sid)) === 'live');
    if (!stillLive) {
      logger.debug({ sid: claims.sid, live: live !== null, revoked: revoked !== null }, 'token refused: session not live');
      throw invalidToken();
    }
    const { sub, sid, role, department, name, email, email_verified: emailVerified = false } = claims;
    return { id: sub, sessionId: sid, role, ...(department ? { department } : {}), fullName: name, email, emailVerified };
  };
}

/**
 * Bearer-token verification for a service. Tokens are EdDSA JWTs from the auth service; every
 * other algorithm (including `none` and HMAC with the public key as secret) is refused up front.
 */
export function createAuth(options: AuthOptions): Auth {
  const verifyToken = createTokenVerifier(options);

  /** Verifies the request's bearer token once and remembers the user; throws the 401 to answer with. */
  async function userOf(req: Request): Promise<AuthUser> {
    const known = users.get(req);
    if (known) return known;
    const token = bearerToken(req);
    if (!token) throw AppError.unauthorized(AUTHENTICATION_REQUIRED);
    const user = await verifyToken(token);
    users.set(req, user);
    return user;
  }

  const authenticate: RequestHandler = async (req, _res, next) => {
    try {
      await userOf(req);
    } catch (err) {
      if (err instanceof AppError && err.status >= 500) return next(err);
    }
    next();
  };

  const guard =
    (allowed?: readonly Role[]): RequestHandler =>
    async (req: Request, res: Response, next: NextFunction) => {
      let user: AuthUser;
      try {
        user = await userOf(req);
      } catch (err) {
        if (err instanceof AppError && err.status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
        return next(err);
      }
      if (allowed && !allowed.includes(user.role)) return next(AppError.forbidden(PERMISSION_DENIED));
      next();
    };

  return {
    authenticate,
    requireAuth: guard(),
    requireRole: (...roles: Role[]) => guard(roles),
    requireAdmin: guard(adminRoles),
    getUser,
    findUser,
    verifyToken,
  };
}

function remoteKeySet(jwksUrl: AuthOptions['jwksUrl']): JWTVerifyGetKey {
  const urls = (Array.isArray(jwksUrl) ? jwksUrl : jwksUrl ? [jwksUrl] : []) as (string | URL)[];
  if (!urls.length) throw new Error('createAuth needs a jwksUrl or a keySet');
  const sets = urls.map((url) => createRemoteJWKSet(new URL(url), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000, timeoutDuration: 5_000 }));
  if (sets.length === 1) return sets[0]!;
  return async (header, token) => {
    let unreachable: unknown;
    for (const set of sets) {
      try {
        return await set(header, token);
      } catch (err) {
        // A key the set does not hold (or a bad token) is the answer; only a set that could not be fetched passes on.
        if (err instanceof joseErrors.JOSEError && !(err instanceof joseErrors.JWKSTimeout)) throw err;
        unreachable = err;
      }
    }
    throw unreachable;
  };
}

/** A token's checked claims and its `exp` (seconds since the epoch). */
interface VerifiedClaims {
  claims: AccessTokenClaims;
  expiresAt: number;
}

/** Tokens verified at once by a verifier; the oldest are dropped beyond this (a few MB at most). */
const MAX_VERIFIED_TOKENS = 10_000;
/**
 * How long a token's signature check is reused before it is made again: a signing key withdrawn from the JWKS
 * then refuses its tokens within the key set's own refresh (10 minutes), as it did before tokens were kept.
 */
const RECHECK_SIGNATURE_MS = 60_000;

/**
 * Verified tokens by their exact text, least recently used dropped first, each kept only while jose would
 * still accept its `exp` (`exp > now - tolerance`, in whole seconds as jose counts them), and for no longer
 * than `recheckMs` after it was checked.
 */
export class VerifiedTokens {
  readonly #tokens = new Map<string, { verified: VerifiedClaims; recheckAt: number }>();
  readonly #toleranceSeconds: number;
  readonly #max: number;
  readonly #recheckMs: number;

  constructor(toleranceSeconds: number, { max = MAX_VERIFIED_TOKENS, recheckMs = RECHECK_SIGNATURE_MS }: { max?: number; recheckMs?: number } = {}) {
    this.#toleranceSeconds = toleranceSeconds;
    this.#max = max;
    this.#recheckMs = recheckMs;
  }

  get size(): number {
    return this.#tokens.size;
  }

  get(token: string): VerifiedClaims | undefined {
    const known = this.#tokens.get(token);
    if (!known) return undefined;
    this.#tokens.delete(token);
    if (Date.now() >= known.recheckAt || !this.#unexpired(known.verified)) return undefined;
    this.#tokens.set(token, known);
    return known.verified;
  }

  set(token: string, verified: VerifiedClaims): void {
    if (!this.#unexpired(verified)) return;
    this.#tokens.delete(token);
    while (this.#tokens.size >= this.#max) this.#tokens.delete(this.#tokens.keys().next().value!);
    this.#tokens.set(token, { verified, recheckAt: Date.now() + this.#recheckMs });
  }

  #unexpired({ expiresAt }: VerifiedClaims): boolean {
    return expiresAt > Math.floor(Date.now() / 1000) - this.#toleranceSeconds;
  }
}

/** How long the record's answer about a session is reused: until Redis has the lists back, each request would ask. */
const LIVE_ANSWER_MS = 30_000;
const ENDED_ANSWER_MS = 5_000;
const MAX_CACHED_SESSIONS = 10_000;

/** The lookup's answers, per session, for a while; one question at a time per session. */
function cachedLookup(lookup: SessionLookup, logger: Logger): SessionLookup {
  const answers = new Map<string, { answer: 'live' | 'ended'; until: number }>();
  const asking = new Map<string, Promise<'live' | 'ended'>>();
  return async (token, sessionId) => {
    const known = answers.get(sessionId);
    if (known && known.until > Date.now()) return known.answer;
    const pending = asking.get(sessionId);
    if (pending) return pending;
    const question = lookup(token, sessionId)
      .then((answer) => {
        if (answers.size >= MAX_CACHED_SESSIONS) answers.delete(answers.keys().next().value!);
        answers.set(sessionId, { answer, until: Date.now() + (answer === 'live' ? LIVE_ANSWER_MS : ENDED_ANSWER_MS) });
        logger.debug({ sid: sessionId, answer }, 'session missing from the lists; the record answered');
        return answer;
      })
      .finally(() => asking.delete(sessionId));
    asking.set(sessionId, question);
    return question;
  };
}

/**
 * The auth service's read of a session, asked with the token itself: 200 live, 401 ended. Each auth
 * instance (the origins of the JWKS addresses) is asked in turn while one cannot answer.
 */
function remoteSessionLookup(jwksUrl: AuthOptions['jwksUrl']): SessionLookup {
  const urls = (Array.isArray(jwksUrl) ? jwksUrl : jwksUrl ? [jwksUrl] : []) as (string | URL)[];
  const sessionUrls = urls.map((url) => new URL('/api/auth/session', url).toString());
  return async (token) => {
    let failure: unknown = new Error('no auth service address to ask');
    for (const url of sessionUrls) {
      try {
        const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(SESSION_LOOKUP_TIMEOUT_MS) });
        await res.arrayBuffer();
        if (res.status === 200) return 'live';
        if (res.status === 401) return 'ended';
        failure = new Error(`${url} answered ${res.status}`);
      } catch (err) {
        failure = err;
      }
    }
    throw new AppError('Authentication is temporarily unavailable', { code: 'auth_unavailable', status: 503, cause: failure });
  };
}

const SESSION_LOOKUP_TIMEOUT_MS = 2_000;

function invalidToken(): AppError {
  return AppError.unauthorized(INVALID_TOKEN, 'invalid_token');
}

/**
 * A token the keys reject is the caller's problem (401); keys that cannot be fetched are ours
 * (503), so a client is not told to sign in again because the auth service is briefly away.
 */
function verificationFailure(err: unknown, logger: Logger): AppError {
  if (err instanceof joseErrors.JOSEError && !(err instanceof joseErrors.JWKSTimeout)) {
    logger.debug({ reason: err.code }, 'token refused');
    return invalidToken();
  }
  logger.error({ err }, 'signing keys unavailable');
  return new AppError('Authentication is temporarily unavailable', { code: 'auth_unavailable', status: 503, cause: err });
}
