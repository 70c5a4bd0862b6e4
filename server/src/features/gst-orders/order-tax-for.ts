/**
 * The GST breakup of a priced cart (less a coupon's discount, per line, plus the order's freight and
 * assembly) with the seller's stored settings: none until the seller saves them.
 */
import { toPaise } from 'shared-contracts';
import { NO_ORDER_CHARGES, orderChargesTotalPaise, type OrderCharges } from 'shared-contracts/delivery';
import type { OrderTax } from 'shared-contracts/gst';
import type { DocumentStore } from '../../storage/port';
import { createGstSettingsRepository } from '../gst-settings/repository';
import type { PricedCart } from '../orders/pricing';
import { taxOrder, type CheckedTaxRequest } from './order-tax';

interface WarnLog {
  warn(details: object, message: string): void;
}

export async function orderTaxFor(
  docs: Pick<DocumentStore, 'get' | 'put'>,
  priced: PricedCart,
  request: CheckedTaxRequest,
  log: WarnLog,
  discount: { lineDiscountsPaise: readonly number[]; totalPaise: number } | null = null,
  charges: OrderCharges = NO_ORDER_CHARGES,
): Promise<OrderTax | null> {
  const { settings } = await createGstSettingsRepository(docs).get();
  if (!settings) {
    // The shop still sells; the accountant must save the GST settings before orders carry tax.
    log.warn({}, 'order taken without a GST breakup: the GST settings are not saved');
    return null;
  }
  return taxOrder({
    settings,
    items: priced.items,
    taxFacts: priced.taxFacts,
    request,
    amountPaise: toPaise(priced.amount) - (discount?.totalPaise ?? 0) + orderChargesTotalPaise(charges),
    ...(discount ? { lineDiscountsPaise: discount.lineDiscountsPaise } : {}),
    charges,
  });
}
