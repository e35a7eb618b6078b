import { z } from 'zod';
import { indiaToday, stayNights } from './booking-rules';
import { gstRatePercent } from './tax-slabs';

export { GST_SLABS, gstRatePercent } from './tax-slabs';

/*
 * Goods and Services Tax on a hotel stay, and the tax invoice a paid booking gets: the rate by nightly
 * tariff slab (one table, so a change of law is one edit), GSTINs and their check character, the financial
 * year and invoice numbers, the total in words (Indian numbering), and the invoice document itself. Money
 * is integer paise.
 */

/** SAC (services accounting code) of accommodation in hotels, inns, guest houses and the like. */
export const HOTEL_STAY_SAC = '996311';

/** GST state codes (the first two digits of a GSTIN), by the state's or union territory's name. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** The GST state code of a state named as the sample data and the catalog name it, if it is one. */
export function gstStateCode(state: string): string | undefined {
  return GST_STATE_CODES[state.trim()];
}

// ---------------------------------------------------------------- GSTIN

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, 1 letter), entity number, Z, check character. */
const GSTIN_SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

/**
 * The check character of a GSTIN's first 14 characters (GSTN's mod-36 scheme): each character's value
 * (0-9, A-Z = 10-35) times 1 and 2 alternately, the product's quotient and remainder by 36 added up; the
 * check is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARS.indexOf(first14[i] ?? '');
    if (value < 0) throw new Error('a GSTIN has only digits and capital letters');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

export const gstinMessages = {
  shape: 'A GSTIN has 15 characters: the state code, the PAN, the entity number, Z and a check character (e.g. 27AAPFU0939F1ZV)',
  state: 'The GSTIN does not begin with an Indian state code',
  check: 'The GSTIN’s last character does not match: please check it for a typing error',
} as const;

/** What is wrong with a GSTIN, or undefined when it is one (shape, state code and check character). */
export function gstinProblem(gstin: string): string | undefined {
  const match = GSTIN_SHAPE.exec(gstin);
  if (!match) return gstinMessages.shape;
  if (!Object.values(GST_STATE_CODES).includes(match[1]!) && match[1] !== '97') return gstinMessages.state;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return gstinMessages.check;
  return undefined;
}

export const isValidGstin = (gstin: string): boolean => gstinProblem(gstin) === undefined;

/** A business guest's company as given at booking: both or neither, the GSTIN checked, written in capitals. */
export const bookingCompanySchema = z
  .object({
    name: z
      .string({ error: 'Company name must be text' })
      .trim()
      .min(2, 'Please give the company’s registered name')
      .max(120, 'Company name must be at most 120 characters')
      .regex(/^[^\p{Cc}<>]+$/u, 'Company name has characters it cannot contain'),
    gstin: z
      .string({ error: 'GSTIN must be text' })
      .trim()
      .transform((g) => g.toUpperCase().replace(/\s+/g, ''))
      .superRefine((g, ctx) => {
        const problem = gstinProblem(g);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  })
  .nullable()
  .optional()
  .transform((c) => c ?? null);
export type BookingCompany = { name: string; gstin: string };

// ---------------------------------------------------------------- financial year and numbers

/** India's financial year (April to March) of a moment, read on India's clock: '2026-27'. */
export function financialYearOf(at: Date): string {
  const [y = 0, m = 1] = indiaToday(at).split('-').map(Number);
  const year = m >= 4 ? y : y - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

export const taxDocumentKinds = ['invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];

/** The largest serial a number can carry: six digits per GSTIN, financial year and kind. */
export const MAX_TAX_DOCUMENT_SERIAL = 999_999;

/**
 * A tax document's number (GST rule 46: at most 16 characters, letters, digits, '-' and '/'), unique per
 * GSTIN and financial year: SH (invoice) or CN (credit note), the GSTIN's state code, the financial year's
 * two years, the serial in six digits: SH07/2627/000001.
 */
export function taxDocumentNumber(kind: TaxDocumentKind, gstin: string, financialYear: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial > MAX_TAX_DOCUMENT_SERIAL) throw new Error(`serial ${serial} is out of range`);
  const years = financialYear.replace(/^\d{2}(\d{2})-(\d{2})$/, '$1$2');
  return `${kind === 'invoice' ? 'SH' : 'CN'}${gstin.slice(0, 2)}/${years}/${String(serial).padStart(6, '0')}`;
}

// ---------------------------------------------------------------- amount in words

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones ? `${TENS[Math.floor(n / 10)]}-${ONES[ones]}` : TENS[Math.floor(n / 10)]!;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words, Indian numbering (thousand, lakh, crore; crores of crores read as such). */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${n} is not a whole number of rupees`);
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crores ? `${numberInIndianWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount as an invoice writes it in words: 'Rupees One Lakh Twelve Thousand and Fifty Paise Only'. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(Math.abs(paise) / 100);
  const rest = Math.abs(paise) % 100;
  return `Rupees ${numberInIndianWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}

// ---------------------------------------------------------------- the document

export const gstPartySchema = z.object({
  legalName: z.string(),
  /** The name the guest knows the place by (the hotel's). */
  tradeName: z.string(),
  address: z.string(),
  state: z.string(),
  stateCode: z.string(),
  gstin: z.string(),
});
export type GstSeller = z.infer<typeof gstPartySchema>;

export const taxDocumentLineSchema = z.object({
  /** The night the tariff is for (YYYY-MM-DD). */
  night: z.string(),
  roomType: z.string(),
  quantity: z.number().int().positive(),
  /** One room for that night. */
  tariffPaise: z.number().int().nonnegative(),
  /** tariff × quantity. */
  taxablePaise: z.number().int().nonnegative(),
  gstRatePercent: z.number().nonnegative(),
});
export type TaxDocumentLine = z.infer<typeof taxDocumentLineSchema>;

/** A tax invoice or credit note as issued: everything its PDF shows, carried by payment events. */
export const taxDocumentSchema = z.object({
  kind: z.enum(taxDocumentKinds),
  number: z.string().max(16),
  /** ISO date-time of issue; `issueDate` is its date in India. */
  issuedAt: z.string(),
  issueDate: z.string(),
  financialYear: z.string(),
  /** A credit note's invoice. */
  refersTo: z.object({ number: z.string(), issueDate: z.string() }).nullable(),
  seller: gstPartySchema,
  buyer: z.object({ name: z.string(), companyName: z.string().nullable(), gstin: z.string().nullable() }),
  /** A hotel stay is supplied where the hotel is (IGST Act s. 12(3)): intra-state, so CGST + SGST. */
  placeOfSupply: z.object({ state: z.string(), stateCode: z.string() }),
  booking: z.object({ id: z.string(), confirmationCode: z.string(), checkIn: z.string(), checkOut: z.string(), nights: z.number().int() }),
  sac: z.string(),
  lines: z.array(taxDocumentLineSchema),
  taxablePaise: z.number().int().nonnegative(),
  cgstPaise: z.number().int().nonnegative(),
  sgstPaise: z.number().int().nonnegative(),
  /** What brings the total to the whole rupees charged (at most 50 paise either way). */
  roundOffPaise: z.number().int(),
  totalPaise: z.number().int().nonnegative(),
  amountInWords: z.string(),
  reason: z.string().nullable(),
});
export type TaxDocument = z.infer<typeof taxDocumentSchema>;

export interface TaxDocumentInput {
  kind: TaxDocumentKind;
  number: string;
  issuedAt: Date;
  refersTo?: { number: string; issueDate: string } | null;
  seller: GstSeller;
  buyer: { name: string; companyName: string | null; gstin: string | null };
  booking: { id: string; confirmationCode: string; checkIn: string; checkOut: string; rooms: readonly { type: string; quantity: number; pricePaise: number }[] };
  /** What was charged (or is credited), whole rupees: the lines' tax is split and rounded to it. */
  totalPaise: number;
  reason?: string | null;
}

/**
 * A tax invoice (or a credit note cancelling one) for a stay: a line per night and room type at its tariff,
 * the tax by each line's slab, split half CGST and half SGST (place of supply: the hotel's state), the
 * round-off to the whole rupees charged, and the total in words.
 */
export function buildTaxDocument(input: TaxDocumentInput): TaxDocument {
  const nights = stayNights(input.booking.checkIn, input.booking.checkOut);
  const lines = nights.flatMap((night) =>
    input.booking.rooms
      .filter((r) => r.quantity > 0)
      .map((r) => ({ night, roomType: r.type, quantity: r.quantity, tariffPaise: r.pricePaise, taxablePaise: r.pricePaise * r.quantity, gstRatePercent: gstRatePercent(r.pricePaise) })),
  );
  const taxablePaise = lines.reduce((sum, l) => sum + l.taxablePaise, 0);
  // Half of each line's tax is CGST and half SGST; the rupee rounding of the total is shown as its own line.
  const halfTax = lines.reduce((sum, l) => sum + (l.taxablePaise * l.gstRatePercent) / 200, 0);
  const cgstPaise = Math.round(halfTax);
  const sgstPaise = cgstPaise;
  return {
    kind: input.kind,
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    issueDate: indiaToday(input.issuedAt),
    financialYear: financialYearOf(input.issuedAt),
    refersTo: input.refersTo ?? null,
    seller: input.seller,
    buyer: input.buyer,
    placeOfSupply: { state: input.seller.state, stateCode: input.seller.stateCode },
    booking: { id: input.booking.id, confirmationCode: input.booking.confirmationCode, checkIn: input.booking.checkIn, checkOut: input.booking.checkOut, nights: nights.length },
    sac: HOTEL_STAY_SAC,
    lines,
    taxablePaise,
    cgstPaise,
    sgstPaise,
    roundOffPaise: input.totalPaise - taxablePaise - cgstPaise - sgstPaise,
    totalPaise: input.totalPaise,
    amountInWords: amountInWords(input.totalPaise),
    reason: input.reason ?? null,
  };
}


/** GET /api/payments/invoices/{booking_id}: the booking's tax documents, oldest first (amounts in rupees). */
export const taxDocumentListSchema = z.object({
  booking_id: z.string(),
  documents: z.array(
    z.object({
      number: z.string(),
      kind: z.enum(taxDocumentKinds),
      issue_date: z.string(),
      total: z.number(),
      /** A credit note's invoice. */
      refers_to: z.string().nullable(),
      /** An invoice a credit note cancelled. */
      credited: z.boolean(),
    }),
  ),
});
export type TaxDocumentList = z.infer<typeof taxDocumentListSchema>;
