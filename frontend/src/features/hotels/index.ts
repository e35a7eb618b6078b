export { hotelsApi, useGetHotelsQuery, useGetHotelQuery } from './api/hotels-api';
export { useHotelsWithFallback } from './hooks/use-hotels-with-fallback';
export type { HotelsWithFallback } from './hooks/use-hotels-with-fallback';
export {
  CARD_AMENITY_COUNT,
  CARD_ROOM_COUNT,
  amenityEmoji,
  distinctValues,
  hotelStatusLabels,
  hotelStatusTones,
  isBookable,
  placeName,
} from './hotel-display';
export { HotelCard } from './components/hotel-card';
export { PropertiesBrowser } from './components/properties-browser';
export { PropertiesCatalogue } from './components/properties-catalogue';
export { WhyChoose } from './components/why-choose';
