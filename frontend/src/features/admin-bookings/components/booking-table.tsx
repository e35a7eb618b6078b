import { formatRupees } from '@suvarna/contracts';
import type { Booking } from '@suvarna/contracts';
import { Badge, statusTone } from '../../../components/ui/badge';
import { formatDay, paymentLabels, roomsText, statusLabels } from '../booking-labels';
import styles from './booking-table.module.css';

export interface BookingTableProps {
  bookings: readonly Booking[];
  onOpen: (booking: Booking) => void;
}

/** The bookings as a table; on a phone each row becomes a card (the cells carry their own labels). */
export function BookingTable({ bookings, onOpen }: BookingTableProps) {
  return (
    <div className={styles.frame}>
      <table className={styles.table}>
        <caption className={styles.caption}>Bookings, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Booking</th>
            <th scope="col">Guest</th>
            <th scope="col">Hotel</th>
            <th scope="col">Stay</th>
            <th scope="col" className={styles.amountHead}>
              Total
            </th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className={styles.hidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id} className={styles.row} data-booking-id={booking.id}>
              <th scope="row" className={styles.code} data-label="Booking">
                <span className={styles.codeText}>{booking.confirmation_code}</span>
                <span className={styles.muted}>{roomsText(booking)}</span>
              </th>
              <td data-label="Guest">
                <span className={styles.strong}>{booking.guestInfo.name}</span>
                <span className={styles.muted}>{booking.guestInfo.email}</span>
              </td>
              <td data-label="Hotel">
                <span className={styles.strong}>{booking.hotel.name}</span>
                <span className={styles.muted}>{booking.hotel.location}</span>
              </td>
              <td data-label="Stay">
                <span className={styles.strong}>
                  {formatDay(booking.checkIn)} – {formatDay(booking.checkOut)}
                </span>
                <span className={styles.muted}>
                  {booking.nights} {booking.nights === 1 ? 'night' : 'nights'}
                </span>
              </td>
              <td data-label="Total" className={styles.amount}>
                {formatRupees(booking.totalAmount)}
              </td>
              <td data-label="Status">
                <span className={styles.badges}>
                  <Badge tone={statusTone(booking.status)} dot>
                    {statusLabels[booking.status]}
                  </Badge>
                  <Badge tone={booking.payment_status === 'completed' ? 'success' : booking.payment_status === 'refunded' ? 'info' : statusTone(booking.payment_status)}>
                    {paymentLabels[booking.payment_status]}
                  </Badge>
                </span>
              </td>
              <td className={styles.actions}>
                <button type="button" className={styles.view} aria-label={`View booking ${booking.confirmation_code}`} onClick={() => onOpen(booking)}>
                  View
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
