import { formatRupees } from '@suvarna/contracts';
import type { BookingAnalytics, DashboardStats } from '@suvarna/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Badge, statusTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useGetLatestBookingsQuery, useGetOverviewInventoryWarningsQuery, useGetOverviewOccupancyQuery, useGetOverviewStatsQuery } from '../api/admin-dashboard-api';
import styles from './admin-overview.module.css';

const LATEST = 5;

const figureKeys = ['total_users', 'total_bookings', 'total_revenue', 'active_hotels'] as const;
const figureLabels: Record<string, string> = {
  total_users: 'Total Users',
  total_bookings: 'Total Bookings',
  total_revenue: 'Total Revenue',
  active_hotels: 'Active Hotels',
};

const statusLabels: Record<string, string> = { pending: 'Pending', confirmed: 'Confirmed', completed: 'Completed', cancelled: 'Cancelled' };

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
function day(isoDate: string): string {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  return dayFormat.format(new Date(Date.UTC(y, m - 1, d)));
}

/** Room nights sold over room nights there are, across every open hotel; null without rooms. */
export function pooledOccupancy(analytics: BookingAnalytics | undefined): number | null {
  if (!analytics) return null;
  const sold = analytics.occupancy.reduce((sum, h) => sum + h.room_nights_sold, 0);
  const rooms = analytics.occupancy.reduce((sum, h) => sum + h.room_nights_available, 0);
  return rooms > 0 ? sold / rooms : null;
}

/** "Total Users and Active Hotels" for the figures a down service could not give. */
export function unavailableText(stats: DashboardStats): string | null {
  const names = stats.unavailable.map((name) => figureLabels[name] ?? name);
  if (names.length === 0) return null;
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `${list} ${names.length === 1 ? 'is' : 'are'} unavailable right now; the service that keeps ${names.length === 1 ? 'it' : 'them'} did not answer. The other figures are current.`;
}

function formatFigure(key: string, value: number | null): string {
  if (value === null) return 'Unavailable';
  return key === 'total_revenue' ? formatRupees(value) : value.toLocaleString('en-IN');
}

/**
 * The admin's overview on the dashboard, in its main column: what needs attention (bookings awaiting
 * confirmation, occupancy ahead, nights sold beyond a lowered room count) and the latest bookings. When a
 * figure's service is down it says which, and shows the figures that did come.
 */
export function AdminOverview() {
  const stats = useGetOverviewStatsQuery();
  const latest = useGetLatestBookingsQuery(LATEST);
  const occupancy = useGetOverviewOccupancyQuery();
  const warnings = useGetOverviewInventoryWarningsQuery();

  // Spec §8: dashboard data loads are only logged.
  const failure = stats.error ?? latest.error ?? occupancy.error ?? warnings.error;
  useEffect(() => {
    if (failure) console.warn('Admin overview data could not be loaded.', failure);
  }, [failure]);

  const missing = stats.data ? unavailableText(stats.data) : null;
  const rate = pooledOccupancy(occupancy.data);
  const oversold = warnings.data?.warnings ?? [];
  const oversoldNights = oversold.reduce((sum, w) => sum + w.nights.length, 0);
  const pending = latest.data?.summary.pending;

  return (
    <Card as="section" variant="elevated" padding="lg" className={styles.panel} aria-label="Needs Your Attention">
          <SectionHeading as="h2" align="start" eyebrow="Operations" title="Needs Your Attention" className={styles.heading} />

          {missing && stats.data ? (
            <div className={styles.missing} role="status">
              <p>{missing}</p>
              <dl className={styles.figures}>
                {figureKeys.map((key) => (
                  <div key={key}>
                    <dt>{figureLabels[key]}</dt>
                    <dd className={stats.data![key] === null ? styles.unknown : undefined}>{formatFigure(key, stats.data![key])}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}

          <ul className={styles.cards}>
            <li>
              <Link to="/admin/bookings?status=pending" className={styles.card}>
                <span className={styles.cardLabel}>Awaiting confirmation</span>
                <span className={styles.cardValue}>{pending === undefined ? '—' : pending.toLocaleString('en-IN')}</span>
                <span className={styles.cardText}>
                  {pending ? 'Pending bookings to confirm' : 'Every booking is handled'} <ArrowRightIcon className={styles.arrow} />
                </span>
              </Link>
            </li>
            <li>
              <Link to="/admin/analytics" className={styles.card}>
                <span className={styles.cardLabel}>Occupancy, next 30 nights</span>
                <span className={styles.cardValue}>{rate === null ? '—' : `${(Math.round(rate * 1000) / 10).toLocaleString('en-IN')}%`}</span>
                <span className={styles.cardText}>
                  Room nights sold across open hotels <ArrowRightIcon className={styles.arrow} />
                </span>
              </Link>
            </li>
            <li>
              <Link to="/admin/hotels" className={oversold.length > 0 ? `${styles.card} ${styles.alert}` : styles.card}>
                <span className={styles.cardLabel}>Inventory warnings</span>
                <span className={styles.cardValue}>{warnings.data ? oversold.length.toLocaleString('en-IN') : '—'}</span>
                <span className={styles.cardText}>
                  {oversold.length > 0
                    ? `Room types sold beyond their rooms on ${oversoldNights} ${oversoldNights === 1 ? 'night' : 'nights'}`
                    : 'No night is sold beyond its rooms'}{' '}
                  <ArrowRightIcon className={styles.arrow} />
                </span>
              </Link>
            </li>
          </ul>

          <div className={styles.latestHead}>
            <h3 className={styles.latestTitle}>Latest Bookings</h3>
            <Link to="/admin/bookings" className={styles.all}>
              All bookings <ArrowRightIcon className={styles.arrow} />
            </Link>
          </div>
          {latest.data && latest.data.bookings.length > 0 ? (
            <ul className={styles.latest} aria-label="Latest bookings">
              {latest.data.bookings.map((booking) => (
                <li key={booking.id} className={styles.booking}>
                  <Link to={`/admin/bookings?q=${encodeURIComponent(booking.confirmation_code)}`} className={styles.code}>
                    {booking.confirmation_code}
                  </Link>
                  <span className={styles.who}>
                    <span className={styles.strong}>{booking.guestInfo.name}</span>
                    <span className={styles.muted}>
                      {booking.hotel.name} · {day(booking.checkIn)} – {day(booking.checkOut)}
                    </span>
                  </span>
                  <span className={styles.amount}>{formatRupees(booking.totalAmount)}</span>
                  <Badge tone={statusTone(booking.status)} dot>
                    {statusLabels[booking.status] ?? booking.status}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{latest.isLoading ? 'Loading bookings...' : 'No bookings yet.'}</p>
          )}
    </Card>
  );
}
