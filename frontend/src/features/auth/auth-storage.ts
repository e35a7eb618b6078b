import type { SessionUser, StoredSession } from './auth-types';

export const tokenStorageKey = 'auth_token';
export const userStorageKey = 'user_data';
export const authCookieName = 'auth_token';
export const sessionCookieMaxAgeSeconds = 7 * 24 * 60 * 60;

// Storage can be unavailable (privacy modes, blocked cookies); the site must still render, signed out.
function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not store ${key}`, error);
  }
}

function removeItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored can be left behind when storage is unavailable.
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    'full_name' in value &&
    typeof value.full_name === 'string' &&
    'email' in value &&
    typeof value.email === 'string'
  );
}

// A user without a name and e-mail could not be greeted or shown in the header: it counts as unparsable.
function parseUser(raw: string): SessionUser | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  return readItem(tokenStorageKey);
}

/**
 * The session kept in the browser, trusted without a server check (spec: the stored session is trusted at start).
 * Signed in needs both halves; a stored user that cannot be parsed is discarded together with its token.
 */
export function readStoredSession(): StoredSession | null {
  const token = readItem(tokenStorageKey);
  const rawUser = readItem(userStorageKey);
  if (!token || !rawUser) return null;
  const user = parseUser(rawUser);
  if (!user) {
    removeItem(tokenStorageKey);
    removeItem(userStorageKey);
    return null;
  }
  return { token, user };
}

/** (Re)sets the `auth_token` cookie for another 7 days; the booking page calls this to extend the session. */
export function writeAuthCookie(token: string): void {
  const expires = new Date(Date.now() + sessionCookieMaxAgeSeconds * 1000).toUTCString();
  document.cookie = `${authCookieName}=${encodeURIComponent(token)}; expires=${expires}; max-age=${sessionCookieMaxAgeSeconds}; path=/; SameSite=Lax`;
}

function clearAuthCookie(): void {
  document.cookie = `${authCookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; SameSite=Lax`;
}

export function storeSession(token: string, user: SessionUser): void {
  storeToken(token);
  storeUser(user);
}

/** A refreshed access token replaces the stored one and restarts the cookie's 7 days. */
export function storeToken(token: string): void {
  writeItem(tokenStorageKey, token);
  writeAuthCookie(token);
}

export function storeUser(user: SessionUser): void {
  writeItem(userStorageKey, JSON.stringify(user));
}

export function clearStoredSession(): void {
  removeItem(tokenStorageKey);
  removeItem(userStorageKey);
  clearAuthCookie();
}
