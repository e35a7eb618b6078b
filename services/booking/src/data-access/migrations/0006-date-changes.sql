-- How many times the stay's dates were changed: the SEQUENCE of its calendar file (same UID, higher SEQUENCE).
ALTER TABLE bookings ADD COLUMN stay_revision integer NOT NULL DEFAULT 0;

-- A paid stay moving to dates that cost more: the nights it does not already hold are taken (held) until the
-- difference is paid (applied: the stay moves, the old nights it no longer needs go back) or not (lapsed: the
-- held nights go back, the stay keeps its dates). One held change per booking at a time.
CREATE TABLE date_changes (
  id               uuid PRIMARY KEY,
  booking_id       uuid NOT NULL REFERENCES bookings (id),
  check_in         date NOT NULL,
  check_out        date NOT NULL CHECK (check_out > check_in),
  nights           integer NOT NULL,
  -- [{ type, quantity, price_paise }] at the tariffs of the moment of the change
  rooms            jsonb NOT NULL,
  room_total_paise bigint NOT NULL,
  taxes_paise      bigint NOT NULL,
  total_paise      bigint NOT NULL,
  difference_paise bigint NOT NULL,
  status           text NOT NULL CHECK (status IN ('held', 'applied', 'lapsed')),
  hold_expires_at  timestamptz NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  settled_at       timestamptz
);
CREATE UNIQUE INDEX date_changes_one_held_idx ON date_changes (booking_id) WHERE status = 'held';
CREATE INDEX date_changes_hold_idx ON date_changes (hold_expires_at) WHERE status = 'held';
