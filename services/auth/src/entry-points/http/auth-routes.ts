import { Router, type Request, type RequestHandler } from 'express';
import { loginRequestSchema, registerRequestSchema, updateProfileRequestSchema } from '@suvarna/contracts';
import { parseInput, type Auth } from '@suvarna/platform';
import { countUsers } from '../../data-access/user-repository';
import type { AuthDeps } from '../../domain/auth-deps';
import { getProfile, updateProfile } from '../../domain/profile';
import { registerUser } from '../../domain/register-user';
import { assertSessionActive, endSession, refreshSession } from '../../domain/sessions';
import { signIn } from '../../domain/sign-in';

export const LOGGED_OUT = 'Logged out successfully';

/** `auth` verifies with this service's own keys; `deps.auth` would fetch them from itself. */
export function authRoutes(deps: AuthDeps, auth: Auth): Router {
  const router = Router();

  // Postgres is the record of sessions: the auth service checks the row, not only the Redis list.
  const liveSession: RequestHandler = async (req, _res, next) => {
    await assertSessionActive(deps.pool, auth.getUser(req));
    next();
  };

  router.get('/api/auth/jwks', async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(await deps.issuer.jwks());
  });

  router.post('/api/auth/register', noStore, async (req, res) => {
    const input = parseInput(registerRequestSchema, req.body);
    res.status(201).json(await registerUser(deps, input, clientIp(req)));
  });

  router.post('/api/auth/login', noStore, async (req, res) => {
    const input = parseInput(loginRequestSchema, req.body);
    res.json(await signIn(deps, input, clientIp(req)));
  });

  router.get('/api/auth/me', noStore, auth.requireAuth, liveSession, async (req, res) => {
    res.json(await getProfile(deps, auth.getUser(req)));
  });

  router.put('/api/auth/me', noStore, auth.requireAuth, liveSession, async (req, res) => {
    const input = parseInput(updateProfileRequestSchema, req.body);
    res.json(await updateProfile(deps, auth.getUser(req), input, clientIp(req)));
  });

  router.post('/api/auth/refresh', noStore, auth.requireAuth, async (req, res) => {
    res.json(await refreshSession(deps, auth.getUser(req)));
  });

  router.post('/api/auth/logout', auth.requireAuth, async (req, res) => {
    await endSession(deps, auth.getUser(req));
    res.json({ message: LOGGED_OUT });
  });

  /** For the admin dashboard's total_users, composed by the gateway. */
  router.get('/api/auth/admin/stats', auth.requireAdmin, async (_req, res) => {
    res.json({ total_users: await countUsers(deps.pool) });
  });

  return router;
}

/** The address the gateway saw (Express trusts the loopback proxy's X-Forwarded-For). */
function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
