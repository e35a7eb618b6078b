import {
  addDays,
  bookingFormProblem,
  bookingMessages,
  formatRupees,
  gstinProblem,
  indiaToday,
  MAX_SPECIAL_REQUESTS,
  nightsBetween,
  paiseToRupees,
  priceStay,
  roomsHoldGuests,
  type Hotel,
} from '@suvarna/contracts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FormOutcome, type Outcome } from '../../../components/feedback/form-outcome';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select, TextArea, TextField } from '../../../components/ui/form-fields';
import { ArrowRightIcon, MapPinIcon, ShieldIcon } from '../../../components/ui/icons';
import { errorDetail } from '../../../lib/api-errors';
import { noErrors, stayDateErrors } from '../../../lib/stay-dates';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update';
import { useCreateBookingMutation, useGetAvailabilityQuery } from '../api/booking-api';
import type { BookingGuest, BookingSession, CheckoutStarter } from '../booking-ports';
import { chosenRooms, FEW_ROOMS_LEFT, roomOffersFor } from '../room-offers';
import { stayIntoQuery } from '../stay-request';
import { nightsText, PriceSummary } from './price-summary';
import styles from './booking-form.module.css';
import { StayDatePicker } from '../../../components/stay-calendar/stay-date-picker';

export const MAX_GUESTS = 10;
/** The most guests one booking takes (the booking service's limit): a larger party from the search keeps its number. */
const MOST_GUESTS = 100;
const guestOptions = Array.from({ length: MAX_GUESTS }, (_, i) => ({ value: String(i + 1), label: `${i + 1} ${i === 0 ? 'Guest' : 'Guests'}` }));

/** The guests choices, with the number the address asked for when it is beyond them. */
function guestChoices(guests: number) {
  return guests > MAX_GUESTS ? [...guestOptions, { value: String(guests), label: `${guests} Guests` }] : guestOptions;
}

/** The fields the form marks, in the order the focus looks for the first one to mend. */
const fieldOrder = ['checkIn', 'checkOut', 'rooms', 'guestName', 'guestEmail', 'companyName', 'companyGstin'] as const;
type FieldName = (typeof fieldOrder)[number];

/**
 * The fewest rooms that hold `guests` among those free (largest first), or undefined when all of them together
 * cannot: what the form tells a party the rooms it chose do not hold.
 */
export function fewestRoomsFor(offers: readonly { capacity: number; free: number }[], guests: number): number | undefined {
  const capacities = offers.flatMap((offer) => Array.from({ length: Math.max(0, offer.free) }, () => offer.capacity)).sort((a, b) => b - a);
  let held = 0;
  for (let i = 0; i < capacities.length; i++) {
    held += capacities[i] ?? 0;
    if (held >= guests) return i + 1;
  }
  return undefined;
}
/** How long the 'Please login again' message shows before the page goes to /login. */
const RELOGIN_NOTICE_MS = 2_000;

export interface StayRequest {
  checkIn: string;
  checkOut: string;
  guests: number;
  /** A room type (and how many) chosen on the hotel page. */
  room?: { type: string; quantity: number };
  /** Further room types chosen on this page before (kept in the address). */
  moreRooms?: { type: string; quantity: number }[];
}

export interface BookingFormProps {
  hotel: Hotel;
  user: BookingGuest;
  initial: StayRequest;
  onChangeHotel: () => void;
  /** The payment step a new booking is handed to (Stripe Checkout). */
  checkout: CheckoutStarter;
  session: BookingSession;
  /** The clock for "today" (India); the real one unless a test says otherwise. */
  now?: () => Date;
}

const realNow = () => new Date();

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Spec: the booking form. Dates (check-in from today, check-out from the check-in), guests, rooms from 0 to what
 * is free for those nights, guest details from the account, special requests and the live price summary; Proceed
 * checks the form in the spec's order, re-checks the stored token, creates the booking and opens Stripe Checkout.
 */
export function BookingForm({ hotel, user, initial, onChangeHotel, checkout, session, now = realNow }: BookingFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const today = indiaToday(now());
  const [checkIn, setCheckIn] = useState(initial.checkIn);
  const [checkOut, setCheckOut] = useState(initial.checkOut);
  const [guests, setGuests] = useState(Math.min(MOST_GUESTS, Math.max(1, initial.guests)));
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries([...(initial.room ? [initial.room] : []), ...(initial.moreRooms ?? [])].map((room) => [room.type, room.quantity])),
  );
  const [guestName, setGuestName] = useState(user.full_name);
  const [guestEmail, setGuestEmail] = useState(user.email);
  const [guestPhone, setGuestPhone] = useState(user.phone ?? '');
  const [specialRequests, setSpecialRequests] = useState('');
  const [companyName, setCompanyName] = useState('');
  const [companyGstin, setCompanyGstin] = useState('');
  const [companyError, setCompanyError] = useState<{ name?: string; gstin?: string }>({});
  // Rooms and guest details are marked when Proceed finds them wanting; the dates as soon as they are not a stay.
  const [fieldErrors, setFieldErrors] = useState<{ rooms?: string; guestName?: string; guestEmail?: string }>({});
  const formRef = useRef<HTMLFormElement>(null);
  const roomsRef = useRef<HTMLUListElement>(null);
  const roomsMessageId = useId();
  const capacityId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [savedBookingId, setSavedBookingId] = useState<string | null>(null);
  const idempotency = useRef<{ body: string; key: string } | null>(null);
  const reloginTimer = useRef<number | undefined>(undefined);

  const [createBooking, creation] = useCreateBookingMutation();
  const { startCheckout, starting } = checkout;
  const processing = creation.isLoading || starting;

  const nights = nightsBetween(checkIn, checkOut);
  const datesUsable = Boolean(checkIn && checkOut) && nights > 0;
  const availability = useGetAvailabilityQuery({ hotelId: hotel.id, checkIn, checkOut }, { skip: !datesUsable, refetchOnMountOrArgChange: true });
  const offers = useMemo(() => roomOffersFor(hotel, datesUsable ? availability.data : undefined), [hotel, datesUsable, availability.data]);
  const rooms = chosenRooms(offers, quantities);
  const price = priceStay(rooms, datesUsable ? nights : 0);
  const holdsGuests = roomsHoldGuests(rooms, guests);
  const anyRoom = rooms.some((room) => room.quantity > 0);
  const dateErrors = stayDateErrors(checkIn, checkOut, today);
  const chosenCount = rooms.reduce((sum, room) => sum + room.quantity, 0);
  const roomsNeeded = anyRoom && !holdsGuests ? fewestRoomsFor(offers, guests) : undefined;
  const clearError = (field: 'rooms' | 'guestName' | 'guestEmail') => setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  useEffect(() => () => window.clearTimeout(reloginTimer.current), []);

  // The choices live in the address too: a reload, sign-in, the checkout's way back or the back button keep them.
  const [params] = useSearchParams();
  const updateParams = useSearchParamsUpdate();
  const chosenKey = JSON.stringify(Object.entries(quantities).filter(([, quantity]) => quantity > 0));
  useEffect(() => {
    const rooms = (JSON.parse(chosenKey) as [string, number][]).map(([type, quantity]) => ({ type, quantity }));
    const stay = { checkIn, checkOut, guests, rooms };
    if (stayIntoQuery(params, stay).toString() !== params.toString()) {
      updateParams((current) => stayIntoQuery(current, stay), { replace: true, preventScrollReset: true });
    }
  }, [checkIn, checkOut, guests, chosenKey, params, updateParams]);

  const changeCheckIn = (value: string) => {
    setCheckIn(value);
    // Keep the stay at least one night long when the arrival moves onto or past the departure.
    if (value && checkOut && checkOut <= value) setCheckOut(addDays(value, 1));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    setSavedBookingId(null);
    const problem = bookingFormProblem({ checkIn, checkOut, rooms, guestName, guestEmail }, indiaToday(now()));
    const company = companyFields(companyName, companyGstin);
    // Every field that is wanting is marked at once (the banner keeps the spec's first message), and the
    // focus goes to the first of them.
    const found = {
      rooms: noErrors(dateErrors) && !anyRoom ? bookingMessages.roomRequired : undefined,
      guestName: guestName.trim() === '' ? 'Please fill in the guest’s name' : undefined,
      guestEmail: guestEmail.trim() === '' ? 'Please fill in the guest’s email' : undefined,
    };
    setFieldErrors(found);
    setCompanyError(company.errors);
    const errors: Partial<Record<FieldName, string>> = { ...dateErrors, ...found, companyName: company.errors.name, companyGstin: company.errors.gstin };
    const first = fieldOrder.find((field) => errors[field]);
    if (problem || first) {
      setOutcome({ kind: 'error', message: problem ?? company.errors.gstin ?? company.errors.name ?? '' });
      const control = first === 'rooms' ? roomsRef.current?.querySelector('select:not(:disabled)') : first ? formRef.current?.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    // Spec §6: the token is re-checked before sending; without it the guest signs in again.
    if (!session.hasToken()) {
      setOutcome({ kind: 'error', message: bookingMessages.reloginRequired });
      const from = `${location.pathname}${location.search}`;
      reloginTimer.current = window.setTimeout(() => navigate('/login', { state: { from } }), RELOGIN_NOTICE_MS);
      return;
    }
    setOutcome(null);
    const body = {
      hotel_id: hotel.id,
      check_in: checkIn,
      check_out: checkOut,
      rooms: rooms.filter((room) => room.quantity > 0).map(({ type, quantity }) => ({ type, quantity })),
      guest_info: { name: guestName.trim(), email: guestEmail.trim(), phone: guestPhone.trim(), address: '' },
      special_requests: specialRequests.trim(),
      total_amount: paiseToRupees(price.totalPaise),
      guests,
      ...(company.value ? { company: company.value } : {}),
    };
    const serialized = JSON.stringify(body);
    if (idempotency.current?.body !== serialized) idempotency.current = { body: serialized, key: newKey() };
    const created = await createBooking({ body, idempotencyKey: idempotency.current.key });
    if ('error' in created) {
      setOutcome({ kind: 'error', message: errorDetail(created.error, bookingMessages.createFailed) });
      // A refused total or full rooms mean the prices or free rooms moved: show the current ones.
      if (datesUsable) void availability.refetch();
      return;
    }
    const failure = await startCheckout(created.data.booking_id);
    if (failure) {
      setSavedBookingId(created.data.booking_id);
      setOutcome({ kind: 'error', message: failure });
    }
  };

  const place = [hotel.location, hotel.state].filter(Boolean).join(', ');

  return (
    <form ref={formRef} className={styles.layout} onSubmit={submit} noValidate aria-label="Booking form">
      <div className={styles.main}>
        <Card as="section" variant="elevated" padding="lg" className={styles.panel} aria-labelledby="stay-title">
          <h2 id="stay-title" className={styles.panelTitle}>
            Your Stay
          </h2>
          <div className={styles.stayFields}>
            <TextField
              label="Check-in"
              type="date"
              name="checkIn"
              min={today}
              value={checkIn}
              error={dateErrors.checkIn}
              onChange={(e) => changeCheckIn(e.target.value)}
              required
            />
            <TextField
              label="Check-out"
              type="date"
              name="checkOut"
              min={checkIn || today}
              value={checkOut}
              error={dateErrors.checkOut}
              onChange={(e) => setCheckOut(e.target.value)}
              required
            />
            <Select label="Guests" name="guests" options={guestChoices(guests)} value={String(guests)} onChange={(e) => setGuests(Number(e.target.value))} />
          </div>
          <StayDatePicker
            hotelId={hotel.id}
            today={today}
            value={{ checkIn, checkOut }}
            onChange={(stay) => {
              setCheckIn(stay.checkIn);
              setCheckOut(stay.checkOut);
            }}
          />
          {datesUsable ? <p className={styles.stayNote}>{nightsText(nights)}</p> : null}
        </Card>

        <Card as="section" variant="elevated" padding="lg" className={styles.panel} aria-labelledby="rooms-title">
          <h2 id="rooms-title" className={styles.panelTitle}>
            Choose Your Rooms
          </h2>
          <p className={styles.availabilityNote} role="status" aria-live="polite">
            {!datesUsable
              ? 'Choose your dates to see the rooms free for your stay.'
              : availability.isFetching
                ? 'Checking availability...'
                : availability.isError
                  ? 'We could not check availability just now. Please try again in a moment.'
                  : availability.data && !availability.data.bookable
                    ? 'This hotel is not taking reservations for these dates.'
                    : `Rooms free for every night of your stay (${nightsText(nights)}).`}
          </p>
          <ul className={styles.rooms} ref={roomsRef}>
            {offers.map((offer) => {
              const quantity = rooms.find((room) => room.type === offer.type)?.quantity ?? 0;
              const options = Array.from({ length: offer.free + 1 }, (_, n) => ({ value: String(n), label: String(n) }));
              return (
                <li key={offer.type} className={styles.room}>
                  <div className={styles.roomInfo}>
                    <h3 className={styles.roomName}>{offer.type}</h3>
                    {offer.description ? <p className={styles.roomDescription}>{offer.description}</p> : null}
                    <p className={styles.roomMeta}>
                      <span className={styles.roomPrice}>{formatRupees(paiseToRupees(offer.pricePaise))}</span>
                      <span>/night</span>
                      <span aria-hidden="true">·</span>
                      <span>Sleeps {offer.capacity}</span>
                    </p>
                    {availability.data && datesUsable ? (
                      offer.free === 0 ? (
                        <p className={styles.soldOut}>Sold out for these dates</p>
                      ) : offer.free <= FEW_ROOMS_LEFT ? (
                        <p className={styles.fewLeft}>Only {offer.free} left</p>
                      ) : null
                    ) : null}
                  </div>
                  <Select
                    label={
                      <>
                        Rooms<span className="visually-hidden"> of {offer.type}</span>
                      </>
                    }
                    className={styles.quantity}
                    options={options}
                    value={String(quantity)}
                    disabled={offer.free === 0}
                    aria-invalid={fieldErrors.rooms && offer.free > 0 ? true : undefined}
                    aria-describedby={fieldErrors.rooms && offer.free > 0 ? roomsMessageId : anyRoom && !holdsGuests ? capacityId : undefined}
                    onChange={(e) => {
                      setQuantities((current) => ({ ...current, [offer.type]: Number(e.target.value) }));
                      clearError('rooms');
                    }}
                  />
                </li>
              );
            })}
          </ul>
          {fieldErrors.rooms ? (
            <p className={styles.fieldError} id={roomsMessageId}>
              {fieldErrors.rooms}
            </p>
          ) : null}
          {anyRoom && !holdsGuests ? (
            <p className={styles.capacityWarning} role="status" id={capacityId}>
              {roomsNeeded !== undefined
                ? `${guests} guests need at least ${roomsNeeded} ${roomsNeeded === 1 ? 'room' : 'rooms'}: ${chosenCount === 1 ? 'the room you chose sleeps' : 'the rooms you chose sleep'} ${rooms.reduce((sum, room) => sum + room.quantity * room.capacity, 0)}. Please add a room or choose a larger one.`
                : `The rooms free for these dates sleep fewer than ${guests} guests. Please choose other dates or fewer guests.`}
            </p>
          ) : null}
        </Card>

        <Card as="section" variant="elevated" padding="lg" className={styles.panel} aria-labelledby="guest-title">
          <h2 id="guest-title" className={styles.panelTitle}>
            Guest Details
          </h2>
          <div className={styles.guestFields}>
            <TextField
              label="Full Name"
              name="guestName"
              autoComplete="name"
              value={guestName}
              error={fieldErrors.guestName}
              onChange={(e) => {
                setGuestName(e.target.value);
                clearError('guestName');
              }}
              required
            />
            <TextField
              label="Email"
              type="email"
              name="guestEmail"
              autoComplete="email"
              value={guestEmail}
              error={fieldErrors.guestEmail}
              onChange={(e) => {
                setGuestEmail(e.target.value);
                clearError('guestEmail');
              }}
              required
            />
            <TextField label="Phone" type="tel" name="guestPhone" autoComplete="tel" value={guestPhone} onChange={(e) => setGuestPhone(e.target.value)} />
          </div>
          <fieldset className={styles.companyFields}>
            <legend>GST invoice for a company (optional)</legend>
            <div className={styles.guestFields}>
              <TextField label="Company name" name="companyName" autoComplete="organization" value={companyName} error={companyError.name} onChange={(e) => setCompanyName(e.target.value)} />
              <TextField
                label="Company GSTIN"
                name="companyGstin"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={20}
                hint="15 characters, e.g. 27AAPFU0939F1ZV"
                value={companyGstin}
                error={companyError.gstin}
                onChange={(e) => setCompanyGstin(e.target.value)}
              />
            </div>
          </fieldset>
          <TextArea
            label="Special Requests"
            name="specialRequests"
            rows={4}
            maxLength={MAX_SPECIAL_REQUESTS}
            hint="Arrival time, dietary needs, a room on a high floor... We will do our best."
            value={specialRequests}
            onChange={(e) => setSpecialRequests(e.target.value)}
          />
        </Card>
      </div>

      <aside className={styles.aside} aria-label="Your booking">
        <Card variant="elevated" padding="lg" className={styles.summaryCard}>
          <p className={styles.eyebrow}>Your Hotel</p>
          <h2 className={styles.hotelName}>{hotel.name}</h2>
          {place ? (
            <p className={styles.hotelPlace}>
              <MapPinIcon aria-hidden="true" />
              <span>{place}</span>
            </p>
          ) : null}
          <Button variant="ghost" size="sm" onClick={onChangeHotel} className={styles.changeHotel}>
            Change Hotel
          </Button>
          <div className={styles.summaryDivider} />
          <PriceSummary price={price} />
          <FormOutcome outcome={outcome} />
          {savedBookingId ? (
            <p className={styles.savedNote}>
              Your booking is saved and its rooms are held for a short while. <Link to={`/booking/${savedBookingId}`}>View your booking</Link> to pay
              from there.
            </p>
          ) : null}
          <Button type="submit" size="lg" fullWidth busy={processing} disabled={processing || price.totalPaise === 0} iconEnd={processing ? undefined : <ArrowRightIcon />}>
            {processing ? 'Processing...' : 'Proceed to Payment'}
          </Button>
          <p className={styles.secureNote}>
            <ShieldIcon aria-hidden="true" />
            <span>Secure payment by Stripe. Free cancellation until 48 hours before check-in.</span>
          </p>
        </Card>
      </aside>
    </form>
  );
}

/** A business guest's company for the tax invoice: both fields or neither, the GSTIN checked as the server does. */
export function companyFields(name: string, gstin: string): { value?: { name: string; gstin: string }; errors: { name?: string; gstin?: string } } {
  const n = name.trim();
  const g = gstin.toUpperCase().replace(/\s+/g, '');
  if (!n && !g) return { errors: {} };
  const errors = {
    name: n.length < 2 ? 'Please give the company’s registered name for the GST invoice' : undefined,
    gstin: g ? gstinProblem(g) : 'Please give the company’s GSTIN for the GST invoice',
  };
  return errors.name || errors.gstin ? { errors } : { value: { name: n, gstin: g }, errors: {} };
}
