/** At or below this many units a product is low on stock (the shop says "Only N left"). */
export const LOW_STOCK_AT = 5;

export type StockLevel = 'out' | 'low' | 'ok';

export const stockLevel = (stock: number): StockLevel => (stock <= 0 ? 'out' : stock <= LOW_STOCK_AT ? 'low' : 'ok');

/** The words beside a low or empty stock figure, or null when there is plenty. */
export const STOCK_LEVEL_LABEL: Record<StockLevel, string | null> = { out: 'Out of stock', low: 'Low stock', ok: null };
