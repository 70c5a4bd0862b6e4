/**
 * The GST on an order, computed at create-order by the server alone: each line's taxable value and
 * tax from its GST-inclusive price and its product's rate (computeGst), the place of supply from
 * the state the checkout names (checked against the billing pincode's postal zone). A pincode's
 * first digit covers several states, so it cannot name the state itself: without one, the
 * seller's own state is taken and the order says so (placeOfSupplyAssumed).
 *
 * Freight and assembly are services supplied with the goods, one composite supply whose principal
 * supply is the furniture: they are taxed at the principal supply's rate (the highest rate of the
 * order's goods) and printed as their own lines under their SAC, so the invoice's total is still
 * exactly what the shopper pays.
 */
import { lineName } from 'shared-contracts/catalogue';
import { isIndia, toPaise, type BillingDetails, type CartItem } from 'shared-contracts';
import { NO_ORDER_CHARGES, pincodeStateProblem, type OrderCharges } from 'shared-contracts/delivery';
import {
  BUSINESS_NAME_MAX_LENGTH,
  ORDER_TAX_MESSAGES,
  checkGstin,
  computeGst,
  gstStateByCode,
  type GstRate,
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
export function checkOrderTaxRequest(
  request: OrderTaxRequest,
  billing: Pick<BillingDetails, 'postalCode' | 'country'>,
): CheckedTaxRequest {
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
  /** Freight and assembly charged besides the goods (included in `amountPaise`); none when absent. */
  charges?: OrderCharges;
}

/**
 * The service lines' codes (SAC) and descriptions. 996791: goods transport agency services by road,
 * the freight a shop arranges with a carrier. 998739: installation services of other goods n.e.c.
 * (99873 is installation other than construction; furniture has no code of its own there, and
 * 9987 1x/2x are repair and maintenance, which assembly is not).
 */
export const SERVICE_LINES = {
  freight: { sac: '996791', description: 'Freight (delivery of the goods)' },
  assembly: { sac: '998739', description: 'Assembly and installation of the goods' },
} as const;

/** The rate of a composite supply's principal supply: the highest of its goods' rates (0 for none). */
export const principalRate = (taxFacts: readonly ProductTaxFacts[]): GstRate =>
  taxFacts.reduce<GstRate>((highest, facts) => (facts.gstRatePercent > highest ? facts.gstRatePercent : highest), 0);

interface TaxedLineSource {
  productId: string;
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  ratePercent: GstRate;
  discountPaise: number;
}

/** The goods' lines, then a line for each charge there is. */
function taxedLineSources(
  items: readonly CartItem[],
  taxFacts: readonly ProductTaxFacts[],
  lineDiscountsPaise: readonly number[] | undefined,
  charges: OrderCharges,
): TaxedLineSource[] {
  const goods = items.map((item, index): TaxedLineSource => {
    const facts = taxFacts[index] as ProductTaxFacts;
    return {
      productId: item.id,
      description: lineName(item),
      hsn: facts.hsn,
      quantity: item.quantity,
      unitPricePaise: toPaise(item.price),
      ratePercent: facts.gstRatePercent,
      discountPaise: lineDiscountsPaise?.[index] ?? 0,
    };
  });
  const rate = principalRate(taxFacts);
  const service = (kind: keyof typeof SERVICE_LINES, paise: number): TaxedLineSource[] =>
    paise > 0
      ? [
          {
            productId: '',
            description: SERVICE_LINES[kind].description,
            hsn: SERVICE_LINES[kind].sac,
            quantity: 1,
            unitPricePaise: paise,
            ratePercent: rate,
            discountPaise: 0,
          },
        ]
      : [];
  return [...goods, ...service('freight', charges.freightPaise), ...service('assembly', charges.assemblyPaise)];
}

/** The order's GST breakup, line by line; throws when its total is not the amount charged (a pricing bug). */
export function taxOrder({
  settings,
  items,
  taxFacts,
  request,
  amountPaise,
  lineDiscountsPaise,
  charges = NO_ORDER_CHARGES,
}: TaxOrderInput): OrderTax {
  const placeOfSupplyStateCode = request.stateCode ?? settings.stateCode;
  const sources = taxedLineSources(items, taxFacts, lineDiscountsPaise, charges);
  const breakup = computeGst({
    supplierStateCode: settings.stateCode,
    placeOfSupplyStateCode,
    lines: sources.map(({ unitPricePaise, quantity, ratePercent, discountPaise }) => ({
      unitPricePaise,
      quantity,
      ratePercent,
      discountPaise,
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
      const { productId, description, hsn, quantity, unitPricePaise } = sources[index] as TaxedLineSource;
      return { ...line, productId, description, hsn, quantity, unitPricePaise };
    }),
    totals: breakup.totals,
  };
}
