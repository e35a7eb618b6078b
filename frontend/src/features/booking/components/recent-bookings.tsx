import { formatRupees, formatStayDate } from '@suvarna/contracts';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge, statusTone } from '../../../components/ui/badge';
import { ArrowRightIcon, CalendarIcon, MapPinIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useGetMyBookingsQuery } from '../api/booking-api';
import { guestPaymentTone, guestStatusOf, guestStatusTone } from '../booking-labels';
import styles from './recent-bookings.module.css';

/** Spec §9: the dashboard shows the 5 latest bookings. */
export const RECENT_BOOKINGS = 5;

/**
 * Spec: the guest dashboard's recent bookings, newest first: hotel name, location, check-in to check-out, total,
 * status badge and a link to /booking/{id}; 'No bookings yet' with Browse Hotels when there are none. A failed
 * load is only logged (spec §8).
 */
export function RecentBookings({ empty }: { empty: ReactNode }) {
  const { data, isLoading, isError, error } = useGetMyBookingsQuery({ limit: RECENT_BOOKINGS }, { refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (isError) console.warn('Could not load your bookings', error);
  }, [isError, error]);

  if (isLoading) {
    return (
      <div className={styles.loading} role="status">
        <Spinner />
        <span>Loading your bookings...</span>
      </div>
    );
  }
  const bookings = (data ?? []).slice(0, RECENT_BOOKINGS);
  if (bookings.length === 0) return <>{empty}</>;

  return (
    <ul className={styles.list} aria-label="Recent bookings">
      {bookings.map((booking) => {
        const place = [booking.hotel.location, booking.hotel.state].filter(Boolean).join(', ');
        const shown = guestStatusOf(booking);
        return (
          <li key={booking.id} className={styles.item}>
            <div className={styles.info}>
              <h3 className={styles.hotel}>{booking.hotelName}</h3>
              {place ? (
                <p className={styles.meta}>
                  <MapPinIcon aria-hidden="true" />
                  <span>{place}</span>
                </p>
              ) : null}
              <p className={styles.meta}>
                <CalendarIcon aria-hidden="true" />
                <span>
                  {formatStayDate(booking.checkIn)} to {formatStayDate(booking.checkOut)}
                </span>
              </p>
              <p className={styles.code}>{booking.confirmation_code}</p>
            </div>
            <div className={styles.side}>
              <p className={styles.total}>{formatRupees(booking.totalAmount)}</p>
              <div className={styles.badges}>
                <Badge tone={statusTone(guestStatusTone(shown.state))} dot>
                  {shown.label}
                </Badge>
                <Badge tone={statusTone(guestPaymentTone(booking))}>{shown.payment_label}</Badge>
              </div>
              <Link to={`/booking/${booking.id}`} className={styles.link}>
                View Booking<span className="visually-hidden"> {booking.confirmation_code}</span>
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
