import { formatRupees } from '@suvarna/contracts';
import { useEffect } from 'react';
import { LoadingView } from '../../../components/feedback/loading-view';
import { Badge } from '../../../components/ui/badge';
import { useGetBookingAnalyticsQuery, useGetBookingStatusSummaryQuery } from '../api/admin-analytics-api';
import { analyticsTotals, formatDay, longMonth, percent, shortMonth, statusBreakdown } from '../analytics-figures';
import { BarChart } from './bar-chart';
import styles from './admin-analytics-screen.module.css';

/** Spec: the planned features of the analytics page; those the booking data already answers are live. */
export const plannedFeatures: readonly { title: string; text: string; live: boolean }[] = [
  { title: 'Revenue Analytics', text: 'Paid revenue and booked value month by month.', live: true },
  { title: 'Booking Trends', text: 'Bookings made per month and how they end.', live: true },
  { title: 'Hotel Performance', text: 'Each open hotel’s rooms sold ahead.', live: true },
  { title: 'Customer Insights', text: 'Repeat guests, origins and preferences.', live: false },
  { title: 'Occupancy Rates', text: 'Room nights sold over the next 30 nights.', live: true },
  { title: 'Financial Reports', text: 'Statements by hotel, tax and period.', live: false },
  { title: 'Predictive Analytics', text: 'Demand forecasts and pricing suggestions.', live: false },
];

/** Compact rupees for an axis: ₹0, ₹50K, ₹1.5L, ₹2Cr. */
export function compactRupees(value: number): string {
  if (value >= 1e7) return `₹${+(value / 1e7).toFixed(1)}Cr`;
  if (value >= 1e5) return `₹${+(value / 1e5).toFixed(1)}L`;
  if (value >= 1e3) return `₹${+(value / 1e3).toFixed(1)}K`;
  return `₹${Math.round(value)}`;
}

const count = (n: number) => n.toLocaleString('en-IN');

export interface AdminAnalyticsScreenProps {
  isAuthenticated: boolean;
}

/** Spec: Admin analytics. What the booking data already answers, drawn as charts, above the planned features. */
export function AdminAnalyticsScreen({ isAuthenticated }: AdminAnalyticsScreenProps) {
  const analytics = useGetBookingAnalyticsQuery(undefined, { skip: !isAuthenticated });
  const list = useGetBookingStatusSummaryQuery(undefined, { skip: !isAuthenticated });
  const error = analytics.error ?? list.error;

  useEffect(() => {
    if (error) console.error('Failed to load analytics', error);
  }, [error]);

  const data = analytics.data;
  const totals = data ? analyticsTotals(data) : null;
  const summary = list.data;

  return (
    <div className={styles.screen}>
      {analytics.isLoading ? (
        <LoadingView text="Loading analytics..." size="section" />
      ) : !data || !totals ? (
        <p className={styles.unavailable} role="status">
          The figures could not be loaded just now. Please refresh the page in a moment.
        </p>
      ) : (
        <>
          <dl className={styles.tiles}>
            <div className={styles.tile}>
              <dt>Paid Revenue</dt>
              <dd>{formatRupees(totals.revenue)}</dd>
              <dd className={styles.tileNote}>last 12 months</dd>
            </div>
            <div className={styles.tile}>
              <dt>Booked Value</dt>
              <dd>{formatRupees(totals.bookedValue)}</dd>
              <dd className={styles.tileNote}>not cancelled, paid or not</dd>
            </div>
            <div className={styles.tile}>
              <dt>Bookings</dt>
              <dd>{count(totals.bookings)}</dd>
              <dd className={styles.tileNote}>{totals.busiestMonth ? `busiest: ${longMonth(totals.busiestMonth)}` : 'last 12 months'}</dd>
            </div>
            <div className={styles.tile}>
              <dt>Occupancy</dt>
              <dd>{totals.occupancy === null ? '—' : percent(totals.occupancy)}</dd>
              <dd className={styles.tileNote}>next 30 nights, all open hotels</dd>
            </div>
          </dl>

          <div className={styles.grid}>
            <BarChart
              title="Revenue by Month"
              description={`Paid revenue ${formatRupees(totals.revenue)} and booked value ${formatRupees(totals.bookedValue)} over the last 12 months, by the month each booking was made (India time).`}
              rowHeading="Month"
              series={[
                { key: 'revenue', name: 'Paid revenue', tone: 'gold' },
                { key: 'booked_value', name: 'Booked value', tone: 'midnight' },
              ]}
              rows={data.months.map((m) => ({ key: m.month, label: shortMonth(m.month), longLabel: longMonth(m.month), values: { revenue: m.revenue, booked_value: m.booked_value } }))}
              format={formatRupees}
              formatAxis={compactRupees}
            />
            <BarChart
              title="Bookings by Month"
              description={`${count(totals.bookings)} bookings made over the last 12 months, cancelled ones included.`}
              rowHeading="Month"
              series={[{ key: 'bookings', name: 'Bookings', tone: 'midnight' }]}
              rows={data.months.map((m) => ({ key: m.month, label: shortMonth(m.month), longLabel: longMonth(m.month), values: { bookings: m.bookings } }))}
              format={count}
            />
          </div>

          <div className={styles.grid}>
            <BarChart
              title="Occupancy by Hotel"
              description={`Room nights sold over room nights available from ${formatDay(data.window.from)} to ${formatDay(data.window.to)}, for each open hotel.`}
              rowHeading="Hotel"
              orientation="bars"
              max={1}
              series={[{ key: 'rate', name: 'Occupancy', tone: 'gold' }]}
              rows={[...data.occupancy]
                .sort((a, b) => b.rate - a.rate || a.hotel_name.localeCompare(b.hotel_name))
                .map((h) => ({ key: h.hotel_id, label: h.hotel_name, longLabel: `${h.hotel_name} (${count(h.room_nights_sold)} of ${count(h.room_nights_available)} room nights)`, values: { rate: h.rate } }))}
              format={percent}
            />
            {summary ? (
              <BarChart
                title="Bookings by Status"
                description={`All ${count(summary.total)} bookings by where they stand now.`}
                rowHeading="Status"
                orientation="bars"
                series={[{ key: 'count', name: 'Bookings', tone: 'midnight' }]}
                rows={statusBreakdown(summary).map((s) => ({ key: s.status, label: s.label, longLabel: s.label, values: { count: s.count } }))}
                format={count}
              />
            ) : null}
          </div>
        </>
      )}

      <section className={styles.planned} aria-labelledby="planned-features">
        <h2 id="planned-features" className={styles.plannedTitle}>
          Analytics Features
        </h2>
        <p className={styles.plannedText}>What this page covers today, and what is coming next.</p>
        <ul className={styles.features}>
          {plannedFeatures.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <div className={styles.featureHead}>
                <h3 className={styles.featureTitle}>{feature.title}</h3>
                <Badge tone={feature.live ? 'success' : 'gold'}>{feature.live ? 'Live' : 'Coming soon'}</Badge>
              </div>
              <p className={styles.featureText}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
