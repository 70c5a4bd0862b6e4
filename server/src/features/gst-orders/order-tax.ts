/**
 * The GST on an order, computed at create-order by the server alone: each line's taxable value and
 * tax from its GST-inclusive price and its product's rate (computeGst), the place of supply from
 * the state the checkout names (checked against the billing pincode's postal zone). A pincode's
 * first digit covers several states, so it cannot name the state itself: without one, the
 * seller's own state is taken and the order says so (placeOfSupplyAssumed).
 */
import { lineName } from 'shared-contracts/catalogue';
import { isIndia, toPaise, type BillingDetails, type CartItem } from 'shared-contracts';
import { pincodeStateProblem } from 'shared-contracts/delivery';
import {
  BUSINESS_NAME_MAX_LENGTH,
  ORDER_TAX_MESSAGES,
  checkGstin,
  computeGst,
  gstStateByCode,
  type GstSettings,
  type OrderTax,
  type OrderTaxBuyer,
  type OrderTaxRequest,
  type ProductTaxFacts,
} from 'shared-contracts/gst';
import { httpError } from '../../http-errors';

/** What the shopper asked for, checked: the place of supply they named (if any) and a registered buyer. */
export interface CheckedTaxRequest {
  stateCode: string | null;
  buyer: OrderTaxBuyer | null;
}

/** Checks create-order's GST fields; a bad one is a 400 naming every problem (before anything is reserved). */
export function checkOrderTaxRequest(request: OrderTaxRequest, billing: BillingDetails): CheckedTaxRequest {
  const problems: string[] = [];
  const stateCode = request.stateCode?.trim() || null;
  if (stateCode !== null) {
    const state = gstStateByCode(stateCode);
    if (!state) problems.push(ORDER_TAX_MESSAGES.unknownState);
    else if (isIndia(billing.country)) {
      const mismatch = pincodeStateProblem(billing.postalCode, state.name);
      if (mismatch) problems.push(mismatch);
    }
  }
  const gstin = request.gstin?.trim() ?? '';
  const businessName = request.businessName?.trim() ?? '';
  let buyer: OrderTaxBuyer | null = null;
  if (gstin) {
    const checked = checkGstin(gstin);
    if (!checked.ok) problems.push(checked.message);
    if (!businessName) problems.push(ORDER_TAX_MESSAGES.businessNameMissing);
    else if (businessName.length > BUSINESS_NAME_MAX_LENGTH) problems.push(ORDER_TAX_MESSAGES.businessNameTooLong);
    if (checked.ok && businessName && problems.length === 0) buyer = { gstin: checked.gstin, businessName };
  } else if (businessName) problems.push(ORDER_TAX_MESSAGES.businessNameWithoutGstin);
  if (problems.length > 0) throw httpError(400, problems.join(' '));
  return { stateCode, buyer };
}

export interface TaxOrderInput {
  settings: GstSettings;
  items: readonly CartItem[];
  /** The tax facts of each line's product, in the order of `items`. */
  taxFacts: readonly ProductTaxFacts[];
  request: CheckedTaxRequest;
  /** What the shopper is charged, in paise: the invoice total must be exactly this. */
  amountPaise: number;
  /** Each line's share of a coupon's discount, in paise, in the order of `items` (taken off before tax). */
  lineDiscountsPaise?: readonly number[];
}

/** The order's GST breakup, line by line; throws when its total is not the amount charged (a pricing bug). */
export function taxOrder({
  settings,
  items,
  taxFacts,
  request,
  amountPaise,
  lineDiscountsPaise,
}: TaxOrderInput): OrderTax {
  const placeOfSupplyStateCode = request.stateCode ?? settings.stateCode;
  const breakup = computeGst({
    supplierStateCode: settings.stateCode,
    placeOfSupplyStateCode,
    lines: items.map((item, index) => ({
      unitPricePaise: toPaise(item.price),
      quantity: item.quantity,
      ratePercent: (taxFacts[index] as ProductTaxFacts).gstRatePercent,
      discountPaise: lineDiscountsPaise?.[index] ?? 0,
    })),
  });
  if (breakup.totals.chargedPaise !== amountPaise) {
    throw new Error(`The tax breakup totals ${breakup.totals.chargedPaise} paise, the order ${amountPaise}.`);
  }
  return {
    supplierStateCode: settings.stateCode,
    placeOfSupplyStateCode,
    placeOfSupplyAssumed: request.stateCode === null,
    supply: breakup.supply,
    stateTax: breakup.stateTax,
    buyer: request.buyer,
    lines: breakup.lines.map((line, index) => {
      const item = items[index] as CartItem;
      return {
        ...line,
        productId: item.id,
        description: lineName(item),
        hsn: (taxFacts[index] as ProductTaxFacts).hsn,
        quantity: item.quantity,
        unitPricePaise: toPaise(item.price),
      };
    }),
    totals: breakup.totals,
  };
}
