import { paiseToRupees, type DashboardStats } from '@suvarna/contracts';
import { bookingTotals } from '../data-access/booking-repository';
import { fetchActiveHotels, fetchTotalUsers } from '../data-access/peer-clients';
import type { BookingDeps } from './booking-deps';

/**
 * The admin dashboard's four figures, each from the service that owns it: users from auth, open hotels
 * from the catalog (both asked with the admin's token and a short timeout), bookings and paid revenue
 * from here. A figure whose service does not answer is null and named in `unavailable`.
 */
export async function dashboardStats(deps: BookingDeps, adminToken: string): Promise<DashboardStats> {
  const timeout = deps.config.STATS_TIMEOUT_MS;
  const peer = async (name: string, read: () => Promise<number>): Promise<number | null> => {
    try {
      return await read();
    } catch (err) {
      deps.logger.warn({ err, figure: name }, 'dashboard figure unavailable');
      return null;
    }
  };
  const [users, hotels, totals] = await Promise.all([
    peer('total_users', () => fetchTotalUsers(deps.config.AUTH_URL, adminToken, timeout)),
    peer('active_hotels', () => fetchActiveHotels(deps.config.CATALOG_URL, adminToken, timeout)),
    bookingTotals(deps.pool),
  ]);
  return {
    total_users: users,
    total_bookings: totals.total,
    total_revenue: paiseToRupees(totals.paidPaise),
    active_hotels: hotels,
    unavailable: [...(users === null ? ['total_users'] : []), ...(hotels === null ? ['active_hotels'] : [])],
  };
}
