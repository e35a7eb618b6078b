import { randomUUID } from 'node:crypto';
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
import { findUserById, type UserRecord } from '../data-access/user-repository';
import type { AuthDeps } from './auth-deps';
import { claimsOf, toPublicUser } from './public-user';

type SessionDeps = Pick<AuthDeps, 'config' | 'issuer' | 'redis'>;

/**
 * Opens a session for a user who just proved who they are; the caller's transaction holds the
 * insert. The session is listed as live in Redis, without which no service accepts its tokens.
 */
export async function openSession(deps: SessionDeps, db: Queryable, user: UserRecord): Promise<TokenResponse> {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + deps.config.JWT_TTL_SECONDS * 1000);
  await insertSession(db, { id: sessionId, userId: user.id, expiresAt });
  await listLiveSession(deps.redis, sessionId, expiresAt);
  return tokenResponse(deps, user, sessionId, expiresAt);
}

/**
 * A new token for the same session, valid for another full lifetime but never beyond the session's
 * absolute end (SESSION_MAX_LIFETIME_SECONDS after sign-in). Refused when the session was revoked
 * or has run out, whatever the presented token's own expiry says. Role and name come from the
 * account as it is now, so a changed role reaches the token here.
 */
export async function refreshSession(deps: AuthDeps, caller: AuthUser): Promise<TokenResponse> {
  const wanted = new Date(Date.now() + deps.config.JWT_TTL_SECONDS * 1000);
  const { user, session } = await withTransaction(deps.pool, async (client) => {
    const extended = await extendSession(client, caller.sessionId, wanted, deps.config.SESSION_MAX_LIFETIME_SECONDS);
    const account = extended && (await findUserById(client, extended.user_id));
    if (!extended || !account || account.id !== caller.id) throw AppError.unauthorized(INVALID_TOKEN, 'invalid_token');
    return { user: account, session: extended };
  });
  await listLiveSession(deps.redis, caller.sessionId, session.expires_at);
  return tokenResponse(deps, user, caller.sessionId, session.expires_at);
}

/** Sign-out: the session is revoked in Postgres (the record) and listed in Redis for every verifier. */
export async function endSession(deps: AuthDeps, caller: AuthUser): Promise<void> {
  const session = await revokeSession(deps.pool, caller.sessionId);
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
export async function restoreSessionLists(deps: Pick<AuthDeps, 'pool' | 'redis'>): Promise<{ live: number; revoked: number }> {
  const revoked = await listRevoked(deps.redis, await listRevokedUnexpiredSessions(deps.pool));
  const now = Date.now();
  const live = (await listLiveSessions(deps.pool)).filter((s) => s.expires_at.getTime() > now);
  const pipeline = deps.redis.pipeline();
  for (const s of live) pipeline.set(liveSessionKey(s.id), '1', 'PX', s.expires_at.getTime() - now);
  await execAll(pipeline);
  return { live: live.length, revoked };
}

async function execAll(pipeline: ReturnType<RedisClient['pipeline']>): Promise<void> {
  const results = (await pipeline.exec()) ?? [];
  const failed = results.find(([err]) => err);
  if (failed?.[0]) throw failed[0];
}

async function tokenResponse(deps: SessionDeps, user: UserRecord, sessionId: string, expiresAt: Date): Promise<TokenResponse> {
  const accessToken = await deps.issuer.sign(claimsOf(user, sessionId), expiresAt);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000)),
    user: toPublicUser(user),
  };
}
