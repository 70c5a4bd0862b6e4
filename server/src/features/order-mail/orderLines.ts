/**
 * The one table of order lines every order mail shows: quantity × price, the line total, then the
 * freight and assembly as lines of their own when the order has them, and the amount.
 */
import { lineName } from 'shared-contracts/catalogue';
import { formatRupees } from 'shared-contracts';
import { orderChargeLines, type OrderCharges } from 'shared-contracts/delivery';
import { escapeHtml } from './escapeHtml';
import type { OrderMailLine } from './orderMailInput';
import { oneLine } from './plainText';

export function orderLinesText(
  items: readonly OrderMailLine[],
  amount: number,
  charges: OrderCharges | null = null,
): string {
  const lines = items.map(
    (item) =>
      `- ${oneLine(lineName(item))}: ${item.quantity} × ${formatRupees(item.price)} = ${formatRupees(item.totalPrice)}`,
  );
  const chargeLines = orderChargeLines(charges).map(({ label, paise }) => `- ${label}: ${formatRupees(paise / 100)}`);
  return [...lines, ...chargeLines, `Total: ${formatRupees(amount)}`].join('\n');
}

const CELL = 'style="padding:4px 8px;border-bottom:1px solid #ddd"';
const NUMBER_CELL = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:right"';

export function orderLinesHtml(
  items: readonly OrderMailLine[],
  amount: number,
  charges: OrderCharges | null = null,
): string {
  const chargeRows = orderChargeLines(charges)
    .map(
      ({ label, paise }) =>
        `<tr><td ${CELL} colspan="2">${escapeHtml(label)}</td><td ${NUMBER_CELL}>${escapeHtml(formatRupees(paise / 100))}</td></tr>`,
    )
    .join('');
  const rows =
    items
      .map(
        (item) =>
          `<tr><td ${CELL}>${escapeHtml(lineName(item))}</td>` +
          `<td ${NUMBER_CELL}>${escapeHtml(`${item.quantity} × ${formatRupees(item.price)}`)}</td>` +
          `<td ${NUMBER_CELL}>${escapeHtml(formatRupees(item.totalPrice))}</td></tr>`,
      )
      .join('') + chargeRows;
  return (
    '<table style="border-collapse:collapse">' +
    `<thead><tr><th ${CELL} align="left">Item</th><th ${NUMBER_CELL}>Quantity × price</th><th ${NUMBER_CELL}>Line total</th></tr></thead>` +
    `<tbody>${rows}</tbody>` +
    `<tfoot><tr><th ${CELL} align="left" colspan="2">Total</th><th ${NUMBER_CELL}>${escapeHtml(formatRupees(amount))}</th></tr></tfoot>` +
    '</table>'
  );
}
