import { useEffect } from 'react';
import type { Hotel } from '@suvarna/contracts';
import { properties } from '@suvarna/sample-data';
import { FEATURED_HOTEL_COUNT, useHomeFeaturedHotelsQuery } from '../api/home-api';

export interface FeaturedProperties {
  hotels: readonly Hotel[];
  isLoading: boolean;
}

/**
 * The first three properties from the API. Spec: when the call fails the page falls back to the embedded
 * sample data and says so in the console, so a visitor never sees an empty showcase.
 */
export function useFeaturedProperties(fallback: readonly Hotel[] = properties): FeaturedProperties {
  const { data, isError, error } = useHomeFeaturedHotelsQuery();

  useEffect(() => {
    if (isError) console.warn('Could not load properties from /api/hotels; showing the embedded sample data instead.', error);
  }, [isError, error]);

  if (data) return { hotels: data.slice(0, FEATURED_HOTEL_COUNT), isLoading: false };
  if (isError) return { hotels: fallback.slice(0, FEATURED_HOTEL_COUNT), isLoading: false };
  return { hotels: [], isLoading: true };
}

/** Every public hotel for the map of India (the same read as the showcase's); the embedded data when it fails. */
export function useHomeMapHotels(fallback: readonly Hotel[] = properties): readonly Hotel[] {
  const { data, isError } = useHomeFeaturedHotelsQuery();
  return data ?? (isError ? fallback : []);
}
