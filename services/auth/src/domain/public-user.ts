import type { AccessTokenClaims, PublicUser } from '@suvarna/contracts';
import type { UserRecord } from '../data-access/user-repository';

export function toPublicUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    full_name: user.full_name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    department: user.department,
    created_at: user.created_at.toISOString(),
    password_change_required: user.password_change_required,
    email_verified: user.email_verified_at !== null,
  };
}

export function claimsOf(user: UserRecord, sessionId: string): AccessTokenClaims {
  return {
    sub: user.id,
    sid: sessionId,
    role: user.role,
    ...(user.department ? { department: user.department } : {}),
    name: user.full_name,
    email: user.email,
    email_verified: user.email_verified_at !== null,
  };
}
