import type { ReactElement } from 'react';
import { formatPaise } from '../money';
import type { OrderTax } from '../gst/order-tax';
import { GSTIN_STATE_CODES } from '../gst/states';

export interface GstBreakupTableProps {
  /** The breakup the server computed (create-order's answer, or the order's): shown, never recomputed. */
  tax: OrderTax;
  /** The table's caption, e.g. "Tax breakup". */
  caption: string;
  /** Class names `<prefix>`, `<prefix>__total` and `<prefix>__note`, in the app's own CSS. */
  classPrefix: string;
  /** The coupon the discount is (the order's), named beside it. */
  couponCode?: string | null;
}

const stateName = (code: string): string => `${GSTIN_STATE_CODES.get(code) ?? 'Unknown state'} (${code})`;

/** The rates an order's lines carry, e.g. "18 %" or "5 %, 18 %". */
const ratesOf = (tax: OrderTax): string =>
  [...new Set(tax.lines.map((line) => line.ratePercent))]
    .sort((a, b) => a - b)
    .map((rate) => (tax.supply === 'intra-state' ? `${rate / 2} % + ${rate / 2} %` : `${rate} %`))
    .join(', ');

/**
 * An order's GST as its invoice will print it: the taxable value, CGST and SGST (or UTGST) for a
 * supply within the seller's state or IGST for one to another state, and the total charged, with
 * the place of supply and a registered buyer's GSTIN.
 */
export function GstBreakupTable({ tax, caption, classPrefix, couponCode }: GstBreakupTableProps): ReactElement {
  const { totals } = tax;
  const discountLabel = couponCode ? `Discount (coupon ${couponCode})` : 'Discount';
  const rows: Array<[string, number]> = [
    ...(totals.discountPaise > 0 ? ([[discountLabel, -totals.discountPaise]] as Array<[string, number]>) : []),
    ['Taxable value', totals.taxablePaise],
    ...(tax.supply === 'intra-state'
      ? ([
          ['CGST', totals.cgstPaise],
          [tax.stateTax, totals.sgstPaise],
        ] as Array<[string, number]>)
      : ([['IGST', totals.igstPaise]] as Array<[string, number]>)),
  ];
  return (
    <div className={classPrefix}>
      <table>
        <caption>{caption}</caption>
        <tbody>
          {rows.map(([label, paise]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{formatPaise(paise)}</td>
            </tr>
          ))}
          <tr className={`${classPrefix}__total`}>
            <th scope="row">Total (GST included)</th>
            <td>{formatPaise(totals.chargedPaise)}</td>
          </tr>
        </tbody>
      </table>
      <p className={`${classPrefix}__note`}>
        GST {ratesOf(tax)}. Place of supply: {stateName(tax.placeOfSupplyStateCode)}
        {tax.placeOfSupplyAssumed ? ', the seller’s state (no state was given)' : ''}.
      </p>
      {tax.buyer && (
        <p className={`${classPrefix}__note`}>
          Billed to {tax.buyer.businessName}, GSTIN {tax.buyer.gstin}.
        </p>
      )}
    </div>
  );
}
