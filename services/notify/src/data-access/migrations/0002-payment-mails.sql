-- What the payment e-mails need to know, learnt from events (notify never asks another service).
-- The latest snapshot of each booking (booking.created / booking.status-changed).
CREATE TABLE payment_mail_bookings (
  id          text PRIMARY KEY,
  snapshot    jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Each hotel's name and contact (catalog.hotel-changed), newest revision kept.
CREATE TABLE payment_mail_hotels (
  id          text PRIMARY KEY,
  name        text NOT NULL,
  location    text NOT NULL,
  state       text NOT NULL,
  contact     jsonb NOT NULL,
  revision    integer NOT NULL
);

-- Payment events waiting for their booking's snapshot (events of different topics may arrive in any order).
CREATE TABLE payment_mail_pending (
  event_id    uuid PRIMARY KEY,
  type        text NOT NULL,
  booking_id  text NOT NULL,
  data        jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_mail_pending_booking_idx ON payment_mail_pending (booking_id);
