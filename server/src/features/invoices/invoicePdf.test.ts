import PDFParser from 'pdf2json';
import { formatPaise } from 'shared-contracts';
import { computeGst, gstinCheckCharacter, type GstLineInput } from 'shared-contracts/gst';
import type { CreditNoteDocument, InvoiceDocument, TaxInvoiceDocument } from './invoiceDocument';
import { renderInvoicePdf } from './invoicePdf';

/** The PDF's text as a reader extracts it, runs of white space as one space. */
function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const parser = new PDFParser(null, true);
    parser.on('pdfParser_dataError', (error) => reject('parserError' in error ? error.parserError : error));
    parser.on('pdfParser_dataReady', () => resolve(parser.getRawTextContent().replace(/\s+/g, ' ')));
    // Verbosity below 0 silences its pdf.js's "Setting up fake worker" warning (0 reads as the default, 1).
    parser.parseBuffer(pdf, -1);
  });
}

const SELLER_GSTIN = '27AAPFU0939F1ZV';
const BUYER_GSTIN = `29AAGCK4821M1Z${gstinCheckCharacter('29AAGCK4821M1Z')}`;
const ISSUED_AT = new Date('2027-04-01T10:15:00+05:30');

const items: (GstLineInput & { description: string; hsn: string })[] = [
  { description: 'Sheesham dining chair', hsn: '9401', unitPricePaise: 12_999_00, quantity: 2, ratePercent: 18 },
  { description: 'Teak coffee table', hsn: '9403', unitPricePaise: 24_500_00, quantity: 1, ratePercent: 18 },
];

function invoiceFor(placeOfSupplyStateCode: string, count = items.length): TaxInvoiceDocument {
  const sold = Array.from({ length: count }, (_unused, index) => items[index % items.length] as (typeof items)[number]);
  const breakup = computeGst({
    lines: sold,
    supplierStateCode: '27',
    placeOfSupplyStateCode,
    orderDiscountPaise: 500_00,
  });
  return {
    kind: 'tax-invoice',
    number: 'LK/27-28/000001',
    issuedAt: ISSUED_AT,
    supplier: {
      legalName: 'Lakdi Kala Furniture Private Limited',
      gstin: SELLER_GSTIN,
      address: '14 Timber Market Road\nPune 411002',
      stateCode: '27',
    },
    recipient: {
      name: 'Kaveri Interiors LLP',
      address: '2nd Floor, 88 Residency Road\nBengaluru 560025',
      stateCode: placeOfSupplyStateCode,
      gstin: BUYER_GSTIN,
    },
    placeOfSupplyStateCode,
    supply: breakup.supply,
    stateTax: breakup.stateTax,
    lines: breakup.lines.map((line, index) => ({ ...(sold[index] as (typeof items)[number]), ...line })),
    totals: breakup.totals,
    orderId: 'ord_8kq2',
  };
}

describe('renderInvoicePdf', () => {
  it('draws an inter-state tax invoice whose text holds the GSTINs, HSN, IGST and the total', async () => {
    const document = invoiceFor('29');
    const pdf = await renderInvoicePdf(document);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);

    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('Original for recipient');
    expect(text).toContain(`GSTIN: ${SELLER_GSTIN}`);
    expect(text).toContain(`GSTIN: ${BUYER_GSTIN}`);
    expect(text).toContain('Invoice no.: LK/27-28/000001');
    expect(text).toContain('Invoice date: 01 Apr 2027');
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('Tax payable on reverse charge: No');
    expect(text).toContain('9401');
    expect(text).toContain('9403');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    // 2 × 12,999 + 24,500 − 500 discount = 49,998 charged; each line's IGST is 18/118 of its share.
    expect(document.totals.chargedPaise).toBe(49_998_00);
    for (const line of document.lines) {
      expect(text).toContain(formatPaise(line.taxablePaise, { symbol: false }));
      expect(text).toContain(formatPaise(line.igstPaise, { symbol: false }));
    }
    expect(text).toContain('18%');
    expect(text).toContain(`IGST ${formatPaise(document.totals.igstPaise)}`);
    expect(text).toContain('Price (incl. GST) ₹50,498.00');
    expect(text).toContain('Discount ₹500.00');
    expect(text).toContain('Invoice total ₹49,998.00');
    expect(text).toContain('Amount in words: Rupees Forty Nine Thousand Nine Hundred Ninety Eight Only');
  });

  it('splits an intra-state invoice into CGST and SGST at half the rate each', async () => {
    const document = invoiceFor('27');
    const text = await pdfText(await renderInvoicePdf(document));
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    expect(text).toContain('9%');
    for (const line of document.lines) {
      expect(line.sgstPaise).toBe(line.cgstPaise);
      expect(text).toContain(formatPaise(line.cgstPaise, { symbol: false }));
    }
    expect(text).toContain(`CGST ${formatPaise(document.totals.cgstPaise)}`);
    expect(text).toContain(`SGST ${formatPaise(document.totals.sgstPaise)}`);
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('Invoice total ₹49,998.00');
  });

  it("names the coupon beside the discount, and the total is still the lines' charged amounts", async () => {
    const document: TaxInvoiceDocument = { ...invoiceFor('27'), couponCode: 'DIWALI-SPECIAL-2027' };
    const text = await pdfText(await renderInvoicePdf(document));
    expect(text).toContain('Price (incl. GST) ₹50,498.00');
    expect(text).toContain('Discount (coupon DIWALI-SPECIAL-2027) ₹500.00');
    expect(text).toContain(`CGST ${formatPaise(document.totals.cgstPaise)}`);
    expect(text).toContain('Invoice total ₹49,998.00');

    const creditNote: CreditNoteDocument = {
      ...document,
      kind: 'credit-note',
      number: 'LKC/27-28/000001',
      invoice: { number: document.number, issuedAt: document.issuedAt },
      reason: 'Order cancelled and refunded',
    };
    const noteText = await pdfText(await renderInvoicePdf(creditNote));
    expect(noteText).toContain('Discount (coupon DIWALI-SPECIAL-2027) ₹500.00');
    expect(noteText).toContain('Total credited ₹49,998.00');
  });

  it('draws a credit note that names the invoice it reverses', async () => {
    const invoice = invoiceFor('29');
    const creditNote: CreditNoteDocument = {
      ...invoice,
      kind: 'credit-note',
      number: 'LKC/27-28/000001',
      issuedAt: new Date('2027-04-03T09:00:00+05:30'),
      invoice: { number: invoice.number, issuedAt: invoice.issuedAt },
      reason: 'Order cancelled and refunded',
    };
    const text = await pdfText(await renderInvoicePdf(creditNote));
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('Credit note no.: LKC/27-28/000001');
    expect(text).toContain('Credit note date: 03 Apr 2027');
    expect(text).toContain('Against invoice: LK/27-28/000001 of 01 Apr 2027');
    expect(text).toContain('Reason: Order cancelled and refunded');
    expect(text).toContain('Total credited ₹49,998.00');
    expect(text).not.toContain('TAX INVOICE');
  });

  it('continues a long invoice on a second page and draws the same document the same way', async () => {
    const document = invoiceFor('29', 40);
    const pdf = await renderInvoicePdf(document);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1);
    const text = await pdfText(pdf);
    expect(text).toContain('Amount in words:');
    expect((await renderInvoicePdf(document)).equals(pdf)).toBe(true);
  });

  it('refuses a document whose totals are not its lines’ sums', async () => {
    const document: InvoiceDocument = invoiceFor('29');
    const tampered = { ...document, totals: { ...document.totals, igstPaise: document.totals.igstPaise - 1 } };
    expect(() => renderInvoicePdf(tampered)).toThrow('is not its lines');
  });
});
