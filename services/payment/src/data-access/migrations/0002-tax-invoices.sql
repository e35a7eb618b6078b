-- Where each booking's stay is supplied and to whom, for its GST tax invoice (from booking events; null in copies
-- made before they carried it: the hotel then comes from the sample data).
ALTER TABLE bookings ADD COLUMN hotel_state text;
ALTER TABLE bookings ADD COLUMN hotel_address text;
-- { name, gstin } of a business guest's company, given at booking.
ALTER TABLE bookings ADD COLUMN company jsonb;

-- The last serial issued per GSTIN, financial year and kind of document: taken with the document in the
-- transaction that records the payment (or refund), so a rolled-back payment gives its serial back, and two
-- payments never take the same one (the row is locked until the first commits).
CREATE TABLE tax_document_series (
  gstin          text NOT NULL,
  financial_year text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
  last_serial    integer NOT NULL CHECK (last_serial > 0),
  PRIMARY KEY (gstin, financial_year, kind)
);

-- Tax invoices and credit notes as issued (document: the TaxDocument its PDF is drawn from). Never changed.
CREATE TABLE tax_documents (
  number         text PRIMARY KEY CHECK (length(number) <= 16),
  kind           text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
  booking_id     text NOT NULL REFERENCES bookings (id),
  gstin          text NOT NULL,
  financial_year text NOT NULL,
  serial         integer NOT NULL,
  -- An invoice: the payment it was issued with. A credit note: the invoice it cancels.
  session_id     text,
  refers_to      text REFERENCES tax_documents (number),
  total_paise    bigint NOT NULL,
  document       jsonb NOT NULL,
  issued_at      timestamptz NOT NULL,
  UNIQUE (gstin, financial_year, kind, serial)
);
CREATE INDEX tax_documents_booking_idx ON tax_documents (booking_id, issued_at);
-- An invoice is cancelled by at most one credit note.
CREATE UNIQUE INDEX tax_documents_one_credit_idx ON tax_documents (refers_to) WHERE refers_to IS NOT NULL;
