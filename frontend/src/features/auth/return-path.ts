import type { Location } from 'react-router-dom';

/** Router state the login guard leaves behind: where the visitor was going. */
export interface ReturnState {
  from: string;
}

/** The path (with query and hash) a guard remembers when it sends a visitor to /login. */
export function originOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): ReturnState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

// Only a path on this site: "//evil.example" or "/\evil.example" would leave it (an open redirect).
function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

function stateFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  if (isSitePath(from)) return from;
  // Also accept a whole location object, the other common way of remembering the origin.
  if (typeof from === 'object' && from !== null && 'pathname' in from && isSitePath(from.pathname)) {
    const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
    const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
    return `${from.pathname}${search}${hash}`;
  }
  return null;
}

/**
 * `?redirect=` as the hotel page sends it (/login?redirect=/book-now?hotel=1&checkIn=...). When the target's
 * own query was not encoded, its later parameters arrive as parameters of /login: they are put back.
 */
function redirectParam(search: string): string | null {
  const params = new URLSearchParams(search);
  const target = params.get('redirect');
  if (!isSitePath(target)) return null;
  params.delete('redirect');
  const rest = params.toString();
  if (!rest || !target.includes('?')) return target;
  return `${target}&${rest}`;
}

/** Where to go after signing in: router state `from`, else the `redirect` query parameter, else null. */
export function returnPathFrom(location: Pick<Location, 'search' | 'state'>): string | null {
  return stateFrom(location.state) ?? redirectParam(location.search);
}

export const defaultSignedInPath = '/dashboard';

/**
 * The other auth form (/login ↔ /register) carrying the page to return to, so that a guest who switches forms
 * mid-journey (signed out at Book Now, then "Create an account") still comes back to it.
 */
export function authPathKeepingReturn(form: '/login' | '/register', back: string | null): string {
  return back ? `${form}?redirect=${encodeURIComponent(back)}` : form;
}
