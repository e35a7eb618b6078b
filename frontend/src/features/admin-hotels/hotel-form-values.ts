import { DEFAULT_HOTEL_RATING, defaultRoom, hotelInputSchema } from '@suvarna/contracts';
import type { Hotel, HotelInputBody, HotelStatus } from '@suvarna/contracts';

/** A room row of the form: numbers stay text while being typed. */
export interface RoomFormValues {
  type: string;
  price: string;
  capacity: string;
  available: string;
  description: string;
}

export interface HotelFormValues {
  name: string;
  type: string;
  location: string;
  state: string;
  rating: string;
  description: string;
  images: string[];
  amenities: string[];
  features: string[];
  rooms: RoomFormValues[];
  status: HotelStatus;
  openingDate: string;
  /** Degrees, as typed; both blank when the hotel has no pin on the map. */
  latitude: string;
  longitude: string;
}

/** Field errors keyed by path: 'name', 'rating', 'rooms.0.price', 'images'... */
export type HotelFormErrors = Partial<Record<string, string>>;

export const roomFromDefaults = (room = defaultRoom): RoomFormValues => ({
  type: room.type,
  price: String(room.price),
  capacity: String(room.capacity),
  available: String(room.available),
  description: room.description ?? '',
});

export const blankRoom = (): RoomFormValues => ({ type: '', price: '', capacity: '2', available: '', description: '' });

/** Spec: a new hotel starts rated 4 with one Standard Room at 10000, capacity 2, 20 available, active. */
export function emptyHotelForm(): HotelFormValues {
  return {
    name: '',
    type: '',
    location: '',
    state: '',
    rating: String(DEFAULT_HOTEL_RATING),
    description: '',
    images: [''],
    amenities: [''],
    features: [''],
    rooms: [roomFromDefaults()],
    status: 'active',
    openingDate: '',
    latitude: '',
    longitude: '',
  };
}

/** The form prefilled with a hotel, for editing it. */
export function formFromHotel(hotel: Hotel): HotelFormValues {
  const listOrBlank = (list: readonly string[]) => (list.length > 0 ? [...list] : ['']);
  return {
    name: hotel.name,
    type: hotel.type,
    location: hotel.location,
    state: hotel.state,
    rating: String(hotel.rating),
    description: hotel.description,
    images: listOrBlank(hotel.images),
    amenities: listOrBlank(hotel.amenities),
    features: listOrBlank(hotel.features),
    rooms: hotel.rooms.length > 0 ? hotel.rooms.map((room) => roomFromDefaults(room)) : [roomFromDefaults()],
    status: hotel.status,
    openingDate: hotel.openingDate ?? '',
    latitude: hotel.coordinates ? String(hotel.coordinates.lat) : '',
    longitude: hotel.coordinates ? String(hotel.coordinates.lng) : '',
  };
}

const filled = (list: readonly string[]) => list.map((entry) => entry.trim()).filter((entry) => entry.length > 0);

/**
 * The request body. Spec: empty image and amenity entries are dropped before sending. When editing, the
 * fields the form does not show (contact, project timeline) are sent back unchanged, since PUT replaces all.
 */
export function toHotelBody(values: HotelFormValues, original?: Hotel): HotelInputBody {
  const description = values.description.trim();
  return {
    name: values.name,
    type: values.type,
    location: values.location,
    state: values.state,
    rating: values.rating,
    description,
    images: filled(values.images),
    amenities: filled(values.amenities),
    features: filled(values.features),
    rooms: values.rooms.map((room) => ({
      type: room.type,
      price: room.price,
      capacity: room.capacity,
      available: room.available,
      ...(room.description.trim() ? { description: room.description.trim() } : {}),
    })),
    status: values.status,
    openingDate: values.openingDate || undefined,
    // Both blank: no pin; one of them given: the catalog's rules name the one missing.
    coordinates: values.latitude.trim() || values.longitude.trim() ? { lat: values.latitude.trim(), lng: values.longitude.trim() } : undefined,
    ...(original ? { contact: original.contact, projectTimeline: original.projectTimeline } : {}),
  };
}

/** Checks the body with the same schema the catalog uses; returns the first message per field, or null. */
export function validateHotelForm(body: HotelInputBody): HotelFormErrors | null {
  const parsed = hotelInputSchema.safeParse(body);
  if (parsed.success) return null;
  const errors: HotelFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

export interface HotelTotals {
  total: number;
  active: number;
  preOpening: number;
  roomTypes: number;
}

/** Spec: the summary tiles (total hotels, active, pre-opening, total room types). */
export function summarizeHotels(hotels: readonly Pick<Hotel, 'status' | 'rooms'>[]): HotelTotals {
  return {
    total: hotels.length,
    active: hotels.filter((hotel) => hotel.status === 'active').length,
    preOpening: hotels.filter((hotel) => hotel.status === 'pre-opening').length,
    roomTypes: hotels.reduce((sum, hotel) => sum + hotel.rooms.length, 0),
  };
}
