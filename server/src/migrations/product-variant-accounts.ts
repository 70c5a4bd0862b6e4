/**
 * Products whose variants were stored without their stock accounts (written by hand, an import or
 * an older tool) get them: each variant's `heldUnits` (what its orders hold), `stockTotal` (stock +
 * held) and `inOrders` (an order names it, so it is archived, never deleted), the document's
 * `variantSkus` (the shop-wide SKU check's index), and the product's own stock and total following
 * its variants. The orders are read once (again after a restart: reading is safe to repeat), then
 * the products a page at a time; a product whose variants all have accounts is left alone.
 */
import { unitsHeldByOrders, variantKey } from '../features/products/stock-check';
import { storedVariants, variantAccountOf, withProductUnits } from '../features/products/variantRecord';
import type { DocumentData } from '../storage/port';
import type { Migration } from './runner';

export const PRODUCTS_PER_STEP = 200;

const lacksAccounts = (data: DocumentData): boolean => {
  const variants = storedVariants(data);
  return variants.length > 0 && (!Array.isArray(data.variantSkus) || variants.some((v) => !variantAccountOf(v)));
};

export const productVariantAccounts: Migration = {
  id: '0006-product-variant-accounts',
  description: 'variants stored without stock accounts get the units their orders hold, their total and the SKU index',
  async run(docs, { cursor, save, stopped }) {
    const { heldByVariant, orderedVariants } = await unitsHeldByOrders(docs);
    let after = cursor ?? undefined;
    for (;;) {
      if (stopped()) return 'stopped';
      const page = await docs.scan('products', { after, limit: PRODUCTS_PER_STEP });
      if (page.length === 0) return 'done';
      for (const { id, data } of page) {
        if (!lacksAccounts(data)) continue;
        await docs.mutate('products', id, (stored) => {
          if (!stored || !lacksAccounts(stored)) return undefined;
          const variants = storedVariants(stored).map((variant) => {
            if (variantAccountOf(variant)) return variant;
            const key = variantKey(id, String(variant.sku));
            const heldUnits = heldByVariant.get(key) ?? 0;
            const stock = typeof variant.stock === 'number' ? variant.stock : 0;
            const inOrders = orderedVariants.has(key) || heldUnits > 0;
            return { ...variant, heldUnits, stockTotal: stock + heldUnits, ...(inOrders ? { inOrders } : {}) };
          });
          const next = { ...stored, variants, variantSkus: variants.map((variant) => String(variant.sku)) };
          return withProductUnits(next, stored, 0);
        });
      }
      after = page[page.length - 1]?.id;
      if (after !== undefined) await save(after);
    }
  },
};
