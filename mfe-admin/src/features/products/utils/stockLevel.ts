import { LOW_STOCK_AT, STOCK_TEXT } from 'shared-contracts/catalogue';

export type StockLevel = 'out' | 'low' | 'ok';

/** The shop's own threshold: what the admin sees marked is what shoppers see as "Only N left". */
export const stockLevel = (stock: number): StockLevel => (stock <= 0 ? 'out' : stock <= LOW_STOCK_AT ? 'low' : 'ok');

/** The words beside a low or empty stock figure, or null when there is plenty. */
export const STOCK_LEVEL_LABEL: Record<StockLevel, string | null> = {
  out: STOCK_TEXT.outOfStock,
  low: 'Low stock',
  ok: null,
};
