import {
  addDays,
  bookingFormProblem,
  bookingMessages,
  formatRupees,
  indiaToday,
  MAX_SPECIAL_REQUESTS,
  nightsBetween,
  paiseToRupees,
  priceStay,
  roomsHoldGuests,
  type Hotel,
} from '@suvarna/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormOutcome, type Outcome } from '../../../components/feedback/form-outcome';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select, TextArea, TextField } from '../../../components/ui/form-fields';
import { ArrowRightIcon, MapPinIcon, ShieldIcon } from '../../../components/ui/icons';
import { errorDetail } from '../../../lib/api-errors';
import { useCreateBookingMutation, useGetAvailabilityQuery } from '../api/booking-api';
import type { BookingGuest, BookingSession, CheckoutStarter } from '../booking-ports';
import { chosenRooms, FEW_ROOMS_LEFT, roomOffersFor } from '../room-offers';
import { nightsText, PriceSummary } from './price-summary';
import styles from './booking-form.module.css';

export const MAX_GUESTS = 10;
const guestOptions = Array.from({ length: MAX_GUESTS }, (_, i) => ({ value: String(i + 1), label: `${i + 1} ${i === 0 ? 'Guest' : 'Guests'}` }));
/** How long the 'Please login again' message shows before the page goes to /login. */
const RELOGIN_NOTICE_MS = 2_000;

export interface StayRequest {
  checkIn: string;
  checkOut: string;
  guests: number;
  /** A room type (and how many) chosen on the hotel page. */
  room?: { type: string; quantity: number };
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
  const [guests, setGuests] = useState(Math.min(MAX_GUESTS, Math.max(1, initial.guests)));
  const [quantities, setQuantities] = useState<Record<string, number>>(() => (initial.room ? { [initial.room.type]: initial.room.quantity } : {}));
  const [guestName, setGuestName] = useState(user.full_name);
  const [guestEmail, setGuestEmail] = useState(user.email);
  const [guestPhone, setGuestPhone] = useState(user.phone ?? '');
  const [specialRequests, setSpecialRequests] = useState('');
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

  useEffect(() => () => window.clearTimeout(reloginTimer.current), []);

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
    if (problem) {
      setOutcome({ kind: 'error', message: problem });
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
    <form className={styles.layout} onSubmit={submit} noValidate aria-label="Booking form">
      <div className={styles.main}>
        <Card as="section" variant="elevated" padding="lg" className={styles.panel} aria-labelledby="stay-title">
          <h2 id="stay-title" className={styles.panelTitle}>
            Your Stay
          </h2>
          <div className={styles.stayFields}>
            <TextField label="Check-in" type="date" name="checkIn" min={today} value={checkIn} onChange={(e) => changeCheckIn(e.target.value)} required />
            <TextField label="Check-out" type="date" name="checkOut" min={checkIn || today} value={checkOut} onChange={(e) => setCheckOut(e.target.value)} required />
            <Select label="Guests" name="guests" options={guestOptions} value={String(guests)} onChange={(e) => setGuests(Number(e.target.value))} />
          </div>
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
          <ul className={styles.rooms}>
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
                    onChange={(e) => setQuantities((current) => ({ ...current, [offer.type]: Number(e.target.value) }))}
                  />
                </li>
              );
            })}
          </ul>
          {anyRoom && !holdsGuests ? (
            <p className={styles.capacityWarning} role="status">
              The rooms you chose sleep fewer than {guests} guests. Please add a room or choose a larger one.
            </p>
          ) : null}
        </Card>

        <Card as="section" variant="elevated" padding="lg" className={styles.panel} aria-labelledby="guest-title">
          <h2 id="guest-title" className={styles.panelTitle}>
            Guest Details
          </h2>
          <div className={styles.guestFields}>
            <TextField label="Full Name" name="guestName" autoComplete="name" value={guestName} onChange={(e) => setGuestName(e.target.value)} required />
            <TextField label="Email" type="email" name="guestEmail" autoComplete="email" value={guestEmail} onChange={(e) => setGuestEmail(e.target.value)} required />
            <TextField label="Phone" type="tel" name="guestPhone" autoComplete="tel" value={guestPhone} onChange={(e) => setGuestPhone(e.target.value)} />
          </div>
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
