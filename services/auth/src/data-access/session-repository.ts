import type { Queryable } from '@suvarna/platform';

export interface SessionRecord {
  id: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

const columns = 'id, user_id, created_at, expires_at, revoked_at';

export async function insertSession(db: Queryable, session: { id: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.query('INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, $3)', [session.id, session.userId, session.expiresAt]);
}

/** The session if it is neither revoked nor expired. */
export async function findActiveSession(db: Queryable, id: string): Promise<SessionRecord | undefined> {
  const { rows } = await db.query<SessionRecord>(`SELECT ${columns} FROM sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()`, [id]);
  return rows[0];
}

/**
 * Moves an active session's expiry to `expiresAt`, but never beyond `maxLifetimeSeconds` after its
 * sign-in; undefined when it is revoked, expired or unknown.
 */
export async function extendSession(db: Queryable, id: string, expiresAt: Date, maxLifetimeSeconds: number): Promise<SessionRecord | undefined> {
  const { rows } = await db.query<SessionRecord>(
    `UPDATE sessions SET expires_at = LEAST($2, created_at + make_interval(secs => $3)), refreshed_at = now()
     WHERE id = $1 AND revoked_at IS NULL AND expires_at > now() AND created_at + make_interval(secs => $3) > now()
     RETURNING ${columns}`,
    [id, expiresAt, maxLifetimeSeconds],
  );
  return rows[0];
}

/** Marks the session revoked (keeping the first revocation time) and returns it. */
export async function revokeSession(db: Queryable, id: string): Promise<SessionRecord | undefined> {
  const { rows } = await db.query<SessionRecord>(
    `UPDATE sessions SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 RETURNING ${columns}`,
    [id],
  );
  return rows[0];
}

/** Revokes every live session of a user, but the one named in `except`; returns those revoked. */
export async function revokeUserSessions(db: Queryable, userId: string, except?: string): Promise<SessionRecord[]> {
  const { rows } = await db.query<SessionRecord>(
    `UPDATE sessions SET revoked_at = now()
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() AND ($2::uuid IS NULL OR id <> $2::uuid)
     RETURNING ${columns}`,
    [userId, except ?? null],
  );
  return rows;
}

/** Revoked sessions whose tokens could still be presented: what the revocation list must hold. */
export async function listRevokedUnexpiredSessions(db: Queryable): Promise<SessionRecord[]> {
  const { rows } = await db.query<SessionRecord>(`SELECT ${columns} FROM sessions WHERE revoked_at IS NOT NULL AND expires_at > now()`);
  return rows;
}

/** Sessions whose tokens are still accepted: what the allow-list must hold. */
export async function listLiveSessions(db: Queryable): Promise<SessionRecord[]> {
  const { rows } = await db.query<SessionRecord>(`SELECT ${columns} FROM sessions WHERE revoked_at IS NULL AND expires_at > now()`);
  return rows;
}
