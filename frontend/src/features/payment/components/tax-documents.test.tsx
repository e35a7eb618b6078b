import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { jsonResponse, renderWithProviders, signedInState } from '../../../test/render';
import { TaxDocuments } from './tax-documents';

const list = {
  booking_id: 'bk-1',
  documents: [
    { number: 'SH07/2627/000012', kind: 'invoice', issue_date: '2026-11-27', total: 26880, refers_to: null, credited: true },
    { number: 'CN07/2627/000003', kind: 'credit_note', issue_date: '2026-11-28', total: 26880, refers_to: 'SH07/2627/000012', credited: false },
  ],
};

describe('TaxDocuments', () => {
  let fetchMock: Mock<(request: Request) => Promise<Response>>;
  beforeEach(() => {
    fetchMock = vi.fn(async (request: Request) =>
      request.url.includes('/payments/invoices/') ? jsonResponse(list) : new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('when a booking has an invoice and a credit note, then each is listed and downloads its own PDF with the guest’s token', async () => {
    const { user } = renderWithProviders(<TaxDocuments bookingId="bk-1" />, { preloadedState: signedInState() });
    expect(await screen.findByRole('button', { name: 'Download PDF: GST tax invoice SH07/2627/000012' })).toBeInTheDocument();
    expect(screen.getByText(/cancelled by a credit note/)).toBeInTheDocument();
    expect(screen.getByText(/against SH07\/2627\/000012/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download PDF: GST credit note CN07/2627/000003' }));
    const pdfCall = fetchMock.mock.calls.map(([r]) => r).find((r) => r.url.includes('/payments/invoice/'));
    expect(pdfCall?.url).toContain('/api/payments/invoice/bk-1?number=CN07%2F2627%2F000003');
    expect(pdfCall?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('when the download is refused, then the detail shows', async () => {
    fetchMock.mockImplementation(async (request: Request) =>
      request.url.includes('/payments/invoices/') ? jsonResponse(list) : jsonResponse({ detail: 'This booking has no document with that number' }, 404),
    );
    const { user } = renderWithProviders(<TaxDocuments bookingId="bk-1" />, { preloadedState: signedInState() });
    await user.click(await screen.findByRole('button', { name: 'Download PDF: GST tax invoice SH07/2627/000012' }));
    expect(await screen.findByText('This booking has no document with that number')).toBeInTheDocument();
  });
});
