/**
 * Taking back the writes an import made before one of its writes was refused, so that a product
 * file is applied whole or not at all. A write is refused during the apply only when something
 * changed after the file was checked (another admin deleted a product it changes, or gave one of
 * its SKUs to another product).
 *
 * Each changed product goes back to what it was before the import, in one transaction with its
 * SKU claims (products.update), and only while no one has edited it since: an edit made meanwhile
 * is kept, and its line says so. Shoppers' units are kept too: the import's change of stock is
 * taken back as a difference (units sold meanwhile stay sold), and a variant the import added is
 * removed only while no order holds it. A product the import added is deleted through the product
 * API, which keeps one that is already in an order.
 */
import type { CatalogueProduct, ProductVariant } from 'shared-contracts';
import { HttpError } from '../../http-errors';
import type { ProductsRepository } from '../products/productsRepository';
import { withVariantTotals } from '../products/variantRecord';
import type { ImportProblem } from './productsCsvRows';

/** A write of the import as it landed: the product before it (null: the import added it) and after. */
export interface AppliedWrite {
  line: number;
  before: CatalogueProduct | null;
  after: CatalogueProduct;
}

export interface UndoDeps {
  products: Pick<ProductsRepository, 'update'>;
  /** Deletes a product the import added, through the product API: a message when it refuses. */
  deleteAdded: (id: string) => Promise<string | null>;
}

export const UNDO_MESSAGES = {
  editedSince: 'Imported, and not taken back: someone edited this product while the file was being applied.',
  soldSince: 'Imported, and not taken back: shoppers have bought more units since than the product had before.',
  orderedSince: (sku: string): string =>
    `Imported, and not taken back: an order holds ${sku}, a variant the file added.`,
  kept: (reason: string): string => `Imported, and not taken back: ${reason}`,
} as const;

class UndoRefused extends Error {}

/** The units a stock has once the import's change of it (from `before` to `after`) is taken back. */
function unitsWithout(current: number, before: number, after: number): number {
  const units = current - (after - before);
  if (units < 0) throw new UndoRefused(UNDO_MESSAGES.soldSince);
  return units;
}

/** The variants as before the import, each with the units shoppers moved since. */
function variantsBack(
  before: readonly ProductVariant[],
  after: readonly ProductVariant[],
  current: readonly ProductVariant[],
  orderedSkus: ReadonlySet<string>,
): ProductVariant[] {
  const added = current.filter(({ sku }) => !before.some((variant) => variant.sku === sku));
  const held = added.find(({ sku }) => orderedSkus.has(sku));
  if (held) throw new UndoRefused(UNDO_MESSAGES.orderedSince(held.sku));
  return before.map((variant) => {
    const now = current.find(({ sku }) => sku === variant.sku);
    const imported = after.find(({ sku }) => sku === variant.sku);
    if (!now || !imported) throw new UndoRefused(UNDO_MESSAGES.editedSince);
    return { ...variant, stock: unitsWithout(now.stock, variant.stock, imported.stock) };
  });
}

/** `current` with what the import changed (`before` → `after`) put back; throws UndoRefused when it cannot be. */
function productBack(
  current: CatalogueProduct,
  before: CatalogueProduct,
  after: CatalogueProduct,
  orderedSkus: ReadonlySet<string>,
  updatedAt: string,
): CatalogueProduct {
  if (current.updatedAt !== after.updatedAt) throw new UndoRefused(UNDO_MESSAGES.editedSince);
  const variants = variantsBack(before.variants ?? [], after.variants ?? [], current.variants ?? [], orderedSkus);
  // Shoppers' reviews and units are theirs; everything an admin writes goes back as it was.
  return withVariantTotals({
    ...before,
    reviews: current.reviews,
    avgRating: current.avgRating,
    reviewCount: current.reviewCount,
    stock: variants.length > 0 ? before.stock : unitsWithout(current.stock, before.stock, after.stock),
    ...(variants.length > 0 ? { variants } : {}),
    updatedAt,
  });
}

/** Takes back `applied`, latest first; answers the lines whose product stays as the import made it. */
export async function undoImport(applied: readonly AppliedWrite[], deps: UndoDeps): Promise<ImportProblem[]> {
  const kept: ImportProblem[] = [];
  for (const { line, before, after } of [...applied].reverse()) {
    if (!before) {
      const refusal = await deps.deleteAdded(after.id);
      if (refusal) kept.push({ line, message: UNDO_MESSAGES.kept(refusal) });
      continue;
    }
    const updatedAt = new Date().toISOString();
    try {
      await deps.products.update(after.id, (current, { orderedSkus }) =>
        productBack(current, before, after, orderedSkus, updatedAt),
      );
    } catch (error) {
      if (error instanceof UndoRefused) kept.push({ line, message: error.message });
      else if (error instanceof HttpError) kept.push({ line, message: UNDO_MESSAGES.kept(error.message) });
      else throw error;
    }
  }
  return kept;
}
