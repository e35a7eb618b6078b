import { filterProperties } from '@suvarna/contracts';
import type { Hotel, PropertyFilters } from '@suvarna/contracts';
import { useRef } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Select, TextField } from '../../../components/ui/form-fields';
import { distinctValues } from '../hotel-display';
import { HotelCard } from './hotel-card';
import { NoResults } from './no-results';
import styles from './properties-catalogue.module.css';

const filterParams = { search: 'q', state: 'state', type: 'type' } as const;
type FilterField = keyof typeof filterParams;

/**
 * Filters live in the address (?q=&state=&type=) so that a filtered list can be shared, and so that coming
 * back from a hotel's page restores the list the guest was browsing.
 */
function useFiltersInAddress(): [Required<PropertyFilters>, (field: FilterField, value: string) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const filters = {
    search: params.get(filterParams.search) ?? '',
    state: params.get(filterParams.state) ?? '',
    type: params.get(filterParams.type) ?? '',
  };
  const setFilter = (field: FilterField, value: string) => {
    setParams(
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
    setParams(
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

/** The /hotels search: name-or-location text, state and type (spec: Properties), with the matching cards. */
export function PropertiesCatalogue({ hotels }: { hotels: readonly Hotel[] }) {
  const [filters, setFilter, clearFilters] = useFiltersInAddress();
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const matches = filterProperties(hotels, filters);
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
          {filtering && matches.length > 0 ? (
            <Button variant="ghost" size="sm" onClick={clearFilters}>
              Clear Filters
            </Button>
          ) : null}
        </div>

        {matches.length > 0 ? (
          <ul className={styles.grid}>
            {matches.map((hotel, index) => (
              <li key={hotel.id} className={styles.item}>
                <HotelCard hotel={hotel} priority={index < 2} />
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
