import { MAX_NIGHTS, addDays, defaultStay, indiaToday } from '@suvarna/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { MAX_GUESTS, MIN_GUESTS, staySearchProblem } from '../stay-search';
import type { StaySearch } from '../stay-search';
import styles from './stay-search-bar.module.css';

export interface StaySearchBarProps {
  /** The search in the address (possibly invalid), or undefined when there is none. */
  current?: { checkIn: string; checkOut: string; guests: string };
  /** A problem with the search in the address, shown until the guest changes it. */
  problem?: string;
  onSearch: (stay: StaySearch) => void;
  onClear: () => void;
}

/**
 * Check-in, check-out and guests for the /hotels list: starts from the address's search or the booking page's
 * defaults (tomorrow, the day after, 2 guests), and is checked with the booking page's rules before it is sent.
 */
export function StaySearchBar({ current, problem, onSearch, onClear }: StaySearchBarProps) {
  const [draft, setDraft] = useState(() => {
    if (current) return current;
    const stay = defaultStay();
    return { checkIn: stay.checkIn, checkOut: stay.checkOut, guests: String(stay.guests) };
  });
  const [message, setMessage] = useState<string | undefined>(undefined);
  const today = indiaToday();
  const shown = message ?? problem;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = staySearchProblem(draft, today);
    setMessage(found);
    if (found) return;
    onSearch({ checkIn: draft.checkIn, checkOut: draft.checkOut, guests: Number(draft.guests) });
  };

  const change = (field: keyof typeof draft, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setMessage(undefined);
  };

  return (
    <form className={styles.bar} aria-label="Search by dates and guests" onSubmit={submit} noValidate>
      <p className={styles.eyebrow}>Check availability</p>
      <div className={styles.fields}>
        <TextField label="Check-in" type="date" min={today} value={draft.checkIn} onChange={(event) => change('checkIn', event.target.value)} />
        <TextField
          label="Check-out"
          type="date"
          min={draft.checkIn ? addDays(draft.checkIn, 1) : addDays(today, 1)}
          max={draft.checkIn ? addDays(draft.checkIn, MAX_NIGHTS) : undefined}
          value={draft.checkOut}
          onChange={(event) => change('checkOut', event.target.value)}
        />
        <TextField
          label="Guests"
          type="number"
          inputMode="numeric"
          min={MIN_GUESTS}
          max={MAX_GUESTS}
          step={1}
          value={draft.guests}
          onChange={(event) => change('guests', event.target.value)}
          className={styles.guests}
        />
        <div className={styles.actions}>
          <Button type="submit" className={styles.submit}>
            Search
          </Button>
          {current ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setMessage(undefined);
                onClear();
              }}
            >
              Clear dates
            </Button>
          ) : null}
        </div>
      </div>
      {shown ? (
        <p className={styles.problem} role="alert">
          {shown}
        </p>
      ) : null}
    </form>
  );
}
