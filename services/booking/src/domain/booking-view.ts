import { cancellationPolicy, guestBookingStatus, paiseToRupees, type Booking, type BookingCreated } from '@suvarna/contracts';
import type { StoredBooking } from '../data-access/booking-repository';

/** A booking as the API reads it (spec: Booking (as read)), amounts in rupees. */
export function bookingView(b: StoredBooking): Booking {
  const policy = cancellationPolicy(b);
  const waitingForPayment = b.status === 'pending' && b.paymentStatus === 'pending' && !b.roomsReleased;
  return {
    id: b.id,
    _id: b.id,
    confirmation_code: b.confirmationCode,
    status: b.status,
    payment_status: b.paymentStatus,
    hotel: { id: b.hotelId, ...b.hotel },
    hotelName: b.hotel.name,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: b.nights,
    guests: b.guests,
    rooms: b.rooms.map((r) => ({
      type: r.type,
      quantity: r.quantity,
      price: paiseToRupees(r.price_paise),
      amount: paiseToRupees(r.price_paise * r.quantity * b.nights),
    })),
    guestInfo: { name: b.guestName, email: b.guestEmail, phone: b.guestPhone, address: b.guestAddress },
    specialRequests: b.specialRequests,
    roomTotal: paiseToRupees(b.roomTotalPaise),
    taxes: paiseToRupees(b.taxesPaise),
    totalAmount: paiseToRupees(b.totalPaise),
    currency: 'INR',
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
    statusHistory: b.statusHistory,
    hold_expires_at: waitingForPayment ? b.holdExpiresAt : null,
    cancellation: { allowed: policy.allowed, deadline: policy.deadline.toISOString(), reason: policy.reason },
    company: b.company,
    guest_status: guestBookingStatus({ status: b.status, payment_status: b.paymentStatus }),
  };
}

/** What booking events carry of a booking: money in paise. */
export function bookingSnapshot(b: StoredBooking): Omit<BookingCreated, 'createdAt'> {
  return {
    bookingId: b.id,
    confirmationCode: b.confirmationCode,
    userId: b.userId,
    hotelId: b.hotelId,
    hotelName: b.hotel.name,
    hotelLocation: b.hotel.location,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: b.nights,
    guests: b.guests,
    rooms: b.rooms.map((r) => ({ type: r.type, quantity: r.quantity, pricePaise: r.price_paise })),
    roomTotalPaise: b.roomTotalPaise,
    taxesPaise: b.taxesPaise,
    totalPaise: b.totalPaise,
    currency: 'INR',
    guestName: b.guestName,
    guestEmail: b.guestEmail,
    accountEmail: b.accountEmail,
    accountEmailVerified: b.accountEmailVerified,
    guestEmailConfirmed: b.guestEmailConfirmedAt !== null,
    status: b.status,
    paymentStatus: b.paymentStatus,
    hotelState: b.hotel.state,
    hotelAddress: b.hotel.address,
    company: b.company,
    stayRevision: b.stayRevision,
  };
}
