-- The order documents were issued in: a credit note can share its moment with the invoice it cancels (Stripe's
-- event times are whole seconds) and with the invoice replacing it, so the time alone does not order them.
ALTER TABLE tax_documents ADD COLUMN issue_order bigserial;
