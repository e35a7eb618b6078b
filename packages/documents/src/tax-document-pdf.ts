import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatStayDate, type TaxDocument, type TaxDocumentLine } from '@suvarna/contracts';

/*
 * A tax invoice or credit note as an A4 PDF, drawn with the standard Helvetica fonts (no font files to ship):
 * the seller (legal name, hotel, address, state, GSTIN), the document's number and date, the buyer (and the
 * company's GSTIN when given), the place of supply, a line per night and room type with the SAC, the taxable
 * value, CGST and SGST, the round-off, the total in figures and in words.
 */

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const INK = rgb(0.06, 0.11, 0.18);
const MUTED = rgb(0.36, 0.34, 0.3);
const GOLD = rgb(0.79, 0.64, 0.36);
const RULE = rgb(0.85, 0.82, 0.76);
/** Table rows that fit under the header on the first page, and on each page after it. */
const FIRST_PAGE_ROWS = 22;
const NEXT_PAGE_ROWS = 38;

/** Windows-1252 beyond Latin-1: what the standard fonts can draw besides U+0020–U+007E and U+00A0–U+00FF. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can draw: a character they lack (Devanagari, say) becomes '?'. */
export function drawable(text: string): string {
  return Array.from(text.replace(/[\r\n\t]+/g, ' '))
    .map((ch) => {
      const cp = ch.codePointAt(0) ?? 0;
      return (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(ch) ? ch : '?';
    })
    .join('');
}

/** A line's description as the invoice prints it: 'Deluxe Room, night of Thu, 12 Mar 2026'. */
const lineDescription = (line: TaxDocumentLine) => `${line.roomType}, night of ${formatStayDate(line.night)}`;

const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Paise as an invoice prints rupees: Indian grouping, two decimals, no symbol (the column says INR). */
export const money = (paise: number) => inr.format(paise / 100);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  newPage() {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  text(text: string, x: number, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; align?: 'left' | 'right'; maxWidth?: number; y?: number } = {}) {
    const size = options.size ?? 9;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    let value = drawable(text);
    if (options.maxWidth) while (value.length > 1 && font.widthOfTextAtSize(value, size) > options.maxWidth) value = `${value.slice(0, -2)}…`;
    const width = font.widthOfTextAtSize(value, size);
    this.page.drawText(value, { x: options.align === 'right' ? x - width : x, y: options.y ?? this.y, size, font, color: options.color ?? INK });
  }

  /** Wraps text to a width; returns the lines drawn. */
  paragraph(text: string, x: number, width: number, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> } = {}): number {
    const size = options.size ?? 9;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const words = drawable(text).split(' ');
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    for (const l of lines) {
      this.text(l, x, options);
      this.y -= size + 3;
    }
    return lines.length;
  }

  rule(color = RULE, thickness = 0.6) {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE[0] - MARGIN, y: this.y }, thickness, color });
  }
}

const RIGHT = PAGE[0] - MARGIN;
/** Column x positions: #, description, SAC, rooms, rate (right edge), taxable value (right edge). */
const COL = { n: MARGIN, description: MARGIN + 22, sac: 318, qty: 372, rate: 470, taxable: RIGHT };

function tableHeader(w: Writer) {
  w.page.drawRectangle({ x: MARGIN, y: w.y - 5, width: RIGHT - MARGIN, height: 18, color: rgb(0.96, 0.94, 0.9) });
  w.text('#', COL.n + 2, { bold: true, size: 8 });
  w.text('Description of service', COL.description, { bold: true, size: 8 });
  w.text('SAC', COL.sac, { bold: true, size: 8 });
  w.text('Rooms', COL.qty, { bold: true, size: 8 });
  w.text('Rate (INR)', COL.rate, { bold: true, size: 8, align: 'right' });
  w.text('Taxable value (INR)', COL.taxable - 4, { bold: true, size: 8, align: 'right' });
  w.y -= 20;
}

function header(w: Writer, d: TaxDocument) {
  const title = d.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE';
  w.text('SUVARNA', MARGIN, { size: 18, bold: true, color: GOLD });
  w.text('HOTELS & RESORTS', MARGIN, { size: 7, color: MUTED, y: w.y - 11 });
  w.text(title, RIGHT, { size: 16, bold: true, align: 'right' });
  w.text('Original for recipient', RIGHT, { size: 7, color: MUTED, align: 'right', y: w.y - 11 });
  w.y -= 30;
  w.rule(GOLD, 1.2);
  w.y -= 16;

  const top = w.y;
  // The seller, left; the document's particulars, right.
  w.text(d.seller.legalName, MARGIN, { bold: true, size: 10 });
  w.y -= 13;
  w.text(d.seller.tradeName, MARGIN);
  w.y -= 12;
  w.paragraph(d.seller.address, MARGIN, 270);
  w.text(`State: ${d.seller.state} (code ${d.seller.stateCode})`, MARGIN);
  w.y -= 12;
  w.text(`GSTIN: ${d.seller.gstin}`, MARGIN, { bold: true });
  const leftBottom = w.y;

  const particulars: [string, string][] = [
    [d.kind === 'invoice' ? 'Invoice No.' : 'Credit note No.', d.number],
    ['Date', formatStayDate(d.issueDate)],
    ...(d.refersTo
      ? ([
          ['Against invoice', d.refersTo.number],
          ['Invoice date', formatStayDate(d.refersTo.issueDate)],
        ] as [string, string][])
      : []),
    ['Booking', d.booking.confirmationCode],
    ['Place of supply', `${d.placeOfSupply.state} (${d.placeOfSupply.stateCode})`],
    ['Reverse charge', 'No'],
  ];
  let y = top;
  for (const [label, value] of particulars) {
    w.text(label, 330, { color: MUTED, size: 8, y });
    w.text(value, RIGHT, { bold: label.endsWith('No.'), align: 'right', y, maxWidth: 150 });
    y -= 13;
  }
  w.y = Math.min(leftBottom, y) - 14;
  w.rule();
  w.y -= 16;

  // The buyer, and the stay.
  const buyerTop = w.y;
  w.text('Billed to', MARGIN, { color: MUTED, size: 8 });
  w.y -= 13;
  if (d.buyer.companyName) {
    w.text(d.buyer.companyName, MARGIN, { bold: true, maxWidth: 270 });
    w.y -= 12;
    w.text(`GSTIN: ${d.buyer.gstin ?? ''}`, MARGIN, { bold: true });
    w.y -= 12;
    w.text(`Guest: ${d.buyer.name}`, MARGIN, { maxWidth: 270 });
  } else {
    w.text(d.buyer.name, MARGIN, { bold: true, maxWidth: 270 });
    w.y -= 12;
    w.text('Unregistered person (no GSTIN given)', MARGIN, { color: MUTED, size: 8 });
  }
  const buyerBottom = w.y;
  w.y = buyerTop;
  w.text('Stay', 330, { color: MUTED, size: 8 });
  w.y -= 13;
  w.text(`${formatStayDate(d.booking.checkIn)} to ${formatStayDate(d.booking.checkOut)}`, 330);
  w.y -= 12;
  w.text(`${d.booking.nights} night${d.booking.nights === 1 ? '' : 's'} at ${d.seller.tradeName}`, 330, { maxWidth: RIGHT - 330 });
  w.y = Math.min(buyerBottom, w.y) - 18;
  if (d.reason) {
    w.paragraph(`Reason: ${d.reason}`, MARGIN, RIGHT - MARGIN, { color: MUTED, size: 8 });
    w.y -= 4;
  }
}

function totals(w: Writer, d: TaxDocument) {
  const rates = [...new Set(d.lines.map((l) => l.gstRatePercent / 2))];
  const at = rates.length === 1 ? ` @ ${rates[0]}%` : '';
  const rows: [string, number, boolean][] = [
    ['Total taxable value', d.taxablePaise, false],
    [`CGST${at}`, d.cgstPaise, false],
    [`SGST${at}`, d.sgstPaise, false],
    ...(d.roundOffPaise !== 0 ? ([['Round off', d.roundOffPaise, false]] as [string, number, boolean][]) : []),
    [d.kind === 'invoice' ? 'Total (INR)' : 'Total credited (INR)', d.totalPaise, true],
  ];
  w.y -= 4;
  w.rule();
  w.y -= 14;
  for (const [label, paise, strong] of rows) {
    if (strong) {
      w.page.drawLine({ start: { x: 330, y: w.y + 10 }, end: { x: RIGHT, y: w.y + 10 }, thickness: 0.8, color: INK });
      w.y -= 2;
    }
    w.text(label, 330, { bold: strong, size: strong ? 10 : 9 });
    w.text(money(paise), COL.taxable - 4, { bold: strong, size: strong ? 10 : 9, align: 'right' });
    w.y -= strong ? 16 : 13;
  }
  w.y -= 6;
  w.text('Amount in words', MARGIN, { color: MUTED, size: 8 });
  w.y -= 12;
  w.paragraph(d.amountInWords, MARGIN, RIGHT - MARGIN, { bold: true });
  w.y -= 10;
  w.rule();
  w.y -= 14;
  const notes = [
    `SAC ${d.sac}: accommodation in hotels. Place of supply is where the hotel is (IGST Act, section 12(3)): the tax is CGST and SGST of ${d.placeOfSupply.state}.`,
    `Booking reference ${d.booking.confirmationCode} (${d.booking.id}). Financial year ${d.financialYear}.`,
    'This is a computer-generated document and needs no signature.',
  ];
  for (const note of notes) w.paragraph(note, MARGIN, RIGHT - MARGIN, { color: MUTED, size: 7.5 });
}

/** The PDF of a tax invoice or credit note. */
export async function taxDocumentPdf(d: TaxDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `${d.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${d.number}`;
  doc.setTitle(title);
  doc.setAuthor(d.seller.legalName);
  doc.setSubject(`${d.seller.tradeName}, booking ${d.booking.confirmationCode}`);
  doc.setCreator('Suvarna Hotels & Resorts');
  doc.setProducer('Suvarna Hotels & Resorts');
  const issued = new Date(d.issuedAt);
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const w = new Writer(doc, fonts);
  header(w, d);
  tableHeader(w);
  let onPage = 0;
  let room = FIRST_PAGE_ROWS;
  d.lines.forEach((line, i) => {
    if (onPage === room) {
      w.text(`Continued on the next page (${title})`, RIGHT, { size: 7, color: MUTED, align: 'right' });
      w.newPage();
      w.text(`${title}, continued`, MARGIN, { bold: true, size: 10 });
      w.y -= 22;
      tableHeader(w);
      onPage = 0;
      room = NEXT_PAGE_ROWS;
    }
    w.text(String(i + 1), COL.n + 2);
    w.text(lineDescription(line), COL.description, { maxWidth: COL.sac - COL.description - 8 });
    w.text(d.sac, COL.sac);
    w.text(String(line.quantity), COL.qty);
    w.text(money(line.tariffPaise), COL.rate, { align: 'right' });
    w.text(money(line.taxablePaise), COL.taxable - 4, { align: 'right' });
    w.y -= 15;
    onPage++;
  });
  // The totals and notes need about 230 points.
  if (w.y < MARGIN + 230) w.newPage();
  totals(w, d);
  // Without object streams: pako's deflate of the objects cost a fifth of the document's CPU (4.1 → 3.2 ms) to save
  // under 2 KB of an attachment of about 5 KB; the page's drawing is still compressed.
  return doc.save({ useObjectStreams: false });
}
