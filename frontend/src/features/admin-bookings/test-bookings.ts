import type { AdminBookingPage, Booking } from '@suvarna/contracts';

/** A booking as the service reads it, for component tests. */
export const sampleBooking: Booking = {
  id: 'b-1',
  _id: 'b-1',
  confirmation_code: 'SUV-7K3M-Q9PX',
  status: 'pending',
  payment_status: 'pending',
  hotel: { id: 'h-1', name: 'Suvarna Palace Jaipur', location: 'Jaipur', state: 'Rajasthan', address: 'Amer Road', phone: '+91 141 456 7812', email: 'jaipur@suvarnahotels.in' },
  hotelName: 'Suvarna Palace Jaipur',
  checkIn: '2026-12-04',
  checkOut: '2026-12-06',
  nights: 2,
  guests: 2,
  rooms: [{ type: 'Palace Room', quantity: 1, price: 16000, amount: 32000 }],
  guestInfo: { name: 'Asha Verma', email: 'asha@example.com', phone: '+91 98765 43210', address: '' },
  specialRequests: 'A quiet room, please.',
  roomTotal: 32000,
  taxes: 3840,
  totalAmount: 35840,
  currency: 'INR',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  statusHistory: [{ status: 'pending', at: '2026-11-20T10:00:00.000Z', by_name: 'Asha Verma', by_role: 'guest', reason: 'Booked online' }],
  hold_expires_at: null,
};

export function bookingPage(bookings: Booking[], overrides: Partial<AdminBookingPage> = {}): AdminBookingPage {
  return {
    bookings,
    total: bookings.length,
    page: 1,
    page_size: 20,
    summary: { total: bookings.length, pending: bookings.filter((b) => b.status === 'pending').length, confirmed: 0, completed: 0, cancelled: 0, revenue: 0 },
    ...overrides,
  };
}
