import { buildTaxDocument, financialYearOf, indiaToday, taxDocumentNumber, type TaxDocument } from '@suvarna/contracts';
import { gstSellerFor } from '@suvarna/sample-data';
import type { OutboxRow, Queryable } from '@suvarna/platform';
import type { KnownBooking } from '../data-access/booking-repository';
import { insertTaxDocument, nextSerial, openInvoices, type TaxDocumentRecord } from '../data-access/tax-document-repository';

/**
 * The GST tax invoice of a paid stay, issued in the transaction that records its payment: the next serial of
 * the hotel state's GSTIN in the financial year of the payment, billed to the guest (and their company, when
 * given at booking), a line per night and room type at the booking's tariffs, for the booking's total.
 */
export async function issueInvoice(
  db: Queryable,
  booking: KnownBooking,
  payment: { sessionId: string | null; at: Date },
  /** The event announcing the invoice, written with it in one statement (the series' lock is held one round trip less). */
  announce?: (invoice: TaxDocument) => OutboxRow,
): Promise<TaxDocument> {
  const seller = gstSellerFor({ id: booking.hotelId, name: booking.hotelName, state: booking.hotelState, address: booking.hotelAddress });
  const financialYear = financialYearOf(payment.at);
  const serial = await nextSerial(db, seller.gstin, financialYear, 'invoice');
  const document = buildTaxDocument({
    kind: 'invoice',
    number: taxDocumentNumber('invoice', seller.gstin, financialYear, serial),
    issuedAt: payment.at,
    seller,
    buyer: { name: booking.guestName, companyName: booking.company?.name ?? null, gstin: booking.company?.gstin ?? null },
    booking: { id: booking.id, confirmationCode: booking.confirmationCode, checkIn: booking.checkIn, checkOut: booking.checkOut, rooms: booking.rooms },
    totalPaise: booking.totalPaise,
  });
  await insertTaxDocument(db, { document, serial, sessionId: payment.sessionId }, announce?.(document));
  return document;
}

/** A credit note cancelling an invoice in full: its lines and amounts, its own serial under the same GSTIN. */
async function creditInvoice(db: Queryable, invoice: TaxDocumentRecord, when: Date, reason: string | null): Promise<TaxDocument> {
  const original = invoice.document;
  // Stripe's event times are whole seconds: a refund reported by one is never dated before the invoice it credits.
  const at = new Date(Math.max(when.getTime(), new Date(invoice.issuedAt).getTime()));
  const financialYear = financialYearOf(at);
  const serial = await nextSerial(db, original.seller.gstin, financialYear, 'credit_note');
  const document: TaxDocument = {
    ...original,
    kind: 'credit_note',
    number: taxDocumentNumber('credit_note', original.seller.gstin, financialYear, serial),
    issuedAt: at.toISOString(),
    issueDate: indiaToday(at),
    financialYear,
    refersTo: { number: original.number, issueDate: original.issueDate },
    reason,
  };
  await insertTaxDocument(db, { document, serial, sessionId: null });
  return document;
}

/** Credits every invoice of the booking not yet credited (its money went back, or its stay changed). */
export async function creditOpenInvoices(db: Queryable, bookingId: string, at: Date, reason: string | null): Promise<TaxDocument[]> {
  const notes: TaxDocument[] = [];
  for (const invoice of await openInvoices(db, bookingId)) notes.push(await creditInvoice(db, invoice, at, reason));
  return notes;
}
