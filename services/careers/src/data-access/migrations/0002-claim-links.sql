-- An application sent without an account carries the hash of a one-time link, e-mailed to its address:
-- opening the link signed in with that same address proves the mailbox and links its applications.
ALTER TABLE applications ADD COLUMN claim_token_hash text;
CREATE UNIQUE INDEX applications_claim_token ON applications (claim_token_hash) WHERE claim_token_hash IS NOT NULL;
CREATE INDEX applications_unlinked_email ON applications (email) WHERE user_id IS NULL;
