/**
 * Issuing the tax invoice of a paid order: once per order, numbered with the next serial of its
 * series (the invoice prefix and the financial year of the moment it is issued, in India). The
 * series' counter, documentSeries/{series}, and the invoice are written in one transaction
 * (mutateAll), so serials are consecutive with no gap and no duplicate however many orders are
 * paid at once on however many servers, and a retried or duplicate settle finds the invoice there
 * and issues none.
 */
import type { GstSettings } from 'shared-contracts/gst';
import type { DocumentStore } from '../../storage/port';
import { createGstSettingsRepository } from '../gst-settings/repository';
import type { OrderRecord } from '../orders/repository';
import type { OrderLog } from '../orders/stock-moves';
import { seriesId, writeNumbered } from './document-series';
import { fromIssuedInvoice, toIssuedInvoice, type IssuedInvoice } from './issued-invoice';

export type IssueResult = { invoice: IssuedInvoice; issued: boolean } | { invoice: null; reason: string };

export const NO_TAX_BREAKUP = 'the order has no GST breakup (taken before the GST settings were saved)';
export const NO_SETTINGS = 'the GST settings are not saved';
export const NOT_PAID = 'the order is not paid';
export const SUPPLIER_STATE_CHANGED = "the seller's registered state changed after the order was taxed";

/** Orders whose invoice may be issued: paid, and what follows a payment. */
const INVOICED_STATUSES: ReadonlySet<OrderRecord['status']> = new Set(['paid', 'shipped', 'delivered', 'cancelled']);

export const invoiceSeriesId = (settings: GstSettings, issuedAt: Date): string =>
  seriesId('invoice', settings.invoicePrefix, issuedAt);

export function recipientOf(order: OrderRecord): IssuedInvoice['recipient'] {
  const tax = order.tax as NonNullable<OrderRecord['tax']>;
  const billing = order.billing;
  const address = billing ? [billing.address, `${billing.city} ${billing.postalCode}`, billing.country] : [];
  return {
    name: tax.buyer?.businessName ?? billing?.name ?? '',
    address: address.filter((line) => line.trim()).join('\n'),
    stateCode: tax.placeOfSupplyStateCode,
    ...(tax.buyer ? { gstin: tax.buyer.gstin } : {}),
  };
}

export async function issueInvoice(
  docs: Pick<DocumentStore, 'get' | 'put' | 'mutateAll'>,
  order: OrderRecord,
  { now = () => new Date() }: { now?: () => Date } = {},
): Promise<IssueResult> {
  const existing = toIssuedInvoice(await docs.get('invoices', order.id));
  if (existing) return { invoice: existing, issued: false };
  if (!INVOICED_STATUSES.has(order.status) || !order.paidAt) return { invoice: null, reason: NOT_PAID };
  const tax = order.tax;
  if (!tax) return { invoice: null, reason: NO_TAX_BREAKUP };
  const { settings } = await createGstSettingsRepository(docs).get();
  if (!settings) return { invoice: null, reason: NO_SETTINGS };
  if (settings.stateCode !== tax.supplierStateCode) return { invoice: null, reason: SUPPLIER_STATE_CHANGED };

  const issuedAt = now();
  const series = invoiceSeriesId(settings, issuedAt);
  const base: Omit<IssuedInvoice, 'number' | 'serial'> = {
    orderId: order.id,
    uid: order.uid,
    series,
    issuedAt: issuedAt.toISOString(),
    supplier: {
      legalName: settings.legalName,
      gstin: settings.gstin,
      address: settings.address,
      stateCode: settings.stateCode,
    },
    recipient: recipientOf(order),
    tax,
    ...(order.coupon ? { coupon: { ...order.coupon } } : {}),
  };
  const { stored, wrote } = await writeNumbered(docs, {
    series,
    prefix: settings.invoicePrefix,
    issuedAt,
    target: { collection: 'invoices', id: order.id },
    build: (number, serial) => fromIssuedInvoice({ ...base, number, serial }),
  });
  const invoice = toIssuedInvoice(stored ?? null);
  if (!invoice) throw new Error(`invoices/${order.id} could not be read back after issuing`);
  return { invoice, issued: wrote };
}

/**
 * The settle path's call when an order has just been paid: issues its invoice, and never fails
 * the settlement (the payment is taken either way); a failure is logged, and the invoice is issued
 * when it is first downloaded.
 */
export async function issueInvoiceForPaidOrder(
  docs: Pick<DocumentStore, 'get' | 'put' | 'mutateAll'>,
  order: OrderRecord,
  log: OrderLog,
): Promise<void> {
  try {
    const result = await issueInvoice(docs, order);
    if (result.invoice) log.info({ orderId: order.id, invoice: result.invoice.number }, 'tax invoice issued');
    // An order taken before the GST settings existed was already logged then; the rest need a look.
    else if (result.reason === NO_TAX_BREAKUP) log.info({ orderId: order.id, reason: result.reason }, 'no tax invoice');
    else log.warn({ orderId: order.id, reason: result.reason }, 'no tax invoice issued');
  } catch (error) {
    log.error({ err: error, orderId: order.id }, 'tax invoice NOT issued: it is issued on its first download');
  }
}
