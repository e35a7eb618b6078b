import { useEffect } from 'react';
import { useGetDashboardStatsQuery } from '../api/account-api';
import type { DashboardStats } from '../account-types';
import styles from './admin-stats.module.css';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-IN');

const tiles: ReadonlyArray<{ key: keyof DashboardStats; label: string; format: (value: number) => string }> = [
  { key: 'total_users', label: 'Total Users', format: (value) => count.format(value) },
  { key: 'total_bookings', label: 'Total Bookings', format: (value) => count.format(value) },
  { key: 'total_revenue', label: 'Total Revenue', format: (value) => rupees.format(value) },
  { key: 'active_hotels', label: 'Active Hotels', format: (value) => count.format(value) },
];

/**
 * The admin's four figures. Shown only when GET /api/admin/dashboard/stats answers with all of them;
 * a failed load is only logged (spec §8: dashboard data loads).
 */
export function AdminStats() {
  const { data, isError, error, isSuccess } = useGetDashboardStatsQuery();

  useEffect(() => {
    if (isError) console.warn('Dashboard stats could not be loaded.', error);
    else if (isSuccess && !data) console.warn('Dashboard stats answered without the expected figures.');
  }, [isError, error, isSuccess, data]);

  if (!data) return null;
  return (
    <dl className={styles.tiles}>
      {tiles.map((tile) => (
        <div key={tile.key} className={styles.tile}>
          <dt className={styles.label}>{tile.label}</dt>
          <dd className={styles.value}>{tile.format(data[tile.key])}</dd>
        </div>
      ))}
    </dl>
  );
}
