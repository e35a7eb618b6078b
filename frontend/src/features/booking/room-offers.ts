import { MAX_ROOMS_PER_TYPE, rupeesToPaise, type Availability, type Hotel } from '@suvarna/contracts';

/** A room type as the booking page offers it: its price and how many can be chosen for the chosen nights. */
export interface RoomOffer {
  type: string;
  description: string;
  /** One room for one night. */
  pricePaise: number;
  capacity: number;
  /** Rooms of this type free on every night of the stay (the most the guest may choose). */
  free: number;
}

/** At or below this many free rooms the page says "Only N left". */
export const FEW_ROOMS_LEFT = 3;

/**
 * The hotel's room types with the booking service's prices and free counts for the chosen nights (the service
 * prices and checks the booking, so its copy wins). Until availability has answered nothing can be chosen.
 */
export function roomOffersFor(hotel: Hotel, availability: Availability | undefined): RoomOffer[] {
  return hotel.rooms.map((room) => {
    const live = availability?.rooms.find((candidate) => candidate.type === room.type);
    const free = availability ? (availability.bookable && live ? live.free : 0) : 0;
    return {
      type: room.type,
      description: room.description ?? '',
      pricePaise: rupeesToPaise(live ? live.price : room.price),
      capacity: live ? live.capacity : room.capacity,
      free: Math.max(0, Math.min(free, MAX_ROOMS_PER_TYPE)),
    };
  });
}

/** The chosen quantity of each offer, never more than is free now (dates that change can lower it). */
export function chosenRooms(offers: readonly RoomOffer[], quantities: Readonly<Record<string, number>>) {
  return offers.map((offer) => ({
    type: offer.type,
    pricePaise: offer.pricePaise,
    capacity: offer.capacity,
    quantity: Math.max(0, Math.min(quantities[offer.type] ?? 0, offer.free)),
  }));
}
