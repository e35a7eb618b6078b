CREATE TABLE contact_messages (
  id          uuid PRIMARY KEY,
  name        text NOT NULL,
  email       text NOT NULL,
  phone       text NOT NULL,
  subject     text NOT NULL,
  message     text NOT NULL,
  type        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- One row per e-mail handed to the SMTP server. (event_id, kind) is unique so that a redelivered
-- event, or a retry after the second of two e-mails failed, never sends the same e-mail twice.
CREATE TABLE mail_log (
  id          bigserial PRIMARY KEY,
  event_id    uuid NOT NULL,
  kind        text NOT NULL,
  recipient   text NOT NULL,
  subject     text NOT NULL,
  message_id  text,
  sent_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, kind)
);
