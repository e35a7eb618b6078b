import { adminRoles, type TaxDocument } from '@suvarna/contracts';
import { taxDocumentPdf } from '@suvarna/documents';
import { AppError, type AuthUser } from '@suvarna/platform';
import { findBooking } from '../data-access/booking-repository';
import { listTaxDocuments, type TaxDocumentRecord } from '../data-access/tax-document-repository';
import type { PaymentDeps } from './payment-deps';
import { bookingNotFound } from './payment-errors';

/** One of the booking's documents as a file to download. */
export interface TaxDocumentFile {
  filename: string;
  pdf: Uint8Array;
  document: TaxDocument;
}

/** The booking's tax documents, oldest first, for its guest and the admin area only (anyone else: 404). */
export async function bookingTaxDocuments(deps: Pick<PaymentDeps, 'pool'>, user: AuthUser, bookingId: string): Promise<TaxDocumentRecord[]> {
  const booking = await findBooking(deps.pool, bookingId);
  if (!booking || (booking.userId !== user.id && !adminRoles.includes(user.role))) throw bookingNotFound();
  return listTaxDocuments(deps.pool, bookingId);
}

/**
 * A document of the booking as a PDF: the one numbered, else its current invoice (the newest not cancelled by
 * a credit note; once all are cancelled, the newest invoice).
 */
export async function taxDocumentFile(deps: Pick<PaymentDeps, 'pool'>, user: AuthUser, bookingId: string, number?: string): Promise<TaxDocumentFile> {
  const documents = await bookingTaxDocuments(deps, user, bookingId);
  const invoices = documents.filter((d) => d.kind === 'invoice');
  const chosen = number ? documents.find((d) => d.number === number) : (invoices.filter((d) => !d.credited).at(-1) ?? invoices.at(-1));
  if (!chosen) {
    throw number
      ? AppError.notFound('This booking has no document with that number', 'tax_document_not_found')
      : AppError.notFound('This booking has no tax invoice yet: it is issued when the booking is paid.', 'invoice_not_issued');
  }
  const kind = chosen.kind === 'invoice' ? 'invoice' : 'credit-note';
  return { filename: `suvarna-${kind}-${chosen.number.replace(/\//g, '-')}.pdf`, pdf: await taxDocumentPdf(chosen.document), document: chosen.document };
}
