import type { Request, Response } from 'express';

/**
 * The browser's refresh token: an HttpOnly cookie (no script reads it), sent only to the auth paths
 * (`/api/auth`: session, refresh, logout) and only by the site itself (SameSite=Strict), over TLS only
 * (Secure) except on localhost, where the all-in-one site is served over plain http.
 */
const REFRESH_COOKIE = 'suvarna_refresh';
const COOKIE_PATH = '/api/auth';

/** The refresh token the request carries, if any. */
export function readRefreshCookie(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== REFRESH_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
  }
  return undefined;
}

export function setRefreshCookie(req: Request, res: Response, token: string, expiresAt: Date): void {
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000));
  appendCookie(res, `${REFRESH_COOKIE}=${token}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly;${secure(req)} SameSite=Strict`);
}

export function clearRefreshCookie(req: Request, res: Response): void {
  appendCookie(res, `${REFRESH_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly;${secure(req)} SameSite=Strict`);
}

/**
 * Secure everywhere but on the local machine: browsers keep no Secure cookie set over plain http, and the
 * all-in-one site (and the browser journeys) run on http://localhost or http://127.0.0.1. The host is the
 * one the gateway was asked for (X-Forwarded-Host, believed only from the trusted proxy).
 */
function secure(req: Request): string {
  return isLocalHost(req.hostname) ? '' : ' Secure;';
}

function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

function appendCookie(res: Response, cookie: string): void {
  const existing = res.getHeader('Set-Cookie');
  res.setHeader('Set-Cookie', [...(Array.isArray(existing) ? existing : existing ? [String(existing)] : []), cookie]);
}
