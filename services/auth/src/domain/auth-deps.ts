import type { EventBus, Logger, Pool, RedisClient, UnverifiedMailLimits } from '@suvarna/platform';
import type { AuthConfig } from '../config';
import type { RegistrationPace } from './registration-pace';
import type { SignInLimits } from './sign-in-limits';
import type { TokenIssuer } from './token-issuer';

/** What the use cases need; built once when the routes are mounted. */
export interface AuthDeps {
  config: AuthConfig;
  pool: Pool;
  redis: RedisClient;
  bus: EventBus;
  logger: Logger;
  issuer: TokenIssuer;
  limits: SignInLimits;
  /** The shared limits on e-mail to unverified addresses (a new verification link is one). */
  mailLimits: UnverifiedMailLimits;
  registrationPace: RegistrationPace;
}
