-- A change of dates waiting for its difference (from booking.date-change-requested, or read from the booking
-- service when the guest opens its checkout first): the session pays `difference_paise`.
CREATE TABLE date_changes (
  id               text PRIMARY KEY,
  booking_id       text NOT NULL REFERENCES bookings (id),
  -- The stay it moves to: { checkIn, checkOut, nights, rooms, roomTotalPaise, taxesPaise, totalPaise }
  stay             jsonb NOT NULL,
  difference_paise bigint NOT NULL CHECK (difference_paise > 0),
  hold_expires_at  timestamptz NOT NULL,
  -- requested → applied (booking.dates-changed) | lapsed (booking.date-change-lapsed)
  status           text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'applied', 'lapsed')),
  created_at       timestamptz NOT NULL DEFAULT now()
);

-- A session that pays a change's difference rather than the booking.
ALTER TABLE checkout_sessions ADD COLUMN date_change_id text REFERENCES date_changes (id);
CREATE UNIQUE INDEX checkout_sessions_date_change_idx ON checkout_sessions (date_change_id) WHERE date_change_id IS NOT NULL;

-- A refund owed may be of part of a payment (a stay moved to cheaper dates): amount_paise, null for all that
-- is left. Each new refund on the same payment is a new round, with its own idempotency key at Stripe.
ALTER TABLE refund_requests ADD COLUMN amount_paise bigint CHECK (amount_paise IS NULL OR amount_paise > 0);
ALTER TABLE refund_requests ADD COLUMN round integer NOT NULL DEFAULT 0;
