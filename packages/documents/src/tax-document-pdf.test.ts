import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { buildTaxDocument, priceStay } from '@suvarna/contracts';
import { drawable, money, taxDocumentPdf } from './index';
import { pdfText } from './testing';

const seller = {
  legalName: 'Suvarna Hotels & Resorts Private Limited',
  tradeName: 'Suvarna Marine Drive Mumbai',
  address: 'Marine Drive, Churchgate, Mumbai 400020',
  state: 'Maharashtra',
  stateCode: '27',
  gstin: '27AAKCS4821L1ZY',
};

function invoice(nights: number, overrides: Partial<Parameters<typeof buildTaxDocument>[0]> = {}) {
  const rooms = [{ type: 'Sea View Room', quantity: 2, pricePaise: 1_900_000 }];
  const checkOut = new Date(Date.UTC(2026, 11, 10 + nights)).toISOString().slice(0, 10);
  return buildTaxDocument({
    kind: 'invoice',
    number: 'SH27/2627/000007',
    issuedAt: new Date('2026-11-27T06:00:00Z'),
    seller,
    buyer: { name: 'Asha Verma', companyName: 'Acme Traders Pvt Ltd', gstin: '27AAPFU0939F1ZV' },
    booking: { id: 'b-1', confirmationCode: 'SUV-ABCD-EFGH', checkIn: '2026-12-10', checkOut, rooms },
    totalPaise: priceStay(rooms, nights).totalPaise,
    ...overrides,
  });
}

describe('the tax invoice PDF', () => {
  it('when an invoice is drawn, then it shows the seller, the buyer’s GSTIN, SAC, each night, the CGST and SGST split and the total in words', async () => {
    const pdf = await taxDocumentPdf(invoice(2));
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'TAX INVOICE',
      'Suvarna Hotels & Resorts Private Limited',
      'GSTIN: 27AAKCS4821L1ZY',
      'State: Maharashtra (code 27)',
      'SH27/2627/000007',
      'Acme Traders Pvt Ltd',
      'GSTIN: 27AAPFU0939F1ZV',
      'Guest: Asha Verma',
      'Maharashtra (27)',
      '996311',
      'Sea View Room, night of Thu, 10 Dec 2026',
      'Sea View Room, night of Fri, 11 Dec 2026',
      'CGST @ 6%',
      'SGST @ 6%',
      '76,000.00',
      '4,560.00',
      '85,120.00',
      'Rupees Eighty-Five Thousand One Hundred Twenty Only',
    ]) expect(text, expected).toContain(expected);
    expect(text).not.toContain('Round off');
  });

  it('when a stay has more nights than a page holds, then the lines go on over pages and every night is there', async () => {
    const pdf = await taxDocumentPdf(invoice(30));
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
    const text = pdfText(pdf);
    expect(text.filter((t) => t.startsWith('Sea View Room, night of'))).toHaveLength(30);
    expect(text).toContain('Rupees Twelve Lakh Seventy-Six Thousand Eight Hundred Only');
  });

  it('when a credit note is drawn for a guest without a GSTIN, then it names the invoice it cancels and the reason', async () => {
    const doc = { ...invoice(1, { kind: 'credit_note', number: 'CN27/2627/000001', refersTo: { number: 'SH27/2627/000007', issueDate: '2026-11-27' }, reason: 'Booking cancelled by the guest' }) };
    doc.buyer = { name: 'Ravi Kumar', companyName: null, gstin: null };
    const text = pdfText(await taxDocumentPdf(doc));
    expect(text).toEqual(expect.arrayContaining(['CREDIT NOTE', 'CN27/2627/000001', 'Against invoice', 'SH27/2627/000007', 'Ravi Kumar', 'Unregistered person (no GSTIN given)', 'Reason: Booking cancelled by the guest', 'Total credited (INR)']));
  });

  it('when text has characters the standard fonts lack, then they are drawn as ? instead of failing', async () => {
    expect(drawable('Asha वर्मा’s')).toBe('Asha ?????’s');
    const doc = invoice(1);
    doc.buyer = { name: 'आशा', companyName: null, gstin: null };
    expect(pdfText(await taxDocumentPdf(doc))).toContain('???');
    expect(money(1_545_600)).toBe('15,456.00');
  });
});
