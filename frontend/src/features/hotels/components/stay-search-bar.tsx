import { MAX_NIGHTS, addDays, defaultStay, indiaToday } from '@suvarna/contracts';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { StayDatePicker } from '../../../components/stay-calendar/stay-date-picker';
import { MAX_GUESTS, MIN_GUESTS, staySearchProblem, staySearchProblemField } from '../stay-search';
import type { StayField, StaySearch } from '../stay-search';
import styles from './stay-search-bar.module.css';

export interface StaySearchBarProps {
  /** The search in the address (possibly invalid), or undefined when there is none. */
  current?: { checkIn: string; checkOut: string; guests: string };
  /** A problem with the search in the address, shown until the guest changes it. */
  problem?: string;
  onSearch: (stay: StaySearch) => void;
  onClear: () => void;
  /** The guest asked for a search that cannot be made: the results of the previous one no longer answer it. */
  onInvalid?: () => void;
}

/**
 * Check-in, check-out and guests for the /hotels list: starts from the address's search or the booking page's
 * defaults (tomorrow, the day after, 2 guests), and is checked with the booking page's rules before it is sent.
 */
export function StaySearchBar({ current, problem, onSearch, onClear, onInvalid }: StaySearchBarProps) {
  const [draft, setDraft] = useState(() => {
    if (current) return current;
    const stay = defaultStay();
    return { checkIn: stay.checkIn, checkOut: stay.checkOut, guests: String(stay.guests) };
  });
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [messageField, setMessageField] = useState<StayField | undefined>(undefined);
  const today = indiaToday();
  const shown = message ?? problem;
  // The field the message is about is marked and described by it (the address's own problem until the guest edits).
  const invalidField = message ? messageField : problem && current ? staySearchProblemField(current, today) : undefined;
  const messageId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const marks = (field: StayField) => (shown && invalidField === field ? { 'aria-invalid': true as const, 'aria-describedby': messageId } : {});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = staySearchProblem(draft, today);
    const field = staySearchProblemField(draft, today);
    setMessage(found);
    setMessageField(field);
    if (found) {
      onInvalid?.();
      const control = field ? formRef.current?.elements.namedItem(field) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    onSearch({ checkIn: draft.checkIn, checkOut: draft.checkOut, guests: Number(draft.guests) });
  };

  const change = (field: keyof typeof draft, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setMessage(undefined);
  };

  return (
    <form ref={formRef} className={styles.bar} aria-label="Search by dates and guests" onSubmit={submit} noValidate>
      <p className={styles.eyebrow}>Check availability</p>
      <div className={styles.fields}>
        <TextField label="Check-in" name="checkIn" type="date" min={today} value={draft.checkIn} onChange={(event) => change('checkIn', event.target.value)} {...marks('checkIn')} />
        <TextField
          label="Check-out"
          name="checkOut"
          {...marks('checkOut')}
          type="date"
          min={draft.checkIn ? addDays(draft.checkIn, 1) : addDays(today, 1)}
          max={draft.checkIn ? addDays(draft.checkIn, MAX_NIGHTS) : undefined}
          value={draft.checkOut}
          onChange={(event) => change('checkOut', event.target.value)}
        />
        <TextField
          label="Guests"
          name="guests"
          {...marks('guests')}
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
      <StayDatePicker
        today={today}
        value={draft}
        onChange={(stay) => {
          setDraft((previous) => ({ ...previous, ...stay }));
          setMessage(undefined);
        }}
      />
      {shown ? (
        <p className={styles.problem} role="alert" id={messageId}>
          {shown}
        </p>
      ) : null}
    </form>
  );
}
