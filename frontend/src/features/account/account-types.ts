/** The signed-in user as the account screens show it (handed down by the route from the session). */
export interface AccountUser {
  full_name: string;
  email: string;
  phone?: string | null;
  role?: string;
  department?: string | null;
  created_at?: string;
  /** The password in use no longer meets the password rule (learned at sign-in). */
  password_change_required?: boolean;
}

/** What saving profile changes answers: the auth layer's `{ success, error }`. */
export type SaveResult = { success: true } | { success: false; error: string };

/** PUT /api/auth/me fields the profile screen sends. */
export interface ProfileChanges {
  full_name?: string;
  phone?: string | null;
  current_password?: string;
  new_password?: string;
}

/** GET /api/admin/dashboard/stats (spec: Admin stats). */
export interface DashboardStats {
  total_users: number;
  total_bookings: number;
  total_revenue: number;
  active_hotels: number;
}
