/**
 * The shopper mails' attachments: the order's tax invoice on the confirmation, its credit note on
 * the cancellation, each as a PDF when it was issued.
 */
import type { DocumentStore } from '../../storage/port';
import type { MailMessage } from '../mail/mailer';
import type { OrderLog } from '../orders/stock-moves';
import { renderInvoicePdf } from './invoicePdf';
import type { InvoiceDocument } from './invoiceDocument';
import { creditNoteDocument, taxInvoiceDocument, toIssuedCreditNote, toIssuedInvoice } from './issued-invoice';

/** "LK/26-27/000123" → "LK-26-27-000123.pdf": a file name without slashes. */
export const documentFileName = (number: string): string => `${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;

interface AttachedDocument {
  /** Its stored collection, keyed by order id. */
  collection: 'invoices' | 'creditNotes';
  /** The issued document drawn for its PDF, with its number; null when none is stored. */
  draw: (data: Awaited<ReturnType<DocumentStore['get']>>) => { pdf: InvoiceDocument; number: string } | null;
  /** Said in the log when it cannot be attached. */
  name: string;
}

const TAX_INVOICE: AttachedDocument = {
  collection: 'invoices',
  draw: (data) => {
    const invoice = toIssuedInvoice(data);
    return invoice && { pdf: taxInvoiceDocument(invoice), number: invoice.number };
  },
  name: 'tax invoice',
};

const CREDIT_NOTE: AttachedDocument = {
  collection: 'creditNotes',
  draw: (data) => {
    const note = toIssuedCreditNote(data);
    return note && { pdf: creditNoteDocument(note), number: note.number };
  },
  name: 'credit note',
};

/**
 * `message` with the document of `orderId` attached; as it is when the order has none, or when it
 * cannot be drawn (logged: the mail still goes, and the document is on the order's page).
 */
async function withDocumentAttached(
  document: AttachedDocument,
  message: MailMessage,
  orderId: string,
  docs: Pick<DocumentStore, 'get'>,
  log: Pick<OrderLog, 'error'>,
): Promise<MailMessage> {
  try {
    const drawn = document.draw(await docs.get(document.collection, orderId));
    if (!drawn) return message;
    const content = await renderInvoicePdf(drawn.pdf);
    const attachment = { filename: documentFileName(drawn.number), content, contentType: 'application/pdf' };
    return { ...message, attachments: [...(message.attachments ?? []), attachment] };
  } catch (error) {
    log.error({ err: error, orderId }, `${document.name} not attached to the order mail`);
    return message;
  }
}

/** The order-confirmation mail with the order's tax invoice attached, when one was issued. */
export const withInvoiceAttached = (
  message: MailMessage,
  orderId: string,
  docs: Pick<DocumentStore, 'get'>,
  log: Pick<OrderLog, 'error'>,
): Promise<MailMessage> => withDocumentAttached(TAX_INVOICE, message, orderId, docs, log);

/** The cancellation mail with the order's credit note attached, when one was issued. */
export const withCreditNoteAttached = (
  message: MailMessage,
  orderId: string,
  docs: Pick<DocumentStore, 'get'>,
  log: Pick<OrderLog, 'error'>,
): Promise<MailMessage> => withDocumentAttached(CREDIT_NOTE, message, orderId, docs, log);
