import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAuth, createUnverifiedMailLimits, limitsFromConfig, type ServiceDefinition } from '@suvarna/platform';
import type { AuthConfig } from './config';
import { loadCommonPasswords } from './domain/password-policy';
import { createRegistrationPace } from './domain/registration-pace';
import { confirmSession, listsFilledKey, restoreSessionLists } from './domain/sessions';
import { createSignInLimits } from './domain/sign-in-limits';
import { seedDemoAccounts } from './domain/staff-accounts';
import { loadTokenIssuer } from './domain/token-issuer';
import { authRoutes } from './entry-points/http/auth-routes';
import { keepSessionListsFilled } from './entry-points/jobs/session-lists';

export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-access/migrations');

/** Each running instance's refill job (several may run in one process: tests, `npm start`). */
const refills = new WeakMap<object, () => Promise<void>>();

/** Accounts, sessions, token issuing and the JWKS every other service verifies against. */
export const authService: ServiceDefinition<AuthConfig> = {
  name: 'auth',
  migrationsDir,
  onStart: async (deps) => {
    await loadCommonPasswords();
    const marker = listsFilledKey(deps.config.DATABASE_URL);
    const restored = await restoreSessionLists(deps, marker);
    deps.logger.info(restored, 'live and revoked sessions listed in Redis');
    refills.set(deps, keepSessionListsFilled(deps, marker));
    if (deps.config.SEED_DEMO_USERS) await seedDemoAccounts(deps);
  },
  onStop: async (deps) => {
    await refills.get(deps)?.();
  },
  routes: async (app, deps) => {
    const issuer = await loadTokenIssuer(deps.pool, deps.config);
    const auth = createAuth({
      keySet: issuer.keySet,
      issuer: deps.config.JWT_ISSUER,
      audience: deps.config.JWT_AUDIENCE,
      redis: deps.redis,
      logger: deps.logger,
      // The record is this service's own: a session Redis lost is read from the auth schema.
      sessionLookup: (_token, sessionId) => confirmSession(deps, sessionId),
    });
    const limits = createSignInLimits(deps.redis, deps.config);
    const mailLimits = createUnverifiedMailLimits(deps.redis, limitsFromConfig(deps.config));
    app.use(authRoutes({ ...deps, issuer, limits, mailLimits, registrationPace: createRegistrationPace() }, auth));
  },
  pruning: ({ config }) => [
    // A refresh token is worth nothing once its session has reached its absolute end.
    { name: 'refresh tokens', schema: 'auth', table: 'refresh_tokens', column: 'issued_at', retentionDays: Math.ceil(config.SESSION_MAX_LIFETIME_SECONDS / 86400) + 1 },
    { name: 'e-mail verification links', schema: 'auth', table: 'email_verifications', column: 'created_at', retentionDays: Math.ceil(config.EMAIL_VERIFICATION_TTL_SECONDS / 86400) + 30 },
  ],
};

/** The definition, as the other services build theirs. */
export function createAuthService(): ServiceDefinition<AuthConfig> {
  return authService;
}
