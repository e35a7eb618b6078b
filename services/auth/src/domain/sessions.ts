import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TokenResponse } from '@suvarna/contracts';
import {
  AppError,
  INVALID_TOKEN,
  listLiveSession,
  liveSessionKey,
  revokedSessionKey,
  withTransaction,
  type AuthUser,
  type Queryable,
  type RedisClient,
} from '@suvarna/platform';
import {
  extendSession,
  findActiveSession,
  insertSession,
  listLiveSessions,
  listRevokedUnexpiredSessions,
  revokeSession,
  type SessionRecord,
} from '../data-access/session-repository';
import { findRefreshToken, insertRefreshToken, lockRefreshToken, markRotated, type RefreshTokenRecord } from '../data-access/refresh-token-repository';
import { findUserById, type UserRecord } from '../data-access/user-repository';
import type { AuthDeps } from './auth-deps';
import { claimsOf, toPublicUser } from './public-user';

type SessionDeps = Pick<AuthDeps, 'config' | 'issuer' | 'redis'>;

/**
 * A sign-in's answer: the token response for the body, and the refresh token the browser keeps in its
 * HttpOnly cookie until the session's end.
 */
export interface SignedIn {
  body: TokenResponse;
  refresh: { token: string; expiresAt: Date };
}

/** A session recorded, not yet handed out: `issueSession` lists it and signs its token. */
export interface NewSession {
  user: UserRecord;
  sessionId: string;
  expiresAt: Date;
  /** Its first refresh token, for the browser's cookie. */
  refreshToken: string;
}

/**
 * Records a session for a user who just proved who they are, with its first refresh token, with the caller's
 * client (its transaction, if any). The session lasts REFRESH_TOKEN_TTL_SECONDS from its last renewal.
 */
export async function recordSession(deps: Pick<SessionDeps, 'config'>, db: Queryable, user: UserRecord): Promise<NewSession> {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + deps.config.REFRESH_TOKEN_TTL_SECONDS * 1000);
  await insertSession(db, { id: sessionId, userId: user.id, expiresAt });
  const refreshToken = await issueRefreshToken(db, sessionId);
  return { user, sessionId, expiresAt, refreshToken };
}

/**
 * Lists a recorded session as live in Redis and signs its token: after the recording's transaction has
 * committed, so that no transaction waits on Redis (a verifier that finds no listing asks the record anyway).
 */
export async function issueSession(deps: SessionDeps, { user, sessionId, expiresAt, refreshToken }: NewSession): Promise<SignedIn> {
  await listLiveSession(deps.redis, sessionId, expiresAt);
  return { body: await tokenResponse(deps, user, sessionId, expiresAt), refresh: { token: refreshToken, expiresAt } };
}

/** Opens a session outside any transaction: recorded, listed, its token signed. */
export async function openSession(deps: SessionDeps, db: Queryable, user: UserRecord): Promise<SignedIn> {
  return issueSession(deps, await recordSession(deps, db, user));
}

/**
 * An API client's renewal with its (still valid) access token: a new access token for the same session,
 * which is extended as a refresh cookie's use would extend it, but never beyond its absolute end
 * (SESSION_MAX_LIFETIME_SECONDS after sign-in). Refused when the session was revoked or has run out,
 * whatever the presented token's own expiry says. Role and name come from the account as it is now,
 * so a changed role reaches the token here.
 */
export async function refreshSession(deps: AuthDeps, caller: AuthUser): Promise<TokenResponse> {
  const { user, session } = await withTransaction(deps.pool, async (client) => {
    const extended = await extendSession(client, caller.sessionId, renewedExpiry(deps), deps.config.SESSION_MAX_LIFETIME_SECONDS);
    const account = extended && (await findUserById(client, extended.user_id));
    if (!extended || !account || account.id !== caller.id) throw AppError.unauthorized(INVALID_TOKEN, 'invalid_token');
    return { user: account, session: extended };
  });
  await listLiveSession(deps.redis, caller.sessionId, session.expires_at);
  return tokenResponse(deps, user, caller.sessionId, session.expires_at);
}

/** What a refresh cookie's use came to: a renewed session, or a refusal (the browser is signed out). */
export type Renewal = { renewed: true; signedIn: SignedIn } | { renewed: false; reason: 'unknown' | 'ended' | 'reused' };

/**
 * The browser's renewal with its refresh cookie. The token is used once: it is rotated (replaced by a new
 * one, which the answer carries) and the session extended. A token used a second time is a reuse, the sign
 * of a copy in someone else's hands: the whole session ends (every token of it, the thief's and the
 * owner's), unless it is the same browser retrying within REFRESH_TOKEN_REUSE_GRACE_SECONDS, before the
 * token that replaced it was used (its answer was lost): then that unused token is voided (a later use of
 * it is a reuse) in favour of a new one.
 */
export async function renewWithRefreshToken(deps: AuthDeps, token: string): Promise<Renewal> {
  const outcome = await withTransaction(deps.pool, async (client) => {
    const hash = hashRefreshToken(token);
    const presented = await lockRefreshToken(client, hash);
    if (!presented) return { renewed: false as const, reason: 'unknown' as const };
    let voided: RefreshTokenRecord | undefined;
    if (presented.rotated_at) {
      const graceMs = deps.config.REFRESH_TOKEN_REUSE_GRACE_SECONDS * 1000;
      const successor = Date.now() - presented.rotated_at.getTime() <= graceMs && presented.replaced_by ? await lockRefreshToken(client, presented.replaced_by) : undefined;
      if (!successor || successor.rotated_at) {
        const ended = await revokeSession(client, presented.session_id);
        return { renewed: false as const, reason: 'reused' as const, ended };
      }
      // The retry: the successor its owner never received is voided, and replaced by the token issued now.
      voided = successor;
    }
    const session = await extendSession(client, presented.session_id, renewedExpiry(deps), deps.config.SESSION_MAX_LIFETIME_SECONDS);
    const user = session && (await findUserById(client, session.user_id));
    if (!session || !user) return { renewed: false as const, reason: 'ended' as const };
    const next = await issueRefreshToken(client, session.id);
    await markRotated(client, presented.token_hash, hashRefreshToken(next));
    if (voided) await markRotated(client, voided.token_hash, hashRefreshToken(next));
    return { renewed: true as const, session, user, next };
  });
  if (!outcome.renewed) {
    if (outcome.reason === 'reused' && outcome.ended) await listRevoked(deps.redis, [outcome.ended]);
    return { renewed: false, reason: outcome.reason };
  }
  const { session, user, next } = outcome;
  await listLiveSession(deps.redis, session.id, session.expires_at);
  return { renewed: true, signedIn: { body: await tokenResponse(deps, user, session.id, session.expires_at), refresh: { token: next, expiresAt: session.expires_at } } };
}

/** The session a refresh token belongs to, if it is one this service issued. */
export async function sessionOfRefreshToken(deps: Pick<AuthDeps, 'pool'>, token: string): Promise<string | undefined> {
  return (await findRefreshToken(deps.pool, hashRefreshToken(token)))?.session_id;
}

/** Sign-out: the session is revoked in Postgres (the record) and listed in Redis for every verifier. */
export async function endSession(deps: Pick<AuthDeps, 'pool' | 'redis'>, sessionId: string): Promise<void> {
  const session = await revokeSession(deps.pool, sessionId);
  if (session) await listRevoked(deps.redis, [session]);
}

/** The auth service's own check beyond the token: the session row must still be live. */
export async function assertSessionActive(db: Queryable, caller: AuthUser): Promise<void> {
  const session = await findActiveSession(db, caller.sessionId);
  if (!session || session.user_id !== caller.id) throw AppError.unauthorized(INVALID_TOKEN, 'invalid_token');
}

/**
 * Takes revoked sessions off the allow-list and writes them to the revocation list, each for as long
 * as a token of it could still be valid. At start-up this rebuilds the list from Postgres, in case
 * Redis lost it.
 */
export async function listRevoked(redis: RedisClient, sessions: Pick<SessionRecord, 'id' | 'expires_at'>[]): Promise<number> {
  const now = Date.now();
  const unexpired = sessions.filter((s) => s.expires_at.getTime() > now);
  const pipeline = redis.pipeline();
  for (const s of sessions) pipeline.del(liveSessionKey(s.id));
  // A minute beyond the expiry covers the verifiers' clock tolerance.
  for (const s of unexpired) pipeline.set(revokedSessionKey(s.id), '1', 'PX', s.expires_at.getTime() - now + 60_000);
  await execAll(pipeline);
  return unexpired.length;
}

/** Rebuilds both session lists in Redis from Postgres, the record, in case Redis lost them. */
export async function restoreSessionLists(deps: Pick<AuthDeps, 'pool' | 'redis'>, marker: string): Promise<{ live: number; revoked: number }> {
  await deps.redis.set(marker, '1');
  const revoked = await listRevoked(deps.redis, await listRevokedUnexpiredSessions(deps.pool));
  const now = Date.now();
  const live = (await listLiveSessions(deps.pool)).filter((s) => s.expires_at.getTime() > now);
  const pipeline = deps.redis.pipeline();
  for (const s of live) pipeline.set(liveSessionKey(s.id), '1', 'PX', s.expires_at.getTime() - now);
  await execAll(pipeline);
  return { live: live.length, revoked };
}

/**
 * The record's answer for a session missing from both Redis lists (Redis restarted empty, or was flushed):
 * live when its row is, and then listed again, so that the next requests find it in Redis.
 */
export async function confirmSession(deps: Pick<AuthDeps, 'pool' | 'redis'>, sessionId: string): Promise<'live' | 'ended'> {
  const session = await findActiveSession(deps.pool, sessionId);
  if (!session) return 'ended';
  await listLiveSession(deps.redis, session.id, session.expires_at);
  return 'live';
}

/**
 * Set once a database's lists are in Redis; gone when Redis lost its data, which is how a refill knows it is
 * due. Named by the database, since one Redis may serve several (the test suite's, side by side).
 */
export const listsFilledKey = (databaseUrl: string): string => `auth:session-lists:filled:${decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'postgres'}`;

/**
 * Refills both lists from Postgres when Redis has lost them (the marker is gone). Of several instances, the
 * one that sets the marker first does it. Returns what it listed, or undefined when nothing was due.
 */
export async function refillSessionListsIfLost(deps: Pick<AuthDeps, 'pool' | 'redis'>, marker: string): Promise<{ live: number; revoked: number } | undefined> {
  if ((await deps.redis.set(marker, '1', 'NX')) !== 'OK') return undefined;
  try {
    return await restoreSessionLists(deps, marker);
  } catch (err) {
    // Due again next time.
    await deps.redis.del(marker).catch(() => undefined);
    throw err;
  }
}

async function execAll(pipeline: ReturnType<RedisClient['pipeline']>): Promise<void> {
  const results = (await pipeline.exec()) ?? [];
  const failed = results.find(([err]) => err);
  if (failed?.[0]) throw failed[0];
}

/** A session renewed now lasts the refresh lifetime again (the repository caps it at the absolute end). */
function renewedExpiry(deps: Pick<AuthDeps, 'config'>): Date {
  return new Date(Date.now() + deps.config.REFRESH_TOKEN_TTL_SECONDS * 1000);
}

const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new refresh token for the session: 256 random bits, of which only the hash is kept. */
async function issueRefreshToken(db: Queryable, sessionId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertRefreshToken(db, { hash: hashRefreshToken(token), sessionId });
  return token;
}

/** The access token lives JWT_TTL_SECONDS (15 minutes), and never beyond its session. */
async function tokenResponse(deps: SessionDeps, user: UserRecord, sessionId: string, sessionExpiresAt: Date): Promise<TokenResponse> {
  const expiresAt = new Date(Math.min(Date.now() + deps.config.JWT_TTL_SECONDS * 1000, sessionExpiresAt.getTime()));
  const accessToken = await deps.issuer.sign(claimsOf(user, sessionId), expiresAt);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000)),
    user: toPublicUser(user),
  };
}
