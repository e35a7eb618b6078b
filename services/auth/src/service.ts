import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAuth, type ServiceDefinition } from '@suvarna/platform';
import type { AuthConfig } from './config';
import { loadCommonPasswords } from './domain/password-policy';
import { restoreSessionLists } from './domain/sessions';
import { createSignInLimits } from './domain/sign-in-limits';
import { seedDemoAccounts } from './domain/staff-accounts';
import { loadTokenIssuer } from './domain/token-issuer';
import { authRoutes } from './entry-points/http/auth-routes';

export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-access/migrations');

/** Accounts, sessions, token issuing and the JWKS every other service verifies against. */
export const authService: ServiceDefinition<AuthConfig> = {
  name: 'auth',
  migrationsDir,
  onStart: async (deps) => {
    await loadCommonPasswords();
    const restored = await restoreSessionLists(deps);
    deps.logger.info(restored, 'live and revoked sessions listed in Redis');
    if (deps.config.SEED_DEMO_USERS) await seedDemoAccounts(deps);
  },
  routes: async (app, deps) => {
    const issuer = await loadTokenIssuer(deps.pool, deps.config);
    const auth = createAuth({ keySet: issuer.keySet, issuer: deps.config.JWT_ISSUER, audience: deps.config.JWT_AUDIENCE, redis: deps.redis, logger: deps.logger });
    const limits = createSignInLimits(deps.redis, deps.config);
    app.use(authRoutes({ ...deps, issuer, limits }, auth));
  },
};

/** The definition, as the other services build theirs. */
export function createAuthService(): ServiceDefinition<AuthConfig> {
  return authService;
}
