-- Hotels keep their document-shaped parts (rooms, images, lists, contact) as JSONB: they are always
-- read and replaced whole, and no query filters inside them.
CREATE TABLE hotels (
  id               text PRIMARY KEY,
  -- Display order: seeded hotels first in the spec's order, then hotels added by admins.
  display_order    bigserial NOT NULL,
  name             text NOT NULL,
  location         text NOT NULL,
  state            text NOT NULL,
  type             text NOT NULL,
  rating           double precision NOT NULL CHECK (rating >= 0 AND rating <= 5),
  images           jsonb NOT NULL DEFAULT '[]',
  amenities        jsonb NOT NULL DEFAULT '[]',
  features         jsonb NOT NULL DEFAULT '[]',
  -- [{ type, price_paise, capacity, available, description? }]: money is integer paise inside.
  rooms            jsonb NOT NULL DEFAULT '[]',
  description      text NOT NULL DEFAULT '',
  status           text NOT NULL CHECK (status IN ('active', 'pre-opening', 'inactive', 'future')),
  contact          jsonb NOT NULL,
  opening_date     date,
  project_timeline jsonb,
  -- Grows with each change; carried in catalog.hotel-changed so consumers can drop stale copies.
  revision         integer NOT NULL DEFAULT 1,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hotels_display_order_idx ON hotels (display_order);

CREATE TABLE reviews (
  id            uuid PRIMARY KEY,
  hotel_id      text NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  user_id       text NOT NULL,
  user_name     text NOT NULL,
  rating        smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment       text NOT NULL,
  stay_date     date,
  verified_stay boolean NOT NULL,
  helpful_count integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- One review per guest per hotel.
  CONSTRAINT reviews_one_per_user UNIQUE (hotel_id, user_id)
);
CREATE INDEX reviews_hotel_recent_idx ON reviews (hotel_id, created_at DESC);

CREATE TABLE team_members (
  id            text PRIMARY KEY,
  display_order bigserial NOT NULL,
  name          text NOT NULL,
  position      text NOT NULL,
  image     text NOT NULL DEFAULT '',
  bio       text NOT NULL,
  expertise jsonb NOT NULL DEFAULT '[]',
  email     text NOT NULL,
  region    text NOT NULL
);

CREATE TABLE partners (
  id            text PRIMARY KEY,
  display_order bigserial NOT NULL,
  name        text NOT NULL,
  type        text NOT NULL,
  logo        text NOT NULL,
  description text NOT NULL,
  website     text,
  partnership text NOT NULL
);

-- Which sample data sets were loaded: each is loaded once, so hotels an admin deletes stay deleted
-- across restarts.
CREATE TABLE seed_runs (
  name      text PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
