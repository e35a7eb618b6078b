import { describe, expect, it } from 'vitest';
import { adminStatusMoves, bookingStatusMoves, guestBookingStatus, nextStatusMove, statusMoveRefusal } from './booking-status';
import { bookingStatuses, paymentStatuses } from './booking';

const stay = (status: (typeof bookingStatuses)[number], checkOut = '2026-12-22') => ({ status, checkOut });

describe('the table of status moves', () => {
  it('when read, then it holds the spec’s two admin moves, Confirm and Complete, and nothing else', () => {
    expect(bookingStatusMoves.map((m) => `${m.action}: ${m.from} → ${m.to}`)).toEqual(['Confirm: pending → confirmed', 'Complete: confirmed → completed']);
    expect(adminStatusMoves).toEqual({ pending: 'confirmed', confirmed: 'completed' });
    expect(nextStatusMove('pending')?.action).toBe('Confirm');
    expect(nextStatusMove('confirmed')?.action).toBe('Complete');
    expect(nextStatusMove('completed')).toBeUndefined();
    expect(nextStatusMove('cancelled')).toBeUndefined();
  });

  it('when an admin confirms a pending booking, then it is allowed whatever the date', () => {
    expect(statusMoveRefusal(stay('pending'), 'confirmed', '2026-11-27')).toBeUndefined();
  });

  it('when an admin completes a stay before its check-out date in India, then it is refused as stay_not_over', () => {
    expect(statusMoveRefusal(stay('confirmed'), 'completed', '2026-11-27')).toEqual({
      detail: 'This stay cannot be completed before its check-out date, 22 December 2026 (India time).',
      code: 'stay_not_over',
    });
    expect(statusMoveRefusal(stay('confirmed'), 'completed', '2026-12-21')?.code).toBe('stay_not_over');
  });

  it('when an admin completes a stay on or after its check-out date, then it is allowed', () => {
    expect(statusMoveRefusal(stay('confirmed'), 'completed', '2026-12-22')).toBeUndefined();
    expect(statusMoveRefusal(stay('confirmed'), 'completed', '2027-01-05')).toBeUndefined();
  });

  it('when any other move is asked for, then the answer names the one allowed move, or says none is', () => {
    const detail = (status: (typeof bookingStatuses)[number], to: (typeof bookingStatuses)[number]) => statusMoveRefusal(stay(status, '2026-01-01'), to, '2026-11-27');
    expect(detail('pending', 'completed')).toEqual({ detail: 'A pending booking can only be confirmed (pending → confirmed), not moved to completed.', code: 'status_move_not_allowed' });
    expect(detail('confirmed', 'cancelled')?.detail).toBe('A confirmed booking can only be completed (confirmed → completed), not moved to cancelled.');
    expect(detail('completed', 'confirmed')?.detail).toBe('A completed booking cannot be changed.');
    expect(detail('cancelled', 'confirmed')?.detail).toBe('A cancelled booking cannot be changed.');
  });
});

describe('the status a guest reads', () => {
  it('when a stay is paid, then it reads Confirmed and Paid whether or not the hotel has pressed Confirm, never Pending', () => {
    expect(guestBookingStatus({ status: 'pending', payment_status: 'completed' })).toEqual({ state: 'confirmed', label: 'Confirmed', payment_label: 'Paid' });
    expect(guestBookingStatus({ status: 'confirmed', payment_status: 'completed' })).toEqual({ state: 'confirmed', label: 'Confirmed', payment_label: 'Paid' });
    for (const status of bookingStatuses) {
      for (const payment_status of paymentStatuses) {
        const read = guestBookingStatus({ status, payment_status });
        if (payment_status === 'completed') expect(read.label).not.toMatch(/pending/i);
      }
    }
  });

  it('when a hold is unpaid, then it reads Awaiting Payment; once cancelled, it says nothing was charged', () => {
    expect(guestBookingStatus({ status: 'pending', payment_status: 'pending' })).toEqual({ state: 'awaiting_payment', label: 'Awaiting Payment', payment_label: 'Payment Pending' });
    expect(guestBookingStatus({ status: 'cancelled', payment_status: 'pending' })).toEqual({ state: 'cancelled', label: 'Cancelled', payment_label: 'Not Charged' });
    expect(guestBookingStatus({ status: 'cancelled', payment_status: 'completed' }).payment_label).toBe('Refund on Its Way');
    expect(guestBookingStatus({ status: 'cancelled', payment_status: 'refunded' }).payment_label).toBe('Refunded');
    expect(guestBookingStatus({ status: 'completed', payment_status: 'completed' })).toEqual({ state: 'completed', label: 'Completed', payment_label: 'Paid' });
  });
});
