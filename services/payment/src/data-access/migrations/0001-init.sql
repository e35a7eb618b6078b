-- What the payment service knows of each booking, learnt from booking events (never read from booking's tables).
CREATE TABLE bookings (
  id                text PRIMARY KEY,
  user_id           text NOT NULL,
  confirmation_code text NOT NULL,
  hotel_id          text NOT NULL,
  hotel_name        text NOT NULL,
  hotel_location    text NOT NULL,
  check_in          text NOT NULL,
  check_out         text NOT NULL,
  nights            integer NOT NULL,
  guests            integer,
  -- [{ type, quantity, pricePaise }]
  rooms             jsonb NOT NULL,
  room_total_paise  bigint NOT NULL,
  taxes_paise       bigint NOT NULL,
  total_paise       bigint NOT NULL,
  currency          text NOT NULL,
  guest_name        text NOT NULL,
  guest_email       text NOT NULL,
  status            text NOT NULL,
  payment_status    text NOT NULL,
  booked_at         timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL DEFAULT now()
);

-- One row per attempt to open a Checkout Session for a booking. The idempotency key and the exact
-- parameters are stored before Stripe is called, so a retry after a crash or a concurrent second call
-- sends the same request and gets the same session back.
CREATE TABLE checkout_sessions (
  idempotency_key   text PRIMARY KEY,
  booking_id        text NOT NULL REFERENCES bookings (id),
  attempt           integer NOT NULL,
  params            jsonb NOT NULL,
  -- creating → open → complete | expired; failed when Stripe refused the request
  status            text NOT NULL DEFAULT 'creating',
  session_id        text UNIQUE,
  url               text,
  amount_paise      bigint NOT NULL,
  currency          text NOT NULL,
  expires_at        timestamptz NOT NULL,
  payment_status    text NOT NULL DEFAULT 'unpaid',
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (booking_id, attempt)
);
CREATE INDEX checkout_sessions_open_idx ON checkout_sessions (expires_at) WHERE status IN ('creating', 'open');

-- A paid Checkout Session.
CREATE TABLE payments (
  session_id         text PRIMARY KEY REFERENCES checkout_sessions (session_id),
  booking_id         text NOT NULL REFERENCES bookings (id),
  payment_intent_id  text NOT NULL UNIQUE,
  amount_paise       bigint NOT NULL,
  currency           text NOT NULL,
  refunded_paise     bigint NOT NULL DEFAULT 0,
  paid_at            timestamptz NOT NULL DEFAULT now(),
  refund_reason      text
);
CREATE INDEX payments_booking_idx ON payments (booking_id);

-- Each Stripe event handled, by id: a redelivered or replayed event changes nothing.
CREATE TABLE stripe_events (
  event_id     text PRIMARY KEY,
  type         text NOT NULL,
  outcome      text NOT NULL,
  created      timestamptz NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stripe_events_created_idx ON stripe_events (created);

-- A full refund owed on a payment (its booking was cancelled), kept until Stripe has made it: a refund
-- survives a Stripe outage and a restart, retried with backoff.
CREATE TABLE refund_requests (
  payment_intent_id text PRIMARY KEY REFERENCES payments (payment_intent_id),
  booking_id        text NOT NULL,
  reason            text,
  attempts          integer NOT NULL DEFAULT 0,
  next_attempt_at   timestamptz NOT NULL DEFAULT now(),
  last_error        text,
  requested_at      timestamptz NOT NULL DEFAULT now(),
  done_at           timestamptz
);
CREATE INDEX refund_requests_due_idx ON refund_requests (next_attempt_at) WHERE done_at IS NULL;
