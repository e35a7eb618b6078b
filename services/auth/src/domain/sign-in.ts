import type { LoginRequest } from '@suvarna/contracts';
import { AppError } from '@suvarna/platform';
import { findUserByEmail, setPasswordChangeRequired } from '../data-access/user-repository';
import type { AuthDeps } from './auth-deps';
import { passwordProblem } from './password-policy';
import { verifyAgainstNoAccount, verifyPassword } from './passwords';
import { openSession, type SignedIn } from './sessions';

/** One message for an unknown e-mail and a wrong password, so that neither tells the other apart. */
export const WRONG_CREDENTIALS = 'Incorrect email or password';

export async function signIn(deps: AuthDeps, input: LoginRequest, ip: string): Promise<SignedIn> {
  const attempt = await deps.limits.beginSignIn(input.email, ip);
  const user = await findUserByEmail(deps.pool, input.email);
  const valid = user ? await verifyPassword(user.password_hash, input.password, input.email) : await verifyAgainstNoAccount(input.password, input.email);
  if (!user || !valid) {
    await attempt.failed();
    throw AppError.unauthorized(WRONG_CREDENTIALS, 'invalid_credentials');
  }
  await attempt.succeeded();
  // Accounts older than the password rule keep signing in; the client asks them to change a weak password.
  const weak = (await passwordProblem(input.password, user.email)) !== undefined;
  if (weak !== user.password_change_required) await setPasswordChangeRequired(deps.pool, user.id, weak);
  return openSession(deps, deps.pool, { ...user, password_change_required: weak });
}
