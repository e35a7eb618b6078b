-- E-mails an event calls for, written in the consumer's transaction and sent once it has committed by the
-- mail sender, so that no transaction waits on SMTP. A row goes once its e-mail is in the mail log.
CREATE TABLE mail_queue (
  id              bigserial PRIMARY KEY,
  event_id        uuid NOT NULL,
  kind            text NOT NULL,
  mail            jsonb NOT NULL,
  -- The consumer's trace context (W3C traceparent): the e-mail's send is a span of the event's trace.
  trace_context   jsonb,
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, kind)
);
CREATE INDEX mail_queue_due_idx ON mail_queue (next_attempt_at);
