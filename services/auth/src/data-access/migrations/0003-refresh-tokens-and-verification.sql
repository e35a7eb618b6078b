-- The browser's refresh tokens: one row per token, kept only as a SHA-256 hash. Each use rotates it: the
-- row is marked rotated and names its successor. A token presented again after it was rotated is a reuse
-- and ends its whole session (the family); see domain/refresh-tokens.ts for the short retry grace.
CREATE TABLE refresh_tokens (
  token_hash  text PRIMARY KEY,
  session_id  uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  issued_at   timestamptz NOT NULL DEFAULT now(),
  rotated_at  timestamptz,
  replaced_by text
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);
CREATE INDEX refresh_tokens_issued_idx ON refresh_tokens (issued_at);

-- An account's address is verified when its owner opened the link sent to it. Staff and demo accounts are
-- made by an operator and count as verified. Accounts made before this stay unverified and are reminded.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;

-- The links sent to verify an address, as SHA-256 hashes. A link verifies only the address it was sent to.
CREATE TABLE email_verifications (
  token_hash text PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX email_verifications_user_idx ON email_verifications (user_id);
CREATE INDEX email_verifications_created_idx ON email_verifications (created_at);
