-- Until when a pending, unpaid booking holds its rooms: 30 minutes from booking, or to the end of its
-- Checkout Session (payment.checkout-opened). A hold that passes unpaid releases the rooms.
ALTER TABLE bookings ADD COLUMN hold_expires_at timestamptz;
UPDATE bookings SET hold_expires_at = created_at + interval '30 minutes';
ALTER TABLE bookings ALTER COLUMN hold_expires_at SET NOT NULL;
ALTER TABLE bookings ALTER COLUMN hold_expires_at SET DEFAULT now() + interval '30 minutes';
-- Whether the booking's rooms were given back to the night counters (cancelled, lapsed): never twice.
ALTER TABLE bookings ADD COLUMN rooms_released boolean NOT NULL DEFAULT false;
CREATE INDEX bookings_holds_idx ON bookings (hold_expires_at) WHERE status = 'pending' AND payment_status = 'pending' AND NOT rooms_released;
