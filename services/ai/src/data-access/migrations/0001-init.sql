-- The AI service's read models, kept from events (and the catalog's snapshot on a first start): what it
-- recommends, answers questions about and computes analytics from, without calling another service.

-- The catalog's hotels as of their latest catalog.hotel-changed; a change applies only when its revision
-- is newer; a removal is final (the row stays as a tombstone so that no late change revives it).
CREATE TABLE hotels (
  id          text PRIMARY KEY,
  name        text NOT NULL,
  location    text NOT NULL,
  state       text NOT NULL,
  status      text NOT NULL,
  type        text NOT NULL DEFAULT '',
  rating      numeric(3, 1),
  description text NOT NULL DEFAULT '',
  amenities   jsonb NOT NULL DEFAULT '[]',
  features    jsonb NOT NULL DEFAULT '[]',
  contact     jsonb NOT NULL,
  revision    integer NOT NULL,
  removed     boolean NOT NULL DEFAULT false,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE rooms (
  hotel_id    text NOT NULL REFERENCES hotels (id),
  type        text NOT NULL,
  position    integer NOT NULL,
  price_paise bigint NOT NULL CHECK (price_paise >= 0),
  capacity    integer NOT NULL,
  available   integer NOT NULL,
  PRIMARY KEY (hotel_id, type)
);

-- When the copy was first filled from the catalog's snapshot; until then start-up keeps asking.
CREATE TABLE catalog_snapshots (
  id        boolean PRIMARY KEY DEFAULT true CHECK (id),
  loaded_at timestamptz NOT NULL DEFAULT now(),
  hotels    integer NOT NULL
);

-- Every booking as of its latest booking.* event: the nights it holds and what it is worth.
CREATE TABLE bookings (
  id             text PRIMARY KEY,
  hotel_id       text NOT NULL,
  check_in       date NOT NULL,
  check_out      date NOT NULL,
  -- [{ type, quantity, pricePaise }]
  rooms          jsonb NOT NULL,
  total_paise    bigint NOT NULL,
  status         text NOT NULL,
  payment_status text NOT NULL,
  created_at     timestamptz NOT NULL,
  -- When the event this row reflects happened: an older event arriving late changes nothing.
  as_of          timestamptz NOT NULL
);
CREATE INDEX bookings_stay_idx ON bookings (hotel_id, check_in, check_out);
CREATE INDEX bookings_created_idx ON bookings (created_at);

-- Money taken and given back, per booking, from payment.paid and payment.refunded.
CREATE TABLE payments (
  booking_id     text PRIMARY KEY,
  paid_paise     bigint NOT NULL DEFAULT 0,
  refunded_paise bigint NOT NULL DEFAULT 0,
  paid_at        timestamptz,
  updated_at     timestamptz NOT NULL DEFAULT now()
);
