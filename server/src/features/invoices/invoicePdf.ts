/**
 * Draws a GST tax invoice or credit note as a PDF (pdfkit). The text is set in DejaVu Sans, shipped
 * as an npm package so every server has it: it has the rupee sign (₹, which the PDF standard fonts
 * lack) and Latin, Greek and Cyrillic letters for names and addresses. The document is drawn from
 * the InvoiceDocument alone (its date is the PDF's creation date), so the same document gives the
 * same file.
 */
import PDFDocument from 'pdfkit';
import { formatPaise } from 'shared-contracts';
import { amountInWords, formatIstDate, gstStateByCode } from 'shared-contracts/gst';
import type { InvoiceDocument, InvoiceLine } from './invoiceDocument';

const REGULAR_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 36;
const CELL_PADDING = 3;
const BODY_SIZE = 9;
const TABLE_SIZE = 7.5;
const RULE_COLOUR = '#999999';

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLine, index: number) => string;
}

const amount = (paise: number): string => formatPaise(paise, { symbol: false });
const rateAndAmount = (rate: number, paise: number): string => `${rate}%\n${amount(paise)}`;

/** "Karnataka (29)": the state's name and GST code, as the rules ask for the place of supply. */
function stateWithCode(code: string): string {
  const state = gstStateByCode(code);
  return state ? `${state.name} (${code})` : code;
}

/**
 * The line table's columns across the page's width: CGST and SGST/UTGST within a state, IGST
 * across states; the description takes the width the figures leave.
 */
function columnsFor(document: InvoiceDocument, tableWidth: number): Column[] {
  const half = (line: InvoiceLine): number => line.ratePercent / 2;
  const taxColumns: Column[] =
    document.supply === 'intra-state'
      ? [
          {
            title: 'CGST\n% · ₹',
            width: 56,
            align: 'right',
            cell: (line) => rateAndAmount(half(line), line.cgstPaise),
          },
          {
            title: `${document.stateTax}\n% · ₹`,
            width: 56,
            align: 'right',
            cell: (line) => rateAndAmount(half(line), line.sgstPaise),
          },
        ]
      : [
          {
            title: 'IGST\n% · ₹',
            width: 72,
            align: 'right',
            cell: (line) => rateAndAmount(line.ratePercent, line.igstPaise),
          },
        ];
  const figures: Column[] = [
    { title: 'HSN/\nSAC', width: 38, align: 'left', cell: (line) => line.hsn },
    { title: 'Qty', width: 24, align: 'right', cell: (line) => String(line.quantity) },
    { title: 'Unit price ₹ (incl. GST)', width: 56, align: 'right', cell: (line) => amount(line.unitPricePaise) },
    { title: 'Discount ₹', width: 46, align: 'right', cell: (line) => amount(line.discountPaise) },
    { title: 'Taxable value ₹', width: 58, align: 'right', cell: (line) => amount(line.taxablePaise) },
    ...taxColumns,
    { title: 'Total ₹', width: 60, align: 'right', cell: (line) => amount(line.chargedPaise) },
  ];
  const numberColumn: Column = { title: '#', width: 16, align: 'left', cell: (_line, index) => String(index + 1) };
  const descriptionWidth = tableWidth - numberColumn.width - figures.reduce((sum, column) => sum + column.width, 0);
  const description: Column = {
    title: 'Description',
    width: descriptionWidth,
    align: 'left',
    cell: (line) => line.description,
  };
  return [numberColumn, description, ...figures];
}

/** The totals must be the lines' sums: a document that disagrees with itself is not drawn. */
function checkTotals(document: InvoiceDocument): void {
  const keys = ['discountPaise', 'taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'chargedPaise'] as const;
  for (const key of keys) {
    const sum = document.lines.reduce((total, line) => total + line[key], 0);
    if (sum !== document.totals[key]) {
      throw new Error(`Document ${document.number}: total ${key} ${document.totals[key]} is not its lines' ${sum}.`);
    }
  }
}

/** The PDF of a tax invoice or credit note. */
export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  checkTotals(document);
  const isCreditNote = document.kind === 'credit-note';
  const title = isCreditNote ? 'Credit Note' : 'Tax Invoice';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: REGULAR_FONT,
    info: {
      Title: `${title} ${document.number}`,
      Author: document.supplier.legalName,
      CreationDate: document.issuedAt,
      ModDate: document.issuedAt,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', REGULAR_FONT);
  doc.registerFont('bold', BOLD_FONT);

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const rule = (y: number): void => {
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE_COLOUR)
      .stroke();
  };

  // Heading: the document's nature, and which copy this is (Rule 48: original for the recipient).
  doc
    .font('bold')
    .fontSize(15)
    .text(title.toUpperCase(), left, MARGIN, { width: width / 2 });
  doc
    .font('regular')
    .fontSize(BODY_SIZE)
    .text('Original for recipient', left + width / 2, MARGIN + 4, { width: width / 2, align: 'right' });
  doc.y = MARGIN + 24;
  rule(doc.y);

  // Supplier on the left, the document's particulars on the right.
  const top = doc.y + 8;
  const { supplier, recipient } = document;
  doc
    .font('bold')
    .fontSize(BODY_SIZE + 1)
    .text(supplier.legalName, left, top, { width: width * 0.5 });
  doc
    .font('regular')
    .fontSize(BODY_SIZE)
    .text(supplier.address, { width: width * 0.5 })
    .text(`State: ${stateWithCode(supplier.stateCode)}`, { width: width * 0.5 })
    .text(`GSTIN: ${supplier.gstin}`, { width: width * 0.5 });
  const supplierBottom = doc.y;

  const particulars: [string, string][] = [
    [isCreditNote ? 'Credit note no.' : 'Invoice no.', document.number],
    [isCreditNote ? 'Credit note date' : 'Invoice date', formatIstDate(document.issuedAt)],
  ];
  if (document.kind === 'credit-note') {
    particulars.push(['Against invoice', `${document.invoice.number} of ${formatIstDate(document.invoice.issuedAt)}`]);
    particulars.push(['Reason', document.reason]);
  }
  particulars.push(['Place of supply', stateWithCode(document.placeOfSupplyStateCode)]);
  particulars.push(['Tax payable on reverse charge', 'No']);
  if (document.orderId) particulars.push(['Order', document.orderId]);
  const particularsX = left + width * 0.52;
  doc.y = top;
  for (const [label, value] of particulars) {
    doc.text(`${label}: ${value}`, particularsX, doc.y, { width: width * 0.48 });
  }
  doc.y = Math.max(supplierBottom, doc.y) + 8;
  rule(doc.y);

  // Recipient.
  doc.y += 8;
  doc.font('bold').text(isCreditNote ? 'Issued to' : 'Billed to', left, doc.y, { width });
  doc
    .font('regular')
    .text(recipient.name, { width })
    .text(recipient.address, { width })
    .text(`State: ${stateWithCode(recipient.stateCode)}`, { width })
    .text(`GSTIN: ${recipient.gstin ?? 'Unregistered'}`, { width });
  doc.y += 8;

  // The lines.
  const columns = columnsFor(document, width);
  const drawRow = (cells: string[], font: 'regular' | 'bold'): void => {
    doc.font(font).fontSize(TABLE_SIZE);
    const heights = cells.map((cell, index) =>
      doc.heightOfString(cell, { width: (columns[index] as Column).width - 2 * CELL_PADDING }),
    );
    const height = Math.max(...heights) + 2 * CELL_PADDING;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      doc.y = doc.page.margins.top;
    }
    const rowTop = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      const column = columns[index] as Column;
      doc.text(cell, x + CELL_PADDING, rowTop + CELL_PADDING, {
        width: column.width - 2 * CELL_PADDING,
        align: column.align,
      });
      x += column.width;
    });
    doc.y = rowTop + height;
    rule(doc.y);
  };
  rule(doc.y);
  drawRow(
    columns.map((column) => column.title),
    'bold',
  );
  document.lines.forEach((line, index) =>
    drawRow(
      columns.map((column) => column.cell(line, index)),
      'regular',
    ),
  );

  // Totals, in figures and in words.
  const { totals } = document;
  const totalRows: [string, number][] = [['Taxable value', totals.taxablePaise]];
  if (document.supply === 'intra-state') {
    totalRows.push(['CGST', totals.cgstPaise], [document.stateTax, totals.sgstPaise]);
  } else {
    totalRows.push(['IGST', totals.igstPaise]);
  }
  // With a discount: price − discount = what the taxable value and the taxes add up to; the
  // coupon's code is named beside it, as the shopper applied it.
  if (totals.discountPaise > 0) {
    const discountLabel = document.couponCode ? `Discount (coupon ${document.couponCode})` : 'Discount';
    totalRows.unshift(['Price (incl. GST)', totals.grossPaise], [discountLabel, totals.discountPaise]);
  }
  // Wide enough for "Discount (coupon <the longest code>)" on one line.
  const totalsX = left + width * 0.35;
  const labelWidth = width * 0.45;
  const amountWidth = width * 0.2;
  // A long label wraps: the next row starts below the lower of the label and the amount.
  const totalRow = (label: string, paise: number, top: number): void => {
    doc.text(label, totalsX, top, { width: labelWidth });
    const labelBottom = doc.y;
    doc.text(formatPaise(paise), totalsX + labelWidth, top, { width: amountWidth, align: 'right' });
    doc.y = Math.max(labelBottom, doc.y);
  };
  doc.y += 8;
  doc.font('regular').fontSize(BODY_SIZE);
  for (const [label, paise] of totalRows) totalRow(label, paise, doc.y);
  doc.font('bold');
  totalRow(isCreditNote ? 'Total credited' : 'Invoice total', totals.chargedPaise, doc.y + 2);
  doc.y += 6;
  doc.font('regular').text(`Amount in words: ${amountInWords(totals.chargedPaise)}`, left, doc.y, { width });

  // Signature block.
  doc.y += 24;
  doc.text(`For ${supplier.legalName}`, left + width / 2, doc.y, { width: width / 2, align: 'right' });
  doc.y += 24;
  doc.text('Authorised signatory', left + width / 2, doc.y, { width: width / 2, align: 'right' });

  doc.end();
  return done;
}
