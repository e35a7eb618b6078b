import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@suvarna/contracts';
import { AppError, INVALID_TOKEN, revokedSessionKey, withTransaction, type AuthUser, type Queryable, type RedisClient } from '@suvarna/platform';
import {
  extendSession,
  findActiveSession,
  insertSession,
  listRevokedUnexpiredSessions,
  revokeSession,
  type SessionRecord,
} from '../data-access/session-repository';
import { findUserById, type UserRecord } from '../data-access/user-repository';
import type { AuthDeps } from './auth-deps';
import { claimsOf, toPublicUser } from './public-user';

type SessionDeps = Pick<AuthDeps, 'config' | 'issuer'>;

/** Opens a session for a user who just proved who they are; the caller's transaction holds the insert. */
export async function openSession(deps: SessionDeps, db: Queryable, user: UserRecord): Promise<TokenResponse> {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + deps.config.JWT_TTL_SECONDS * 1000);
  await insertSession(db, { id: sessionId, userId: user.id, expiresAt });
  return tokenResponse(deps, user, sessionId, expiresAt);
}

/**
 * A new token for the same session, valid for another full lifetime. Refused when the session was
 * revoked or has run out, whatever the presented token's own expiry says. Role and name come from
 * the account as it is now, so a changed role reaches the token here.
 */
export async function refreshSession(deps: AuthDeps, caller: AuthUser): Promise<TokenResponse> {
  const expiresAt = new Date(Date.now() + deps.config.JWT_TTL_SECONDS * 1000);
  const user = await withTransaction(deps.pool, async (client) => {
    const session = await extendSession(client, caller.sessionId, expiresAt);
    const account = session && (await findUserById(client, session.user_id));
    if (!account || account.id !== caller.id) throw AppError.unauthorized(INVALID_TOKEN, 'invalid_token');
    return account;
  });
  return tokenResponse(deps, user, caller.sessionId, expiresAt);
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
 * Writes revoked sessions to Redis, each for as long as a token of it could still be valid.
 * At start-up this rebuilds the list from Postgres, in case Redis lost it.
 */
export async function listRevoked(redis: RedisClient, sessions: Pick<SessionRecord, 'id' | 'expires_at'>[]): Promise<number> {
  const now = Date.now();
  const live = sessions.filter((s) => s.expires_at.getTime() > now);
  if (!live.length) return 0;
  const pipeline = redis.pipeline();
  // A minute beyond the expiry covers the verifiers' clock tolerance.
  for (const s of live) pipeline.set(revokedSessionKey(s.id), '1', 'PX', s.expires_at.getTime() - now + 60_000);
  const results = (await pipeline.exec()) ?? [];
  const failed = results.find(([err]) => err);
  if (failed?.[0]) throw failed[0];
  return live.length;
}

export async function restoreRevokedSessions(deps: Pick<AuthDeps, 'pool' | 'redis'>): Promise<number> {
  return listRevoked(deps.redis, await listRevokedUnexpiredSessions(deps.pool));
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
