import { Router } from 'express';
import { z } from 'zod';
import { checkedText, paiseToRupees } from '@suvarna/contracts';
import { parseInput, type Auth } from '@suvarna/platform';
import type { PaymentDeps } from '../../domain/payment-deps';
import { bookingTaxDocuments, taxDocumentFile } from '../../domain/read-tax-documents';

// Text a database can hold (no NUL or other control character: Postgres refuses those, which was a 500), and short.
const bookingParam = z.object({ bookingId: checkedText('booking id').pipe(z.string().max(64, 'booking id is too long')) });
const numberQuery = z.object({
  number: z
    .string({ error: 'number must be a document number' })
    .regex(/^[A-Z0-9/-]{1,16}$/, 'number must be a document number like SH07/2627/000001')
    .optional(),
});

/** The booking's GST tax invoice and credit notes: for its guest and the admin area. */
export function taxDocumentRoutes(deps: PaymentDeps & { auth: Auth }): Router {
  const router = Router();

  router.get('/api/payments/invoice/:bookingId', deps.auth.requireAuth, async (req, res) => {
    const { bookingId } = parseInput(bookingParam, req.params);
    const { number } = parseInput(numberQuery, req.query);
    const file = await taxDocumentFile(deps, deps.auth.getUser(req), bookingId, number);
    res
      .status(200)
      .set({ 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${file.filename}"`, 'cache-control': 'private, no-store' })
      .end(Buffer.from(file.pdf));
  });

  router.get('/api/payments/invoices/:bookingId', deps.auth.requireAuth, async (req, res) => {
    const { bookingId } = parseInput(bookingParam, req.params);
    const documents = await bookingTaxDocuments(deps, deps.auth.getUser(req), bookingId);
    res.set('cache-control', 'private, no-store').json({
      booking_id: bookingId,
      documents: documents.map((d) => ({
        number: d.number,
        kind: d.kind,
        issue_date: d.document.issueDate,
        total: paiseToRupees(d.totalPaise),
        refers_to: d.refersTo,
        credited: d.credited,
      })),
    });
  });

  return router;
}
