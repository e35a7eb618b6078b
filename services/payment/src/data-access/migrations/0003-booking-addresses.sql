-- The booking's addresses as its events carry them, so that payment.paid (v2) carries everything notify
-- needs to address the confirmation. Null in copies made before, and from events of older versions.
ALTER TABLE bookings
  ADD COLUMN account_email text,
  ADD COLUMN account_email_verified boolean,
  ADD COLUMN guest_email_confirmed boolean;
