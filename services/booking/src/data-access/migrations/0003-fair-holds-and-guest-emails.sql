-- The booking account's own address (from its token): the booking's e-mails go there. The typed guest
-- address receives them too only once it confirmed (guest_email_confirmed_at): the link of the one question
-- sent to it carries a one-time token, kept here as a SHA-256 hash. Bookings made before this keep their
-- guest address as the account's.
ALTER TABLE bookings ADD COLUMN account_email text;
UPDATE bookings SET account_email = guest_email;
ALTER TABLE bookings ALTER COLUMN account_email SET NOT NULL;
ALTER TABLE bookings ADD COLUMN account_email_verified boolean NOT NULL DEFAULT false;
ALTER TABLE bookings ADD COLUMN guest_email_token_hash text;
ALTER TABLE bookings ADD COLUMN guest_email_confirmed_at timestamptz;
UPDATE bookings SET guest_email_confirmed_at = created_at;
CREATE UNIQUE INDEX bookings_guest_email_token_idx ON bookings (guest_email_token_hash) WHERE guest_email_token_hash IS NOT NULL;

-- A hold is moved to the end of the booking's first Checkout Session, once: a later session (or the same
-- event again) never renews it.
ALTER TABLE bookings ADD COLUMN hold_session_id text;

-- An account's unpaid holds, counted before each new booking.
CREATE INDEX bookings_user_holds_idx ON bookings (user_id) WHERE status = 'pending' AND payment_status = 'pending' AND NOT rooms_released;
