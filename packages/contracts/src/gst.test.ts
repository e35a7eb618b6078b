import { describe, expect, it } from 'vitest';
import { priceStay } from './booking-rules';
import {
  amountInWords,
  bookingCompanySchema,
  buildTaxDocument,
  financialYearOf,
  gstinCheckCharacter,
  gstinMessages,
  gstinProblem,
  GST_SLABS,
  numberInIndianWords,
  taxDocumentNumber,
} from './gst';

describe('GSTIN', () => {
  it('when real GSTINs are checked, then their check character is the one GSTN computes', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8']) {
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
      expect(gstinProblem(gstin)).toBeUndefined();
    }
  });

  it('when one character is mistyped, then the check character catches it', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(gstinMessages.check);
    expect(gstinProblem('27AAPFU0938F1ZV')).toBe(gstinMessages.check);
  });

  it('when the shape or the state code is wrong, then it says which', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(gstinMessages.shape);
    expect(gstinProblem('27aapfu0939f1zv')).toBe(gstinMessages.shape);
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe(gstinMessages.shape);
    const first14 = '99AAPFU0939F1Z';
    expect(gstinProblem(`${first14}${gstinCheckCharacter(first14)}`)).toBe(gstinMessages.state);
  });

  it('when a business guest gives a company at booking, then the GSTIN is read in capitals and checked; none is null', () => {
    expect(bookingCompanySchema.parse({ name: ' Acme Traders ', gstin: '27aapfu0939f1zv' })).toEqual({ name: 'Acme Traders', gstin: '27AAPFU0939F1ZV' });
    expect(bookingCompanySchema.parse(undefined)).toBeNull();
    expect(bookingCompanySchema.parse(null)).toBeNull();
    expect(bookingCompanySchema.safeParse({ name: 'Acme', gstin: '27AAPFU0939F1ZW' }).error?.issues[0]?.message).toBe(gstinMessages.check);
    expect(bookingCompanySchema.safeParse({ name: '', gstin: '27AAPFU0939F1ZV' }).success).toBe(false);
  });
});

describe('amount in words', () => {
  it('when an amount is written out, then it uses thousand, lakh and crore', () => {
    expect(numberInIndianWords(0)).toBe('Zero');
    expect(numberInIndianWords(15)).toBe('Fifteen');
    expect(numberInIndianWords(101)).toBe('One Hundred One');
    expect(numberInIndianWords(1_00_000)).toBe('One Lakh');
    expect(numberInIndianWords(1_54_560)).toBe('One Lakh Fifty-Four Thousand Five Hundred Sixty');
    expect(numberInIndianWords(99_99_999)).toBe('Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine');
    expect(numberInIndianWords(1_00_00_000)).toBe('One Crore');
    expect(numberInIndianWords(12_34_56_789)).toBe('Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine');
    expect(numberInIndianWords(1_00_000_00_00_000)).toBe('One Lakh Crore');
  });

  it('when the amount has paise, then they follow the rupees', () => {
    expect(amountInWords(15_456_000)).toBe('Rupees One Lakh Fifty-Four Thousand Five Hundred Sixty Only');
    expect(amountInWords(1_205)).toBe('Rupees Twelve and Five Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });
});

describe('invoice numbers', () => {
  it('when the financial year is read, then it runs April to March on India’s clock', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-12-31T12:00:00Z'))).toBe('2026-27');
  });

  it('when a number is made, then it carries kind, state, year and serial in at most 16 characters of the allowed set', () => {
    const invoice = taxDocumentNumber('invoice', '07AAKCS4821L1Z0', '2026-27', 42);
    const credit = taxDocumentNumber('credit_note', '27AAKCS4821L1ZY', '2099-00', 999_999);
    expect(invoice).toBe('SH07/2627/000042');
    expect(credit).toBe('CN27/9900/999999');
    for (const n of [invoice, credit]) expect(n).toMatch(/^[A-Z0-9/-]{1,16}$/);
    expect(() => taxDocumentNumber('invoice', '07', '2026-27', 1_000_000)).toThrow();
  });
});

describe('the tax invoice', () => {
  const seller = { legalName: 'Suvarna Hotels & Resorts Private Limited', tradeName: 'Suvarna Imperial Delhi', address: 'Janpath', state: 'Delhi', stateCode: '07', gstin: '07AAKCS4821L1Z0' };
  const rooms = [
    { type: 'Deluxe Room', quantity: 2, pricePaise: 1_200_000 },
    { type: 'Presidential Suite', quantity: 1, pricePaise: 4_500_000 },
  ];

  it('when a stay is invoiced, then each night and room type is a line, the tax is split in CGST and SGST, and it adds up to what was charged', () => {
    const price = priceStay(rooms, 2);
    const doc = buildTaxDocument({
      kind: 'invoice',
      number: 'SH07/2627/000001',
      issuedAt: new Date('2026-11-27T10:00:00Z'),
      seller,
      buyer: { name: 'Asha Verma', companyName: 'Acme Traders', gstin: '27AAPFU0939F1ZV' },
      booking: { id: 'b1', confirmationCode: 'SUV-ABCD-EFGH', checkIn: '2026-12-10', checkOut: '2026-12-12', rooms },
      totalPaise: price.totalPaise,
    });
    expect(doc.lines.map((l) => [l.night, l.roomType, l.taxablePaise])).toEqual([
      ['2026-12-10', 'Deluxe Room', 2_400_000],
      ['2026-12-10', 'Presidential Suite', 4_500_000],
      ['2026-12-11', 'Deluxe Room', 2_400_000],
      ['2026-12-11', 'Presidential Suite', 4_500_000],
    ]);
    expect(doc.taxablePaise).toBe(price.roomTotalPaise);
    expect(doc.cgstPaise).toBe(828_000);
    expect(doc.sgstPaise).toBe(828_000);
    expect(doc.roundOffPaise).toBe(0);
    expect(doc.taxablePaise + doc.cgstPaise + doc.sgstPaise + doc.roundOffPaise).toBe(price.totalPaise);
    expect(doc.placeOfSupply).toEqual({ state: 'Delhi', stateCode: '07' });
    expect(doc).toMatchObject({ sac: '996311', issueDate: '2026-11-27', financialYear: '2026-27', amountInWords: 'Rupees One Lakh Fifty-Four Thousand Five Hundred Sixty Only' });
  });

  it('when the rupee rounding leaves paise over, then a round-off line brings the tax to the total', () => {
    const odd = [{ type: 'Cabin', quantity: 1, pricePaise: 10_100 }];
    const price = priceStay(odd, 1);
    const doc = buildTaxDocument({ kind: 'invoice', number: 'n', issuedAt: new Date(), seller, buyer: { name: 'A', companyName: null, gstin: null }, booking: { id: 'b', confirmationCode: 'c', checkIn: '2026-12-10', checkOut: '2026-12-11', rooms: odd }, totalPaise: price.totalPaise });
    expect(price.totalPaise).toBe(11_300);
    expect([doc.cgstPaise, doc.sgstPaise, doc.roundOffPaise]).toEqual([606, 606, -12]);
  });

  it('when the law is one slab of 12 %, then the booking total is 1.12 × the room total as before', () => {
    expect(GST_SLABS).toEqual([{ upToPaise: null, ratePercent: 12 }]);
    expect(priceStay(rooms, 2).totalPaise).toBe(15_456_000);
  });
});
