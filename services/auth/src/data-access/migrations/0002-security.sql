-- Signing keys are kept encrypted (AES-256-GCM under JWT_KEY_ENCRYPTION_KEY): a copy of this schema
-- alone cannot sign tokens. Plain PEM rows from before are encrypted and cleared at start-up.
-- A rotated-in key is published at once but signs only from signs_from, so that every verifier has
-- fetched it first; the key it replaces stays published until published_until, when the last token
-- it signed has expired.
ALTER TABLE signing_keys ALTER COLUMN private_key_pem DROP NOT NULL;
ALTER TABLE signing_keys ADD COLUMN private_key_encrypted text;
ALTER TABLE signing_keys ADD COLUMN signs_from timestamptz NOT NULL DEFAULT now();
ALTER TABLE signing_keys ADD COLUMN published_until timestamptz;
ALTER TABLE signing_keys ADD CONSTRAINT signing_key_is_kept CHECK (private_key_pem IS NOT NULL OR private_key_encrypted IS NOT NULL);

-- The password in use no longer meets the password rule: the client asks the user to change it.
ALTER TABLE users ADD COLUMN password_change_required boolean NOT NULL DEFAULT false;

-- Live sessions are listed in Redis for every verifier and rebuilt from here at start-up.
CREATE INDEX sessions_live_idx ON sessions (expires_at) WHERE revoked_at IS NULL;
