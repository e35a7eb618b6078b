import type { Hotel } from '@suvarna/contracts';
import {
  addDays,
  defaultStay,
  formatOpeningDate,
  formatRupees,
  indiaToday,
  isIsoDate,
  MAX_ROOMS_PER_TYPE,
  minRoomPrice,
  paiseToRupees,
  priceStay,
  roomsHoldGuests,
  rupeesToPaise,
  TAX_RATE_PERCENT,
} from '@suvarna/contracts';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Badge, statusTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select, TextField } from '../../../components/ui/form-fields';
import { ArrowRightIcon, CalendarIcon, MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { StayDatePicker } from '../../../components/stay-calendar/stay-date-picker';
import { focusFirstInvalid, noErrors, stayDateErrors, type StayDateErrors } from '../../../lib/stay-dates';
import { readStay, writeStay, type StayWrite } from '../../../lib/stay-query';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update';
import { bookNowPath, loginRedirectPath } from '../book-now-path';
import { nightsBetween } from '../booking-dates';
import { isBookable, statusLabels } from '../hotel-status';
import styles from './booking-sidebar.module.css';

export const guestOptions = [
  { value: '1', label: '1 Guest' },
  { value: '2', label: '2 Guests' },
  { value: '3', label: '3 Guests' },
  { value: '4', label: '4 Guests' },
  { value: '5', label: '5+ Guests' },
] as const;

export const DEFAULT_GUESTS = 2;
export const DEFAULT_ROOMS = 1;
export const roomCountOptions = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n} ${n === 1 ? 'Room' : 'Rooms'}` }));

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** The room type the stay is priced in: the one picked on the page, else the least expensive. */
function pricedRoom(hotel: Hotel, selectedRoom: string | null) {
  const chosen = hotel.rooms.find((candidate) => candidate.type === selectedRoom);
  if (chosen) return chosen;
  return [...hotel.rooms].sort((a, b) => a.price - b.price)[0];
}

export interface BookingSidebarProps {
  hotel: Hotel;
  /** The room type picked on the page, shown in the summary. */
  selectedRoom: string | null;
  isAuthenticated: boolean;
  /** Today, for the default dates; the real clock unless a test says otherwise. */
  now?: Date;
}

function nightsText(nights: number): string {
  return `${nights} ${nights === 1 ? 'night' : 'nights'}`;
}

function guestsText(guests: number): string {
  return guests >= 5 ? '5+ guests' : `${guests} ${guests === 1 ? 'guest' : 'guests'}`;
}

/** The guests choices, with the number the address asked for when it is beyond them. */
function guestChoices(guests: number) {
  if (guestOptions.some((option) => option.value === String(guests))) return guestOptions;
  return [...guestOptions, { value: String(guests), label: `${guests} Guests` }];
}

/**
 * The room counts offered: 1 to 5, up to the rooms the party needs when it needs more (never past what one
 * booking takes of a type), with the number the address asked for when it is beyond them.
 */
function roomCountChoices(rooms: number, needed: number) {
  const most = Math.min(MAX_ROOMS_PER_TYPE, Math.max(roomCountOptions.length, needed));
  const options = Array.from({ length: most }, (_, i) => ({ value: String(i + 1), label: `${i + 1} ${i === 0 ? 'Room' : 'Rooms'}` }));
  if (options.some((option) => option.value === String(rooms))) return options;
  return [...options, { value: String(rooms), label: `${rooms} Rooms` }];
}

/** How many rooms of a type hold the party: at least one. */
export function roomsNeeded(guests: number, capacity: number): number {
  return capacity > 0 ? Math.max(1, Math.ceil(guests / capacity)) : 1;
}

/**
 * Spec: the booking sidebar. Dates default to tomorrow and the day after, guests to 2; Book Now carries them
 * to /book-now, through /login first when the visitor is signed out. Hotels that have not opened cannot be
 * booked: they show 'Pre-Opening Soon' with the opening date instead. Dates, guests and rooms chosen before
 * (the search, an AI answer, a return from sign-in) come from the address, and each change is written back to it.
 */
export function BookingSidebar({ hotel, selectedRoom, isAuthenticated, now }: BookingSidebarProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const updateParams = useSearchParamsUpdate();
  const [asked] = useState(() => readStay(params, now ?? new Date()));
  // India's date, as the address is read and the booking service checks it: the page drawn on the server
  // and in the browser (in any time zone) starts from the same days.
  const [today] = useState(() => indiaToday(now ?? new Date()));
  const [dates, setDates] = useState(() => {
    if (asked.dates) return asked.dates;
    const { checkIn, checkOut } = defaultStay(now ?? new Date());
    return { checkIn, checkOut };
  });
  const [errors, setErrors] = useState<StayDateErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const capacityId = useId();
  const [guests, setGuests] = useState(asked.guests ?? DEFAULT_GUESTS);
  const [roomCount, setRoomCount] = useState(asked.rooms ?? DEFAULT_ROOMS);
  const remember = (stay: StayWrite) => updateParams((current) => writeStay(current, stay), { replace: true, preventScrollReset: true });
  const bookable = isBookable(hotel.status);
  const room = hotel.rooms.find((candidate) => candidate.type === selectedRoom);
  const fromPrice = hotel.rooms.length > 0 ? minRoomPrice(hotel) : null;
  const nights = nightsBetween(dates.checkIn, dates.checkOut);
  const priced = pricedRoom(hotel, selectedRoom);
  // The same rules as the booking page and the booking service (contracts): nights × rooms × rate, 12 % taxes and fees.
  const stay = priced ? priceStay([{ type: priced.type, quantity: roomCount, pricePaise: rupeesToPaise(priced.price) }], nights) : null;
  const fits = priced ? roomsHoldGuests([{ quantity: roomCount, capacity: priced.capacity }], guests) : true;
  const needed = priced ? roomsNeeded(guests, priced.capacity) : 1;

  const changeDates = (next: { checkIn: string; checkOut: string }) => {
    setDates(next);
    setErrors({});
    remember({ checkIn: next.checkIn || null, checkOut: next.checkOut || null });
  };

  const changeCheckIn = (checkIn: string) => {
    // Keep the stay at least one night long when the arrival moves past the departure.
    changeDates({ checkIn, checkOut: isIsoDate(checkIn) && dates.checkOut <= checkIn ? addDays(checkIn, 1) : dates.checkOut });
  };

  const bookNow = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!bookable) return;
    const found = stayDateErrors(dates.checkIn, dates.checkOut, today);
    setErrors(found);
    if (!noErrors(found)) {
      focusFirstInvalid(formRef.current, ['checkIn', 'checkOut'], found);
      return;
    }
    // The room follows when the guest chose one, or more than one room of the priced type.
    const roomChoice = priced && (room || roomCount !== DEFAULT_ROOMS) ? { type: priced.type, quantity: roomCount } : undefined;
    const target = bookNowPath({ hotelId: hotel.id, checkIn: dates.checkIn, checkOut: dates.checkOut, guests, room: roomChoice });
    navigate(isAuthenticated ? target : loginRedirectPath(target));
  };

  return (
    <div className={styles.sidebar}>
      <div className={styles.priceBlock}>
        <p className={styles.eyebrow}>{bookable ? 'Reserve Your Stay' : 'Coming Soon'}</p>
        {room ? (
          <p className={styles.price}>
            <span className={styles.roomName}>{room.type}</span>
            <span className={styles.amount}>{formatRupees(room.price)}</span>
            <span className={styles.per}>/night</span>
          </p>
        ) : fromPrice !== null ? (
          <p className={styles.price}>
            <span className={styles.roomName}>From</span>
            <span className={styles.amount}>{formatRupees(fromPrice)}</span>
            <span className={styles.per}>/night</span>
          </p>
        ) : null}
      </div>

      {bookable ? null : (
        <div className={styles.preOpening} role="status">
          <Badge tone={statusTone(hotel.status)} dot>
            {statusLabels[hotel.status]}
          </Badge>
          <h3 className={styles.preOpeningTitle}>{hotel.status === 'inactive' ? 'Bookings Paused' : 'Pre-Opening Soon'}</h3>
          {hotel.status !== 'inactive' && hotel.openingDate ? (
            <p className={styles.opening}>
              <CalendarIcon className={styles.openingIcon} />
              <span>
                Opening <strong>{formatOpeningDate(hotel.openingDate)}</strong>
              </span>
            </p>
          ) : null}
          <p className={styles.preOpeningNote}>
            {hotel.status === 'inactive'
              ? 'This hotel is not taking reservations at the moment. Please explore our other properties.'
              : 'Bookings will open closer to our launch date. Until then, reach out to our team to be the first to know.'}
          </p>
        </div>
      )}

      <form ref={formRef} className={styles.form} onSubmit={bookNow} aria-label="Check availability" noValidate>
        <fieldset className={styles.fieldset} disabled={!bookable}>
          <legend className="visually-hidden">Your stay</legend>
          <div className={styles.dates}>
            <TextField
              label="Check-in"
              type="date"
              name="checkIn"
              min={today}
              value={dates.checkIn}
              error={errors.checkIn}
              onChange={(event) => changeCheckIn(event.target.value)}
              required
            />
            <TextField
              label="Check-out"
              type="date"
              name="checkOut"
              min={isIsoDate(dates.checkIn) ? addDays(dates.checkIn, 1) : today}
              value={dates.checkOut}
              error={errors.checkOut}
              onChange={(event) => changeDates({ ...dates, checkOut: event.target.value })}
              required
            />
          </div>
          <StayDatePicker hotelId={hotel.id} value={dates} onChange={changeDates} />
          <div className={styles.dates}>
            <Select
              label="Guests"
              name="guests"
              options={guestChoices(guests)}
              value={String(guests)}
              onChange={(event) => {
                setGuests(Number(event.target.value));
                remember({ guests: Number(event.target.value) });
              }}
            />
            <Select
              label="Rooms"
              name="rooms"
              options={roomCountChoices(roomCount, needed)}
              value={String(roomCount)}
              aria-describedby={bookable && !fits && nights > 0 ? capacityId : undefined}
              onChange={(event) => {
                setRoomCount(Number(event.target.value));
                remember({ rooms: Number(event.target.value) });
              }}
            />
          </div>
        </fieldset>

        {bookable && nights > 0 ? (
          <p className={styles.summary}>
            <span>{nightsText(nights)}</span>
            <span className={styles.summaryDot} aria-hidden="true" />
            <span>{guestsText(guests)}</span>
            {room ? (
              <>
                <span className={styles.summaryDot} aria-hidden="true" />
                <span>{room.type}</span>
              </>
            ) : null}
          </p>
        ) : null}

        {bookable && stay && priced && nights > 0 ? (
          <div className={styles.quote} aria-label="Price for your stay" role="group">
            <dl className={styles.quoteLines}>
              <div>
                <dt>
                  {roomCount} × {priced.type} × {nightsText(nights)}
                </dt>
                <dd>{rupees(stay.roomTotalPaise)}</dd>
              </div>
              <div>
                <dt>Taxes &amp; fees ({TAX_RATE_PERCENT}%)</dt>
                <dd>{rupees(stay.taxesPaise)}</dd>
              </div>
              <div className={styles.quoteTotal}>
                <dt>Total</dt>
                <dd data-testid="sidebar-total">{rupees(stay.totalPaise)}</dd>
              </div>
            </dl>
            {fits ? null : (
              <p className={styles.capacity} role="status" id={capacityId}>
                {guests} {guests === 1 ? 'guest needs' : 'guests need'} {needed} {needed === 1 ? 'room' : 'rooms'} of {priced.type} (each sleeps {priced.capacity}):{' '}
                {roomCount} {roomCount === 1 ? 'room sleeps' : 'rooms sleep'} {roomCount * priced.capacity}.
              </p>
            )}
          </div>
        ) : null}

        <Button type="submit" size="lg" fullWidth disabled={!bookable} iconEnd={bookable ? <ArrowRightIcon /> : undefined}>
          Book Now
        </Button>
        {bookable && !isAuthenticated ? <p className={styles.signInNote}>You will be asked to sign in before booking.</p> : null}
      </form>

      {hotel.contact.phone || hotel.contact.email ? (
        <div className={styles.contact}>
          <p className={styles.contactTitle}>Speak to the hotel</p>
          {hotel.contact.phone ? (
            <a className={styles.contactLink} href={`tel:${hotel.contact.phone.replace(/[^\d+]/g, '')}`}>
              <PhoneIcon />
              <span>{hotel.contact.phone}</span>
            </a>
          ) : null}
          {hotel.contact.email ? (
            <a className={styles.contactLink} href={`mailto:${hotel.contact.email}`}>
              <MailIcon />
              <span>{hotel.contact.email}</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
