-- Accounts. E-mail addresses are stored lower-cased and unique whatever their spelling.
CREATE TABLE users (
  id            uuid PRIMARY KEY,
  full_name     text NOT NULL,
  email         text NOT NULL CHECK (email = lower(email)),
  phone         text,
  password_hash text NOT NULL,
  role          text NOT NULL DEFAULT 'guest' CHECK (role IN ('guest', 'admin', 'manager', 'hr', 'department_head')),
  department    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT department_head_has_department CHECK (role <> 'department_head' OR department IS NOT NULL)
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- One row per sign-in. A token names its session; revoked_at is the record of a sign-out,
-- which Redis (auth:revoked:<id>) mirrors for every service's verifier.
CREATE TABLE sessions (
  id           uuid PRIMARY KEY,
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  refreshed_at timestamptz,
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_revoked_idx ON sessions (expires_at) WHERE revoked_at IS NOT NULL;

-- The key tokens are signed with when JWT_PRIVATE_KEY is not configured. Shared by every
-- instance on this database; the newest unretired one signs, all unretired ones are published.
CREATE TABLE signing_keys (
  kid             text PRIMARY KEY,
  alg             text NOT NULL,
  private_key_pem text NOT NULL,
  public_jwk      jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  retired_at      timestamptz
);
