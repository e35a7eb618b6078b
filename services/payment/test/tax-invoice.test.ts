import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf, gstinProblem, taxDocumentSchema, type BookingCreated, type TaxDocument } from '@suvarna/contracts';
import { pdfText } from '@suvarna/documents/testing';
import { ORIGIN, startPayment, type Guest, type PaymentUnderTest } from './payment-test-kit';

let kit: PaymentUnderTest;
beforeAll(async () => {
  kit = await startPayment();
});
afterAll(async () => {
  await kit?.close();
});

const mumbai = { hotelId: '2', hotelName: 'Suvarna Marine Drive Mumbai', hotelLocation: 'Mumbai', hotelState: 'Maharashtra', hotelAddress: 'Marine Drive, Churchgate, Mumbai 400020' };

async function checkout(guest: Guest, overrides: Partial<BookingCreated> = {}) {
  const booking = await kit.bookingCreated(guest, overrides);
  const res = await kit.call('POST', '/api/payments/create-checkout-session', { token: guest.token, body: { booking_id: booking.bookingId, origin_url: ORIGIN } });
  expect(res.status).toBe(200);
  const { checkout_url } = (await res.json()) as { checkout_url: string };
  return { booking, url: checkout_url };
}

const paidEvent = (bookingId: string) => kit.until(async () => (await kit.outbox('payment.paid')).find((e) => e.key === bookingId));
const invoiceOf = async (bookingId: string) => taxDocumentSchema.parse((await paidEvent(bookingId)).data.invoice);
const download = (bookingId: string, token?: string, query = '') => kit.call('GET', `/api/payments/invoice/${bookingId}${query}`, { token });

describe('the GST tax invoice', () => {
  it('when a business guest pays, then payment.paid carries an invoice under the hotel state’s GSTIN, billed to the company, and the guest downloads it as a PDF', async () => {
    const guest = await kit.guest();
    const { booking, url } = await checkout(guest, { ...mumbai, company: { name: 'Acme Traders Pvt Ltd', gstin: '27AAPFU0939F1ZV' } });
    expect((await download(booking.bookingId, guest.token)).status).toBe(404);
    await kit.pay(url);
    const invoice = await invoiceOf(booking.bookingId);
    const fy = financialYearOf(new Date());
    expect(invoice.number).toMatch(new RegExp(`^SH27/${fy.slice(2, 4)}${fy.slice(5)}/\\d{6}$`));
    expect(invoice.seller).toMatchObject({ legalName: 'Suvarna Hotels & Resorts Private Limited', state: 'Maharashtra', stateCode: '27', address: mumbai.hotelAddress });
    expect(gstinProblem(invoice.seller.gstin)).toBeUndefined();
    expect(invoice.buyer).toEqual({ name: 'Asha Verma', companyName: 'Acme Traders Pvt Ltd', gstin: '27AAPFU0939F1ZV' });
    expect(invoice).toMatchObject({ taxablePaise: 13_800_000, cgstPaise: 828_000, sgstPaise: 828_000, roundOffPaise: 0, totalPaise: 15_456_000 });
    expect(invoice.lines).toHaveLength(4);

    const res = await download(booking.bookingId, guest.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="suvarna-invoice-${invoice.number.replace(/\//g, '-')}.pdf"`);
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toEqual(expect.arrayContaining(['TAX INVOICE', invoice.number, `GSTIN: ${invoice.seller.gstin}`, 'GSTIN: 27AAPFU0939F1ZV', 'CGST @ 6%', 'SGST @ 6%', '1,54,560.00', 'Rupees One Lakh Fifty-Four Thousand Five Hundred Sixty Only']));
  });

  it('when anyone but the booking’s guest or an admin asks, then 404; an admin downloads it; no token is 401', async () => {
    const guest = await kit.guest();
    const { booking, url } = await checkout(guest);
    await kit.pay(url);
    await paidEvent(booking.bookingId);
    const other = await kit.guest();
    const admin = await kit.issuer.sign({ sub: 'admin-1', role: 'admin', name: 'Admin', email: 'admin@suvarnahotels.in' });
    const manager = await kit.issuer.sign({ sub: 'manager-1', role: 'manager', name: 'Manager', email: 'manager@suvarnahotels.in' });
    const hr = await kit.issuer.sign({ sub: 'hr-1', role: 'hr', name: 'HR', email: 'hr@suvarnahotels.in' });
    expect((await download(booking.bookingId, other.token)).status).toBe(404);
    expect((await download(booking.bookingId, hr)).status).toBe(404);
    expect((await download(booking.bookingId)).status).toBe(401);
    expect((await download(booking.bookingId, admin)).status).toBe(200);
    expect((await download(booking.bookingId, manager)).status).toBe(200);
    expect((await download('no-such-booking', guest.token)).status).toBe(404);
    const bad = await download(booking.bookingId, guest.token, '?number=%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ detail: expect.any(String) });
  });

  it('when 50 payments land at once across two states, then each state’s GSTIN numbers them 1, 2, 3… with no gap and no duplicate', async () => {
    const { rows: before } = await kit.service.deps.pool.query<{ gstin: string; last: number }>('SELECT gstin, last_serial AS last FROM tax_document_series WHERE kind = $1', ['invoice']);
    const start = new Map(before.map((r) => [r.gstin, r.last]));
    const guests = await Promise.all(Array.from({ length: 50 }, () => kit.guest()));
    const bookings = await Promise.all(
      guests.map((g, i) => kit.bookingCreated(g, i % 5 < 2 ? mumbai : { hotelState: 'Delhi', hotelAddress: 'Janpath Road, Connaught Place, New Delhi 110001' }, { wait: false })),
    );
    const ids = bookings.map((b) => b.bookingId);
    // Fifty events on a busy machine: wait for all of them at once, as long as it takes.
    await kit.until(async () => (await kit.service.deps.pool.query('SELECT 1 FROM bookings WHERE id = ANY($1)', [ids])).rowCount === 50, 60_000);
    const urls = await Promise.all(
      bookings.map(async (b, i) => {
        const res = await kit.call('POST', '/api/payments/create-checkout-session', { token: guests[i]!.token, body: { booking_id: b.bookingId, origin_url: ORIGIN } });
        return ((await res.json()) as { checkout_url: string }).checkout_url;
      }),
    );
    const paid = await Promise.all(urls.map((url) => kit.pay(url)));
    expect(paid.map((r) => r.status)).toEqual(Array(50).fill(303));
    const events = await kit.until(async () => {
      const found = (await kit.outbox('payment.paid')).filter((e) => ids.includes(e.key));
      return found.length === 50 ? found : undefined;
    }, 60_000);
    const invoices: TaxDocument[] = events.map((e) => taxDocumentSchema.parse(e.data.invoice));
    const numbers = invoices.map((i) => i.number);
    expect(new Set(numbers).size).toBe(50);
    for (const gstin of new Set(invoices.map((i) => i.seller.gstin))) {
      const serials = invoices
        .filter((i) => i.seller.gstin === gstin)
        .map((i) => Number(i.number.slice(-6)))
        .sort((a, b) => a - b);
      const first = (start.get(gstin) ?? 0) + 1;
      expect(serials).toEqual(Array.from({ length: serials.length }, (_, i) => first + i));
    }
    expect(invoices.filter((i) => i.seller.state === 'Maharashtra')).toHaveLength(20);
    // Each number is stored once, with its payment.
    const { rows } = await kit.service.deps.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM tax_documents WHERE number = ANY($1)', [numbers]);
    expect(rows[0]!.n).toBe(50);
  }, 120_000);

  it('when a paid booking is cancelled and refunded, then payment.refunded carries a credit note against the invoice, downloadable by its number', async () => {
    const guest = await kit.guest();
    const { booking, url } = await checkout(guest, mumbai);
    await kit.pay(url);
    const invoice = await invoiceOf(booking.bookingId);
    await kit.bookingStatusChanged({ ...booking, paymentStatus: 'completed' }, 'cancelled', 'Cancelled by guest within policy');
    const refunded = await kit.until(async () => (await kit.outbox('payment.refunded')).find((e) => e.key === booking.bookingId), 20_000);
    const note = taxDocumentSchema.parse(refunded.data.creditNote);
    expect(note).toMatchObject({ kind: 'credit_note', refersTo: { number: invoice.number, issueDate: invoice.issueDate }, totalPaise: invoice.totalPaise, reason: 'Cancelled by guest within policy' });
    expect(note.number).toMatch(/^CN27\//);
    const list = await kit.call('GET', `/api/payments/invoices/${booking.bookingId}`, { token: guest.token });
    expect(await list.json()).toEqual({
      booking_id: booking.bookingId,
      documents: [
        { number: invoice.number, kind: 'invoice', issue_date: invoice.issueDate, total: 154_560, refers_to: null, credited: true },
        { number: note.number, kind: 'credit_note', issue_date: note.issueDate, total: 154_560, refers_to: invoice.number, credited: false },
      ],
    });
    const pdf = await download(booking.bookingId, guest.token, `?number=${encodeURIComponent(note.number)}`);
    expect(pdf.status).toBe(200);
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toEqual(expect.arrayContaining(['CREDIT NOTE', note.number, invoice.number]));
    expect((await download(booking.bookingId, guest.token, '?number=SH27/2627/999999')).status).toBe(404);
  });
});
