import { Router, type Request, type RequestHandler, type Response } from 'express';
import { loginRequestSchema, registerRequestSchema, updateProfileRequestSchema, verifyEmailRequestSchema } from '@suvarna/contracts';
import { AppError, AUTHENTICATION_REQUIRED, bearerToken, INVALID_TOKEN, parseInput, type Auth } from '@suvarna/platform';
import type { AuthDeps } from '../../domain/auth-deps';
import { resendVerification, verifyEmail } from '../../domain/email-verification';
import { getProfile, updateProfile } from '../../domain/profile';
import { registerUser } from '../../domain/register-user';
import { assertSessionActive, endSession, refreshSession, renewWithRefreshToken, sessionOfRefreshToken, type Renewal, type SignedIn } from '../../domain/sessions';
import { signIn } from '../../domain/sign-in';
import { userStats } from '../../domain/user-stats';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';

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

  /** A sign-in's answer: the refresh token goes into the HttpOnly cookie, never into the body. */
  const answerSignedIn = (req: Request, res: Response, signedIn: SignedIn, status = 200) => {
    setRefreshCookie(req, res, signedIn.refresh.token, signedIn.refresh.expiresAt);
    res.status(status).json(signedIn.body);
  };

  /** Renews with the request's refresh cookie; a refused cookie is cleared. */
  const renew = async (req: Request, res: Response, token: string): Promise<Renewal> => {
    const renewal = await renewWithRefreshToken(deps, token);
    if (renewal.renewed) setRefreshCookie(req, res, renewal.signedIn.refresh.token, renewal.signedIn.refresh.expiresAt);
    else clearRefreshCookie(req, res);
    return renewal;
  };

  router.post('/api/auth/register', noStore, async (req, res) => {
    const input = parseInput(registerRequestSchema, req.body);
    answerSignedIn(req, res, await registerUser(deps, input, clientIp(req)), 201);
  });

  router.post('/api/auth/login', noStore, async (req, res) => {
    const input = parseInput(loginRequestSchema, req.body);
    answerSignedIn(req, res, await signIn(deps, input, clientIp(req)));
  });

  // The record's answer for the other services' verifiers when Redis has lost a session's listing: 200 while it is live.
  router.get('/api/auth/session', noStore, auth.requireAuth, liveSession, (_req, res) => {
    res.json({ live: true });
  });

  router.get('/api/auth/me', noStore, auth.requireAuth, liveSession, async (req, res) => {
    res.json(await getProfile(deps, auth.getUser(req)));
  });

  router.put('/api/auth/me', noStore, auth.requireAuth, liveSession, async (req, res) => {
    const input = parseInput(updateProfileRequestSchema, req.body);
    res.json(await updateProfile(deps, auth.getUser(req), input, clientIp(req)));
  });

  /**
   * The browser's session, at start-up and before its access token runs out: with a live refresh cookie,
   * a new access token (and a rotated cookie); with none, or one that no longer opens a session, 204 and
   * the cookie cleared: nobody is signed in, which is an answer, not an error.
   */
  router.post('/api/auth/session', noStore, async (req, res) => {
    const token = readRefreshCookie(req);
    const renewal = token && (await renew(req, res, token));
    if (renewal && renewal.renewed) res.json(renewal.signedIn.body);
    else res.status(204).end();
  });

  /**
   * The refresh cookie when there is one (rotated; 401 when refused), else the bearer token of an API
   * client (a new access token for the same session).
   */
  router.post('/api/auth/refresh', noStore, async (req, res, next) => {
    const token = readRefreshCookie(req);
    if (!token) return auth.requireAuth(req, res, next);
    const renewal = await renew(req, res, token);
    if (!renewal.renewed) throw AppError.unauthorized(INVALID_TOKEN, 'invalid_token');
    res.json(renewal.signedIn.body);
  }, async (req, res) => {
    res.json(await refreshSession(deps, auth.getUser(req)));
  });

  /**
   * Ends the session of the bearer token or, from a browser, of the refresh cookie, and clears the cookie.
   * Every service refuses the session's tokens from then on.
   */
  router.post('/api/auth/logout', noStore, async (req, res) => {
    const cookie = readRefreshCookie(req);
    const sessions = new Set<string>();
    const bearer = bearerToken(req);
    if (bearer) {
      try {
        sessions.add((await auth.verifyToken(bearer)).sessionId);
      } catch (err) {
        // An access token that ran out does not keep the browser's cookie session alive.
        if (!(cookie && err instanceof AppError && err.status === 401)) throw err;
      }
    }
    if (cookie) {
      const sessionId = await sessionOfRefreshToken(deps, cookie);
      if (sessionId) sessions.add(sessionId);
      clearRefreshCookie(req, res);
    }
    if (!sessions.size) throw AppError.unauthorized(bearer ? INVALID_TOKEN : AUTHENTICATION_REQUIRED, bearer ? 'invalid_token' : 'unauthorized');
    for (const sessionId of sessions) await endSession(deps, sessionId);
    res.json({ message: LOGGED_OUT });
  });

  /** The link of the verification e-mail (opened from any browser: it proves the mailbox). */
  router.post('/api/auth/verify-email', noStore, async (req, res) => {
    const { token } = parseInput(verifyEmailRequestSchema, req.body);
    res.json(await verifyEmail(deps, token));
  });

  router.post('/api/auth/verify-email/resend', noStore, auth.requireAuth, liveSession, async (req, res) => {
    res.json(await resendVerification(deps, auth.getUser(req), clientIp(req)));
  });

  /** For the admin dashboard's total_users, composed by the gateway. */
  router.get('/api/auth/admin/stats', auth.requireAdmin, async (_req, res) => {
    res.json(await userStats(deps));
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
