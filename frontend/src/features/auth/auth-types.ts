/** The signed-in user as the client keeps it (in the store only); the server sends a `PublicUser`. */
export interface SessionUser {
  id?: string;
  full_name: string;
  email: string;
  phone?: string | null;
  role?: string;
  department?: string | null;
  created_at?: string;
  /** The password in use no longer meets the password rule: the account screens ask for a new one. */
  password_change_required?: boolean;
  /** The owner opened the link sent to the address; until then the dashboard reminds them. */
  email_verified?: boolean;
}

/** A session as the server hands it out: the access token (kept in memory only), its user and lifetime. */
export interface SessionStart {
  token: string;
  user: SessionUser;
  /** Seconds the access token is valid for; it is renewed a minute before. */
  expiresIn: number;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/**
 * What login, register and profile updates tell the screens (spec: "the sign-in/register screens read
 * success and error from the auth layer"). `error` is the server's detail or the product's fallback text.
 */
export type AuthResult = { success: true; user: SessionUser } | { success: false; error: string };
