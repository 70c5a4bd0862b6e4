import { computeGst } from '../gst/tax';
import type { OrderTax, OrderTaxBuyer } from '../gst/order-tax';

/**
 * An order's breakup as the server answers it, for the GST pieces' tests (and the apps'): a seller
 * in Maharashtra (27), one line of ₹12,999 at 18 % and two of ₹4,500 at 5 %, to `placeOfSupply`.
 */
export function sampleOrderTax(placeOfSupply = '27', buyer: OrderTaxBuyer | null = null): OrderTax {
  const items = [
    { productId: '08', description: 'Teak Sofa', hsn: '9401', unitPricePaise: 1_299_900, quantity: 1, rate: 18 },
    { productId: '07', description: 'Cane Stool', hsn: '9403', unitPricePaise: 450_000, quantity: 2, rate: 5 },
  ] as const;
  const breakup = computeGst({
    supplierStateCode: '27',
    placeOfSupplyStateCode: placeOfSupply,
    lines: items.map((item) => ({
      unitPricePaise: item.unitPricePaise,
      quantity: item.quantity,
      ratePercent: item.rate,
    })),
  });
  return {
    supplierStateCode: '27',
    placeOfSupplyStateCode: placeOfSupply,
    placeOfSupplyAssumed: false,
    supply: breakup.supply,
    stateTax: breakup.stateTax,
    buyer,
    lines: breakup.lines.map((line, index) => {
      const { rate: _rate, ...item } = items[index] as (typeof items)[number];
      return { ...line, ...item };
    }),
    totals: breakup.totals,
  };
}
