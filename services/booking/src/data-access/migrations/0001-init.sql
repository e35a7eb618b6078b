-- Booking's own copy of the catalog's bookable rooms, filled from catalog.hotel-changed and
-- catalog.hotel-removed (and a snapshot fetched once on first start), so that bookings are taken while
-- the catalog is down. A change is applied only when its revision is newer; a removal is final.
CREATE TABLE hotels (
  id         text PRIMARY KEY,
  name       text NOT NULL,
  location   text NOT NULL,
  state      text NOT NULL,
  status     text NOT NULL CHECK (status IN ('active', 'pre-opening', 'inactive', 'future')),
  -- { phone, email, address }
  contact    jsonb NOT NULL,
  revision   integer NOT NULL,
  -- Hotel ids are never reused: a removed hotel stays here as a tombstone so no late copy revives it.
  removed    boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE room_types (
  hotel_id    text NOT NULL REFERENCES hotels (id),
  type        text NOT NULL,
  -- The catalog's order of the hotel's rooms.
  position    integer NOT NULL,
  price_paise bigint NOT NULL CHECK (price_paise >= 0),
  capacity    integer NOT NULL CHECK (capacity >= 0),
  -- Rooms of this type in the hotel: no night may sell more (checked when a booking takes its nights).
  available   integer NOT NULL CHECK (available >= 0),
  PRIMARY KEY (hotel_id, type)
);

-- Rooms sold per type and night. A booking takes its rooms with one conditional upsert per room type
-- (sold + q <= available), locking the counters in (type, night) order so that bookings never deadlock.
-- No foreign key to room_types: a type the catalog drops keeps the counters of the stays already sold.
CREATE TABLE room_nights (
  hotel_id  text NOT NULL,
  room_type text NOT NULL,
  night     date NOT NULL,
  sold      integer NOT NULL CHECK (sold >= 0),
  PRIMARY KEY (hotel_id, room_type, night)
);

-- When the copy was first filled from the catalog's snapshot; until then start-up keeps asking.
CREATE TABLE inventory_snapshots (
  id         boolean PRIMARY KEY DEFAULT true CHECK (id),
  loaded_at  timestamptz NOT NULL DEFAULT now(),
  hotels     integer NOT NULL
);

CREATE TABLE bookings (
  id                uuid PRIMARY KEY,
  -- SUV-XXXX-XXXX from letters and digits that read clearly over the phone.
  confirmation_code text NOT NULL UNIQUE,
  user_id           text NOT NULL,
  hotel_id          text NOT NULL,
  -- The hotel as it was when booked: { name, location, state, address, phone, email }.
  hotel             jsonb NOT NULL,
  check_in          date NOT NULL,
  check_out         date NOT NULL CHECK (check_out > check_in),
  nights            integer NOT NULL CHECK (nights > 0),
  guests            integer,
  -- [{ type, quantity, price_paise }]: the rooms held and the price per room per night when booked.
  rooms             jsonb NOT NULL,
  guest_name        text NOT NULL,
  guest_email       text NOT NULL,
  guest_phone       text NOT NULL,
  guest_address     text NOT NULL,
  special_requests  text NOT NULL,
  room_total_paise  bigint NOT NULL CHECK (room_total_paise >= 0),
  taxes_paise       bigint NOT NULL CHECK (taxes_paise >= 0),
  total_paise       bigint NOT NULL CHECK (total_paise >= 0),
  status            text NOT NULL CHECK (status IN ('pending', 'confirmed', 'cancelled', 'completed')),
  payment_status    text NOT NULL CHECK (payment_status IN ('pending', 'completed', 'failed', 'refunded')),
  -- [{ status, at, by_name, by_role, reason }], oldest first.
  status_history    jsonb NOT NULL,
  -- A client's Idempotency-Key, per user, and a digest of what was asked with it.
  idempotency_key   text,
  request_digest    text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bookings_idempotency UNIQUE (user_id, idempotency_key)
);
CREATE INDEX bookings_user_recent_idx ON bookings (user_id, created_at DESC);
CREATE INDEX bookings_recent_idx ON bookings (created_at DESC);
CREATE INDEX bookings_status_idx ON bookings (status);
