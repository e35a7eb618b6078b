import { useEffect } from 'react';
import type { Hotel } from '@suvarna/contracts';
import { properties } from '@suvarna/sample-data';
import { useGetHotelsQuery } from '../api/hotels-api';

export interface HotelsWithFallback {
  /** The API's hotels, or the embedded sample properties once the call has failed; empty while loading. */
  hotels: readonly Hotel[];
  isLoading: boolean;
  /** True when `hotels` is the embedded data because the API call failed. */
  isFallback: boolean;
  /** True only when the call failed and there is no fallback data to show either. */
  isError: boolean;
  refetch: () => void;
}

/**
 * Every public property, from GET /api/hotels. Spec: a failed list load falls back to the embedded sample
 * data with a console warning, so a visitor never meets an empty catalogue because one service is down.
 */
export function useHotelsWithFallback(fallback: readonly Hotel[] = properties): HotelsWithFallback {
  const { data, isError, error, refetch } = useGetHotelsQuery();

  useEffect(() => {
    if (isError) console.warn('Could not load properties from /api/hotels; showing the embedded sample data instead.', error);
  }, [isError, error]);

  const retry = () => {
    void refetch();
  };
  if (data) return { hotels: data, isLoading: false, isFallback: false, isError: false, refetch: retry };
  if (isError) return { hotels: fallback, isLoading: false, isFallback: true, isError: fallback.length === 0, refetch: retry };
  return { hotels: [], isLoading: true, isFallback: false, isError: false, refetch: retry };
}
