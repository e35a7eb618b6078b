import type { TaxDocument, TaxDocumentKind } from '@suvarna/contracts';
import type { OutboxRow, Queryable } from '@suvarna/platform';

/** A tax invoice or credit note as issued. Money in paise. */
export interface TaxDocumentRecord {
  number: string;
  kind: TaxDocumentKind;
  bookingId: string;
  sessionId: string | null;
  refersTo: string | null;
  totalPaise: number;
  document: TaxDocument;
  issuedAt: Date;
  /** An invoice a credit note has cancelled. */
  credited: boolean;
}

const columns = `d.number, d.kind, d.booking_id AS "bookingId", d.session_id AS "sessionId", d.refers_to AS "refersTo",
  d.total_paise::float8 AS "totalPaise", d.document, d.issued_at AS "issuedAt",
  EXISTS (SELECT 1 FROM tax_documents c WHERE c.refers_to = d.number) AS credited`;

/**
 * The next serial of a GSTIN's documents of a kind in a financial year. The series row stays locked until the
 * caller's transaction ends: serials are handed out one after another, and a rolled-back one is taken again.
 */
export async function nextSerial(db: Queryable, gstin: string, financialYear: string, kind: TaxDocumentKind): Promise<number> {
  const { rows } = await db.query<{ serial: number }>(
    `INSERT INTO tax_document_series (gstin, financial_year, kind, last_serial) VALUES ($1, $2, $3, 1)
     ON CONFLICT (gstin, financial_year, kind) DO UPDATE SET last_serial = tax_document_series.last_serial + 1
     RETURNING last_serial AS serial`,
    [gstin, financialYear, kind],
  );
  return rows[0]!.serial;
}

/** Stores a tax document; with `announced`, the event carrying it goes to the outbox in the same statement. */
export async function insertTaxDocument(db: Queryable, d: { document: TaxDocument; serial: number; sessionId: string | null }, announced?: OutboxRow): Promise<void> {
  const insert = `INSERT INTO tax_documents (number, kind, booking_id, gstin, financial_year, serial, session_id, refers_to, total_paise, document, issued_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`;
  await db.query(
    announced
      ? `WITH issued AS (${insert}),
          announced AS (INSERT INTO outbox (event_id, topic, key, envelope, trace_context) VALUES ($12, $13, $14, $15, $16) RETURNING 1)
         SELECT pg_notify($17, '') FROM announced`
      : insert,
    [
      d.document.number,
      d.document.kind,
      d.document.booking.id,
      d.document.seller.gstin,
      d.document.financialYear,
      d.serial,
      d.sessionId,
      d.document.refersTo?.number ?? null,
      d.document.totalPaise,
      JSON.stringify(d.document),
      d.document.issuedAt,
      ...(announced
        ? [announced.event_id, announced.topic, announced.key, JSON.stringify(announced.envelope), announced.trace_context, announced.channel]
        : []),
    ],
  );
}

/** The booking's documents, oldest first. */
export async function listTaxDocuments(db: Queryable, bookingId: string): Promise<TaxDocumentRecord[]> {
  const { rows } = await db.query<TaxDocumentRecord>(`SELECT ${columns} FROM tax_documents d WHERE d.booking_id = $1 ORDER BY d.issue_order`, [bookingId]);
  return rows;
}

/** The booking's invoices no credit note has cancelled yet, locked until the caller's transaction ends. */
export async function openInvoices(db: Queryable, bookingId: string): Promise<TaxDocumentRecord[]> {
  const { rows } = await db.query<TaxDocumentRecord>(
    `SELECT ${columns} FROM tax_documents d
      WHERE d.booking_id = $1 AND d.kind = 'invoice' AND NOT EXISTS (SELECT 1 FROM tax_documents c WHERE c.refers_to = d.number)
      ORDER BY d.issue_order FOR UPDATE`,
    [bookingId],
  );
  return rows;
}
