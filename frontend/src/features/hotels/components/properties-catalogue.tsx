import { filterProperties, indiaToday, nightsBetween } from '@suvarna/contracts';
import type { Hotel, PropertyFilters } from '@suvarna/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Select, TextField } from '../../../components/ui/form-fields';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update';
import { useSearchAvailabilityQuery } from '../api/availability-search-api';
import { distinctValues } from '../hotel-display';
import { hotelSortLabels, hotelSorts, isHotelSort, sortHotels, stayParams, staySearchFromParams, staySearchProblem } from '../stay-search';
import type { HotelSort, StayResult, StaySearch } from '../stay-search';
import { HotelCard } from './hotel-card';
import type { CardStay } from './hotel-card';
import { StaySearchBar } from './stay-search-bar';
import { NoResults } from './no-results';
import styles from './properties-catalogue.module.css';

const filterParams = { search: 'q', state: 'state', type: 'type' } as const;
type FilterField = keyof typeof filterParams;

/**
 * Filters live in the address (?q=&state=&type=) so that a filtered list can be shared, and so that coming
 * back from a hotel's page restores the list the guest was browsing.
 */
function useFiltersInAddress(): [Required<PropertyFilters>, (field: FilterField, value: string) => void, () => void] {
  const [params] = useSearchParams();
  const updateParams = useSearchParamsUpdate();
  const filters = {
    search: params.get(filterParams.search) ?? '',
    state: params.get(filterParams.state) ?? '',
    type: params.get(filterParams.type) ?? '',
  };
  const setFilter = (field: FilterField, value: string) => {
    updateParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(filterParams[field]);
        else next.set(filterParams[field], value);
        return next;
      },
      { replace: true },
    );
  };
  const clear = () => {
    updateParams(
      (current) => {
        const next = new URLSearchParams(current);
        Object.values(filterParams).forEach((name) => next.delete(name));
        return next;
      },
      { replace: true },
    );
  };
  return [filters, setFilter, clear];
}

const SORT_PARAM = 'sort';
const sortOptions = hotelSorts.map((sort) => ({ value: sort, label: hotelSortLabels[sort] }));

/**
 * The dates-and-guests search and the sort order also live in the address (?checkIn=&checkOut=&guests=&sort=),
 * so a reload or a shared link shows the same stay. Availability is asked only while a valid search stands.
 */
function useStaySearchInAddress() {
  const [params] = useSearchParams();
  const updateParams = useSearchParamsUpdate();
  const requested = staySearchFromParams(params);
  const requestedKey = requested ? `${requested.checkIn}|${requested.checkOut}|${requested.guests}` : 'none';
  const problem = requested ? staySearchProblem(requested, indiaToday()) : undefined;
  // The guest asked for another search that cannot be made: the address's search no longer stands, and
  // its prices (for other dates or guests) are not shown under the error.
  const [withdrawnKey, setWithdrawnKey] = useState<string | null>(null);
  const withdrawn = withdrawnKey === requestedKey;
  const stay: StaySearch | undefined = requested && !problem && !withdrawn ? { ...requested, guests: Number(requested.guests) } : undefined;
  const sortParam = params.get(SORT_PARAM);
  const sort: HotelSort = isHotelSort(sortParam) ? sortParam : 'recommended';
  const update = (change: (next: URLSearchParams) => void) => {
    updateParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  };
  const search = (next: StaySearch) => {
    setWithdrawnKey(null);
    update((query) => {
      query.set(stayParams.checkIn, next.checkIn);
      query.set(stayParams.checkOut, next.checkOut);
      query.set(stayParams.guests, String(next.guests));
    });
  };
  const clear = () => {
    setWithdrawnKey(null);
    update((query) => Object.values(stayParams).forEach((name) => query.delete(name)));
  };
  const withdraw = () => setWithdrawnKey(requestedKey);
  const setSort = (next: HotelSort) =>
    update((query) => {
      if (next === 'recommended') query.delete(SORT_PARAM);
      else query.set(SORT_PARAM, next);
    });
  return { requested, requestedKey, problem, stay, sort, search, clear, withdraw, setSort };
}

/** The /hotels search: name-or-location text, state and type (spec: Properties), with the matching cards. */
export function PropertiesCatalogue({ hotels }: { hotels: readonly Hotel[] }) {
  const [filters, setFilter, clearFilters] = useFiltersInAddress();
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const staySearch = useStaySearchInAddress();
  const { stay } = staySearch;
  const availability = useSearchAvailabilityQuery(stay ?? skipToken);
  const results = useMemo(() => {
    if (!stay || !availability.data) return undefined;
    const answer = availability.data;
    // An answer for another stay (the previous search, while the new one is asked) is not this stay's.
    if (answer.check_in !== stay.checkIn || answer.check_out !== stay.checkOut || answer.guests !== stay.guests) return undefined;
    return new Map<string, StayResult>(answer.hotels.map((result) => [result.hotel_id, result]));
  }, [stay, availability.data]);
  const failed = Boolean(stay) && availability.isError;
  const cardStay = (hotel: Hotel): CardStay | undefined => {
    if (!stay) return undefined;
    const nights = nightsBetween(stay.checkIn, stay.checkOut);
    if (failed) return { ...stay, nights, failed: true };
    // A hotel the search does not list (not open for booking) has no rooms for the stay.
    const result = results ? (results.get(hotel.id) ?? { hotel_id: hotel.id, bookable: false, rooms: [], fits: false, stay_total: null }) : undefined;
    return { ...stay, nights, result };
  };
  const matches = sortHotels(filterProperties(hotels, filters), staySearch.sort, stay ? results : undefined);
  const filtering = filters.search.trim() !== '' || filters.state !== '' || filters.type !== '';
  const stateOptions = distinctValues(hotels, 'state').map((state) => ({ value: state, label: state }));
  const typeOptions = distinctValues(hotels, 'type').map((type) => ({ value: type, label: type }));

  // The list already follows every keystroke; the Filter button takes the guest to what it found.
  const showResults = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    resultsHeadingRef.current?.focus({ preventScroll: true });
    resultsHeadingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <section className={styles.section} aria-label="Find your stay">
      <Container>
        <form role="search" aria-label="Filter properties" className={styles.filters} onSubmit={showResults}>
          <TextField
            label="Search"
            type="search"
            placeholder="Hotel name or location"
            value={filters.search}
            onChange={(event) => setFilter('search', event.target.value)}
            className={styles.search}
            autoComplete="off"
          />
          <Select
            label="State"
            placeholder="All States"
            options={stateOptions}
            value={filters.state}
            onChange={(event) => setFilter('state', event.target.value)}
          />
          <Select
            label="Property Type"
            placeholder="All Property Types"
            options={typeOptions}
            value={filters.type}
            onChange={(event) => setFilter('type', event.target.value)}
          />
          <Button type="submit" className={styles.filterButton}>
            Filter
            <span className={styles.count} data-testid="filter-count">
              {matches.length}
            </span>
          </Button>
        </form>

        <StaySearchBar
          key={staySearch.requestedKey}
          current={staySearch.requested}
          problem={staySearch.problem}
          onSearch={staySearch.search}
          onClear={staySearch.clear}
          onInvalid={staySearch.withdraw}
        />
        {failed ? (
          <p className={styles.searchFailed} role="status">
            We couldn't check availability for your dates just now. Please try again.
          </p>
        ) : null}

        <div className={styles.resultsBar}>
          <h2 ref={resultsHeadingRef} tabIndex={-1} className={styles.resultsHeading} aria-live="polite">
            {filtering ? (
              <>
                {matches.length} of {hotels.length} {hotels.length === 1 ? 'Property' : 'Properties'}
              </>
            ) : (
              <>
                {hotels.length} {hotels.length === 1 ? 'Property' : 'Properties'} Across India
              </>
            )}
          </h2>
          <div className={styles.resultsTools}>
            {filtering && matches.length > 0 ? (
              <Button variant="ghost" size="sm" onClick={clearFilters}>
                Clear Filters
              </Button>
            ) : null}
            <Select
              label="Sort by"
              options={sortOptions}
              value={staySearch.sort}
              onChange={(event) => staySearch.setSort(isHotelSort(event.target.value) ? event.target.value : 'recommended')}
              className={styles.sort}
            />
          </div>
        </div>

        {matches.length > 0 ? (
          <ul className={styles.grid}>
            {matches.map((hotel, index) => (
              <li key={hotel.id} className={styles.item}>
                <HotelCard hotel={hotel} priority={index < 2} stay={cardStay(hotel)} />
              </li>
            ))}
          </ul>
        ) : (
          <NoResults onClear={clearFilters} />
        )}
      </Container>
    </section>
  );
}
