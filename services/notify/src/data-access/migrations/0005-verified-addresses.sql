-- Addresses their owners have shown to be theirs (user.email-verified): mail to them may be personal (a
-- name, what they typed). Mail to any other address repeats nothing a visitor typed.
CREATE TABLE IF NOT EXISTS verified_addresses (
  email       text PRIMARY KEY CHECK (email = lower(email)),
  verified_at timestamptz NOT NULL
);
