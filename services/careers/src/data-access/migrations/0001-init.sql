-- Job applications, their resumes, status history, interviews and notes.
CREATE SEQUENCE application_number_seq;

CREATE TABLE applications (
  id               uuid PRIMARY KEY,
  application_id   text NOT NULL UNIQUE,
  user_id          text,
  full_name        text NOT NULL,
  email            text NOT NULL,
  phone            text NOT NULL DEFAULT '',
  city             text NOT NULL,
  position_title   text NOT NULL,
  department       text NOT NULL,
  experience_years integer NOT NULL CHECK (experience_years BETWEEN 0 AND 50),
  cover_letter     text NOT NULL,
  status           text NOT NULL,
  consent_at       timestamptz NOT NULL,
  submitted_at     timestamptz NOT NULL DEFAULT now(),
  status_changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX applications_user ON applications (user_id);
CREATE INDEX applications_department ON applications (lower(department));
CREATE INDEX applications_submitted ON applications (submitted_at DESC);

-- In Postgres, so that every careers instance serves it; never on a disk under a web root.
CREATE TABLE resumes (
  application_uuid uuid PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  filename         text NOT NULL,
  content_type     text NOT NULL,
  size_bytes       integer NOT NULL,
  content          bytea NOT NULL,
  stored_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE status_history (
  id               bigserial PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  status           text NOT NULL,
  updated_at       timestamptz NOT NULL DEFAULT now(),
  update_reason    text,
  rejection_reason text,
  updated_by_name  text NOT NULL,
  updated_by_role  text NOT NULL
);
CREATE INDEX status_history_application ON status_history (application_uuid, id);

CREATE TABLE interviews (
  id               uuid PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  scheduled_date   timestamptz NOT NULL,
  interview_type   text NOT NULL,
  location         text,
  meeting_link     text,
  created_by_name  text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX interviews_application ON interviews (application_uuid, scheduled_date);

CREATE TABLE notes (
  id               uuid PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  note             text NOT NULL,
  is_internal      boolean NOT NULL,
  author_name      text NOT NULL,
  author_role      text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notes_application ON notes (application_uuid, created_at);
