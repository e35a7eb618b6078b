import { randomUUID } from 'node:crypto';
import { rupeesToPaise, type Hotel, type HotelChanged, type HotelInput } from '@suvarna/contracts';
import { brandContact } from '@suvarna/sample-data';
import type { HotelFields } from '../data-access/hotel-repository';

const HOTEL_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Ids of hotels added by admins; the sample hotels keep the spec's ids ('1', 'pre1', 'fut1', ...). */
export function newHotelId(): string {
  return `h-${randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

/** An id that cannot name a hotel is answered like an unknown one, without asking the database. */
export function isPlausibleHotelId(id: string): boolean {
  return HOTEL_ID.test(id);
}

/**
 * The stored fields of a hotel from the admin form. The form has no contact fields, so what is
 * missing comes from the chain's central reservations and the hotel's own town.
 */
export function hotelFieldsFromInput(input: HotelInput): HotelFields {
  const { contact, openingDate, projectTimeline, ...rest } = input;
  return {
    ...rest,
    contact: {
      phone: contact?.phone || brandContact.phone,
      email: contact?.email || brandContact.email,
      address: contact?.address || `${input.location}, ${input.state}`,
    },
    ...(openingDate ? { openingDate } : {}),
    ...(projectTimeline ? { projectTimeline } : {}),
  };
}

/** What other services keep of a hotel (catalog.hotel-changed v2): enough to price and hold rooms, and to describe the hotel, without calling the catalog. */
export function hotelChangedPayload(hotel: Hotel, revision: number): HotelChanged {
  return {
    hotelId: hotel.id,
    name: hotel.name,
    location: hotel.location,
    state: hotel.state,
    status: hotel.status,
    contact: hotel.contact,
    rooms: hotel.rooms.map(({ type, price, capacity, available }) => ({ type, pricePaise: rupeesToPaise(price), capacity, available })),
    revision,
    type: hotel.type,
    rating: hotel.rating,
    description: hotel.description,
    amenities: hotel.amenities,
    features: hotel.features,
    shownRating: hotel.shownRating,
    ...(hotel.openingDate ? { openingDate: hotel.openingDate } : {}),
  };
}
