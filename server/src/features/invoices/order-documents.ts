/** Which GST documents of an order are issued, for the order pages' download links. */
import type { OrderGstDocuments } from 'shared-contracts/gst';
import type { DocumentStore } from '../../storage/port';
import { toIssuedCreditNote, toIssuedInvoice } from './issued-invoice';

export async function orderGstDocuments(docs: Pick<DocumentStore, 'get'>, orderId: string): Promise<OrderGstDocuments> {
  const [invoice, creditNote] = await Promise.all([
    docs.get('invoices', orderId).then(toIssuedInvoice),
    docs.get('creditNotes', orderId).then(toIssuedCreditNote),
  ]);
  return {
    invoice: invoice && { number: invoice.number, issuedAt: invoice.issuedAt },
    creditNote: creditNote && { number: creditNote.number, issuedAt: creditNote.issuedAt },
  };
}
