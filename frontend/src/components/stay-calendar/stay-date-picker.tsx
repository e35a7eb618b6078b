import { formatRupees, indiaToday, MAX_NIGHTS, nightsBetween } from '@suvarna/contracts';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { KeyboardEvent } from 'react';
import { Button } from '../ui/button';
import { CalendarIcon } from '../ui/icons';
import { Modal } from '../ui/modal';
import { cx } from '../../lib/class-names';
import { useGetStayCalendarQuery } from './stay-calendar-api';
import {
  addMonths,
  compactRupees,
  dayLabel,
  firstOf,
  monthLabel,
  monthOf,
  monthWeeks,
  movedFocus,
  pickDate,
  sameDayIn,
  shortDayLabel,
  StayRules,
  weekdays,
  type Month,
  type NightInfo,
  type StayRange,
} from './calendar-dates';
import styles from './stay-date-picker.module.css';

export interface StayDatePickerProps {
  /** The stay's dates (YYYY-MM-DD; either may be empty). */
  value: StayRange;
  /** Called once a check-in and a check-out are both picked. */
  onChange: (stay: StayRange) => void;
  /** One hotel's nightly prices; without it, the lowest over every bookable hotel. */
  hotelId?: string;
  /** Today in India; the real clock unless a test says otherwise. */
  today?: string;
  disabled?: boolean;
  className?: string;
}

const PHONE = '(max-width: 40rem)';
function subscribeToPhone(onChange: () => void) {
  const query = window.matchMedia?.(PHONE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
/** One month on a phone, two side by side elsewhere. */
function useMonthsShown(): number {
  return useSyncExternalStore(
    subscribeToPhone,
    () => (window.matchMedia?.(PHONE).matches ? 1 : 2),
    () => 2,
  );
}

/**
 * The stay's dates on a calendar with each night's lowest free price (WAI-ARIA date-picker dialog): a
 * button opens a dialog of one or two month grids; arrows move by day and week, Home/End to the week's
 * ends, Page Up/Down by month (with Shift by year), Enter or Space picks. The first pick is the check-in,
 * the second the check-out; the dialog then closes and `onChange` gets both. Sold-out nights cannot start
 * a stay nor be stayed through, and a stay is at most 30 nights from today in India on, as the server rules.
 */
export function StayDatePicker({ value, onChange, hotelId, today: givenToday, disabled, className }: StayDatePickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={cx(styles.picker, className)}>
      <Button variant="secondary" size="sm" icon={<CalendarIcon />} onClick={() => setOpen(true)} disabled={disabled} aria-haspopup="dialog">
        Choose dates on the calendar
      </Button>
      {open ? (
        <CalendarDialog
          value={value}
          today={givenToday ?? indiaToday()}
          hotelId={hotelId}
          onClose={() => setOpen(false)}
          onPick={(stay) => {
            setOpen(false);
            onChange(stay);
          }}
        />
      ) : null}
    </div>
  );
}

interface CalendarDialogProps {
  value: StayRange;
  today: string;
  hotelId?: string;
  onClose: () => void;
  onPick: (stay: StayRange) => void;
}

function CalendarDialog({ value, today, hotelId, onClose, onPick }: CalendarDialogProps) {
  const shown = useMonthsShown();
  const thisMonth = monthOf(today);
  const startDate = value.checkIn && value.checkIn >= today ? value.checkIn : today;
  const [firstMonth, setFirstMonth] = useState<Month>(monthOf(startDate));
  const [focused, setFocused] = useState(startDate);
  const [draft, setDraft] = useState<{ checkIn?: string; checkOut?: string }>(() =>
    value.checkIn && value.checkOut && value.checkIn >= today ? { checkIn: value.checkIn, checkOut: value.checkOut } : {},
  );
  const gridsRef = useRef<HTMLDivElement>(null);
  const focusMoved = useRef(false);

  const months = Array.from({ length: shown }, (_, i) => addMonths(firstMonth, i));
  const lastMonth = months[months.length - 1] ?? firstMonth;
  const { data, isFetching, isError } = useGetStayCalendarQuery({ hotelId, from: firstOf(firstMonth), to: firstOf(addMonths(lastMonth, 1)) });
  const nights = useMemo(() => {
    const map = new Map<string, NightInfo>();
    for (const night of data?.nights ?? []) map.set(night.date, { price: night.price, soldOut: night.sold_out });
    return map;
  }, [data]);
  const rules = useMemo(() => new StayRules(today, nights), [today, nights]);
  const picking = draft.checkIn && !draft.checkOut ? 'checkOut' : 'checkIn';

  // The WAI-ARIA pattern: the dialog opens on the stay's check-in (or today), and focus follows the arrows.
  useEffect(() => {
    gridsRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
    // Only on opening; later moves focus in the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!focusMoved.current) return;
    focusMoved.current = false;
    gridsRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, firstMonth]);

  const moveFocus = (date: string) => {
    const target = date < firstOf(thisMonth) ? firstOf(thisMonth) : date;
    const month = monthOf(target);
    if (month < firstMonth) setFirstMonth(month);
    else if (month > lastMonth) setFirstMonth(addMonths(month, -(shown - 1)));
    focusMoved.current = true;
    setFocused(target);
  };

  const choose = (date: string) => {
    const next = pickDate(rules, draft, date);
    if (!next) return;
    if (next.checkOut) onPick({ checkIn: next.checkIn, checkOut: next.checkOut });
    else setDraft(next);
  };

  const onGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const date = (event.target as HTMLElement).dataset.date;
    if (!date) return;
    const next = movedFocus(date, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    moveFocus(next);
  };

  const turn = (by: number) => {
    const month = addMonths(firstMonth, by);
    if (month < thisMonth) return;
    setFirstMonth(month);
    // The day that takes Tab moves along with the months, never before today.
    const moved = sameDayIn(focused, by);
    setFocused(moved < today ? today : moved);
  };

  const status = draft.checkIn
    ? draft.checkOut
      ? `${shortDayLabel(draft.checkIn)} to ${shortDayLabel(draft.checkOut)}, ${nightsText(nightsBetween(draft.checkIn, draft.checkOut))}. Pick a new check-in date to change it.`
      : `Check-in ${shortDayLabel(draft.checkIn)}. Now pick the check-out date, up to ${shortDayLabel(rules.lastCheckOut(draft.checkIn))}.`
    : 'Pick the check-in date.';

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title="Choose your dates"
      description={`Each night shows the lowest price of a room free that night${hotelId ? '' : ' at any of our hotels'}. Sold-out nights cannot be booked; a stay is at most ${MAX_NIGHTS} nights.`}
      footer={
        <>
          <Button variant="ghost" size="sm" onClick={() => setDraft({})} disabled={!draft.checkIn}>
            Clear dates
          </Button>
          <Button variant="secondary" size="sm" onClick={onClose}>
            Cancel
          </Button>
        </>
      }
    >
      <div className={styles.bar}>
        <Button variant="ghost" size="sm" onClick={() => turn(-1)} disabled={firstMonth <= thisMonth}>
          Previous month
        </Button>
        <p className={styles.status} role="status">
          {status}
        </p>
        <Button variant="ghost" size="sm" onClick={() => turn(1)}>
          Next month
        </Button>
      </div>
      {isError ? (
        <p className={styles.note} role="alert">
          Nightly prices could not be loaded just now; you can still pick dates, and the booking page checks them.
        </p>
      ) : null}
      <div ref={gridsRef} className={styles.months} onKeyDown={onGridKey} aria-busy={isFetching}>
        {months.map((month) => (
          <MonthGrid key={month} month={month} today={today} focused={focused} draft={draft} picking={picking} rules={rules} nights={nights} onChoose={choose} />
        ))}
      </div>
      <ul className={styles.legend} aria-label="Key">
        <li>
          <span className={styles.legendPrice}>₹8k</span> lowest room price that night
        </li>
        <li>
          <span className={styles.legendSoldOut}>Sold out</span> no room free
        </li>
      </ul>
    </Modal>
  );
}

function nightsText(nights: number) {
  return `${nights} ${nights === 1 ? 'night' : 'nights'}`;
}

interface MonthGridProps {
  month: Month;
  today: string;
  focused: string;
  draft: { checkIn?: string; checkOut?: string };
  picking: 'checkIn' | 'checkOut';
  rules: StayRules;
  nights: ReadonlyMap<string, NightInfo>;
  onChoose: (date: string) => void;
}

function MonthGrid({ month, today, focused, draft, picking, rules, nights, onChoose }: MonthGridProps) {
  const headingId = useId();
  const focusedHere = monthOf(focused) === month;
  return (
    <div className={styles.month}>
      <h3 id={headingId} className={styles.monthName} aria-live="polite">
        {monthLabel(month)}
      </h3>
      <table role="grid" className={styles.grid} aria-labelledby={headingId}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.short} scope="col" abbr={day.long}>
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, i) =>
                date ? (
                  <DayCell
                    key={date}
                    date={date}
                    today={today}
                    tabbable={focusedHere ? date === focused : false}
                    draft={draft}
                    picking={picking}
                    rules={rules}
                    night={nights.get(date)}
                    onChoose={onChoose}
                  />
                ) : (
                  <td key={`blank-${i}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DayCellProps {
  date: string;
  today: string;
  tabbable: boolean;
  draft: { checkIn?: string; checkOut?: string };
  picking: 'checkIn' | 'checkOut';
  rules: StayRules;
  night?: NightInfo;
  onChoose: (date: string) => void;
}

function DayCell({ date, today, tabbable, draft, picking, rules, night, onChoose }: DayCellProps) {
  const isCheckIn = date === draft.checkIn;
  const isCheckOut = date === draft.checkOut;
  const inStay = Boolean(draft.checkIn && draft.checkOut && date > draft.checkIn && date < draft.checkOut);
  const past = rules.isPast(date);
  const soldOut = !past && rules.isSoldOut(date);
  const endsStay = picking === 'checkOut' && draft.checkIn ? rules.canCheckOut(draft.checkIn, date) : false;
  const pickable = endsStay || rules.canCheckIn(date);
  // While a check-out is picked, a later date that cannot end the stay would start a new one instead.
  const restarts = picking === 'checkOut' && draft.checkIn !== undefined && date > draft.checkIn && !endsStay && pickable;
  const parts = [dayLabel(date)];
  if (date === today) parts.push('today');
  if (isCheckIn) parts.push('check-in');
  if (isCheckOut) parts.push('check-out');
  if (past) parts.push('past');
  else if (soldOut) parts.push('sold out');
  else if (night?.price != null) parts.push(`from ${formatRupees(night.price)} a night`);
  if (!past && !pickable) parts.push('not available');
  if (restarts) parts.push('not a check-out date for this stay, starts a new stay');
  return (
    <td aria-selected={isCheckIn || isCheckOut || inStay} className={cx(styles.cell, inStay && styles.inStay, (isCheckIn || isCheckOut) && styles.edge)}>
      <button
        type="button"
        data-date={date}
        tabIndex={tabbable ? 0 : -1}
        aria-disabled={!pickable}
        aria-current={date === today ? 'date' : undefined}
        className={cx(styles.day, !pickable && styles.unavailable, restarts && styles.outOfReach, soldOut && styles.soldOut, date === today && styles.today)}
        onClick={() => onChoose(date)}
      >
        {/* The name is the whole sentence; the short figures are what the eye reads. */}
        <span className="visually-hidden">{parts.join(', ')}</span>
        <span className={styles.dayNumber} aria-hidden="true">
          {Number(date.slice(8))}
        </span>
        <span className={styles.dayPrice} aria-hidden="true">
          {past ? '' : soldOut ? 'Sold out' : night?.price != null ? compactRupees(night.price) : ''}
        </span>
      </button>
    </td>
  );
}
