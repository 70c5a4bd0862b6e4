/**
 * The credit note of a cancelled and refunded order: it reverses the order's whole tax invoice
 * (the same lines, taxable values and taxes), refers to it, and is numbered in the credit notes'
 * own series (their prefix and financial year) by the same one-transaction numbering as invoices.
 * Once per order: a second cancel or a retry finds it there. An order whose invoice was never
 * issued gets it first (the sale happened, then was reversed).
 */
import type { DocumentStore } from '../../storage/port';
import { createGstSettingsRepository } from '../gst-settings/repository';
import type { OrderRecord } from '../orders/repository';
import type { OrderLog } from '../orders/stock-moves';
import { seriesId, writeNumbered } from './document-series';
import { NO_SETTINGS, NO_TAX_BREAKUP, issueInvoice } from './issue-invoice';
import { fromIssuedCreditNote, toIssuedCreditNote, type IssuedCreditNote } from './issued-invoice';

export const NOT_REFUNDED = 'the order is not cancelled and refunded';
export const CREDIT_NOTE_REASON = 'Order cancelled and refunded';

export type CreditNoteResult = { creditNote: IssuedCreditNote; issued: boolean } | { creditNote: null; reason: string };

export async function issueCreditNote(
  docs: Pick<DocumentStore, 'get' | 'put' | 'mutateAll'>,
  order: OrderRecord,
  { now = () => new Date() }: { now?: () => Date } = {},
): Promise<CreditNoteResult> {
  const existing = toIssuedCreditNote(await docs.get('creditNotes', order.id));
  if (existing) return { creditNote: existing, issued: false };
  if (order.status !== 'cancelled' || order.refund?.state !== 'refunded')
    return { creditNote: null, reason: NOT_REFUNDED };
  const invoiced = await issueInvoice(docs, order, { now });
  if (!invoiced.invoice) return { creditNote: null, reason: invoiced.reason };
  const { settings } = await createGstSettingsRepository(docs).get();
  if (!settings) return { creditNote: null, reason: NO_SETTINGS };

  const { invoice } = invoiced;
  const issuedAt = now();
  const series = seriesId('credit-note', settings.creditNotePrefix, issuedAt);
  const { stored, wrote } = await writeNumbered(docs, {
    series,
    prefix: settings.creditNotePrefix,
    issuedAt,
    target: { collection: 'creditNotes', id: order.id },
    build: (number, serial) =>
      fromIssuedCreditNote({
        ...invoice,
        number,
        serial,
        series,
        issuedAt: issuedAt.toISOString(),
        invoice: { number: invoice.number, issuedAt: invoice.issuedAt },
        reason: CREDIT_NOTE_REASON,
      }),
  });
  const creditNote = toIssuedCreditNote(stored);
  if (!creditNote) throw new Error(`creditNotes/${order.id} could not be read back after issuing`);
  return { creditNote, issued: wrote };
}

/** The cancel's call once the refund is recorded: never fails the cancel; a failure is logged (the download issues it). */
export async function issueCreditNoteForRefundedOrder(
  docs: Pick<DocumentStore, 'get' | 'put' | 'mutateAll'>,
  order: OrderRecord,
  log: OrderLog,
): Promise<void> {
  try {
    const result = await issueCreditNote(docs, order);
    if (result.creditNote) log.info({ orderId: order.id, creditNote: result.creditNote.number }, 'credit note issued');
    else if (result.reason === NO_TAX_BREAKUP || result.reason === NOT_REFUNDED) {
      log.info({ orderId: order.id, reason: result.reason }, 'no credit note');
    } else log.warn({ orderId: order.id, reason: result.reason }, 'no credit note issued');
  } catch (error) {
    log.error({ err: error, orderId: order.id }, 'credit note NOT issued: it is issued on its first download');
  }
}
