/**
 * One product per SKU across the shop, kept by claims: skus/{SKU} names the product that sells it,
 * written in the same transaction as the product's document. Two writes that would give one SKU to
 * two products (two admins, two API instances, a product file imported twice at once) cannot both
 * land: the second's transaction reads the first's claim and its product, and is refused.
 *
 * A claim counts only while its product still sells the SKU (lists it in `variantSkus`): a product
 * deleted, or written before claims existed, holds nothing by a claim, so no claim is ever stuck and
 * no migration is needed. (The index check, refuseSkusOfOtherProducts, answers first with the same
 * sentence for SKUs that are already stored; the claims close the race between writes in flight.)
 */
import { VARIANT_MESSAGES } from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';
import type { DocumentData, DocumentRef, DocumentStore } from '../../storage/port';

export type ClaimsStore = Pick<DocumentStore, 'get' | 'mutateAll'>;

const productRef = (id: string): DocumentRef => ({ collection: 'products', id });
const claimRef = (sku: string): DocumentRef => ({ collection: 'skus', id: sku });

/** The SKUs a stored product document sells (archived variants included: they stay its). */
export const skusOf = (doc: DocumentData | null | undefined): string[] =>
  Array.isArray(doc?.variantSkus) ? doc.variantSkus.filter((sku): sku is string => typeof sku === 'string') : [];

const ownerOf = (claim: DocumentData | null): string | null =>
  typeof claim?.productId === 'string' ? claim.productId : null;

/** How often a write is planned again when a concurrent write changed what it must read. */
const PLAN_ATTEMPTS = 5;

/**
 * Writes products/{id} as `next` makes it from the stored document (null when absent; `undefined`
 * leaves it), claiming the SKUs it sells and giving up those it no longer does, in one transaction.
 * Resolves to the product document stored afterwards; throws a 400 naming a SKU another product
 * sells. `next` must be pure: it runs again whenever the store retries.
 */
export async function writeProductClaimingSkus(
  docs: ClaimsStore,
  id: string,
  next: (current: DocumentData | null) => DocumentData | undefined,
): Promise<DocumentData | null> {
  for (let attempt = 0; attempt < PLAN_ATTEMPTS; attempt += 1) {
    // The plan: which claims the write touches, and the products named by claims held by others.
    const before = await docs.get('products', id);
    const planned = next(before);
    const skus = [...new Set([...skusOf(before), ...skusOf(planned)])];
    const claimsNow = await Promise.all(skus.map((sku) => docs.get('skus', sku)));
    const others = [...new Set(claimsNow.map(ownerOf).filter((owner): owner is string => !!owner && owner !== id))];
    const refs = [productRef(id), ...skus.map(claimRef), ...others.map(productRef)];

    // Set by the transaction's last run (the store may run it more than once).
    let taken = null as string | null;
    let replan = false as boolean;
    const stored = await docs.mutateAll(refs, (read) => {
      taken = null;
      replan = false;
      const current = read[0] ?? null;
      const claims = read.slice(1, 1 + skus.length);
      const owners = new Map(others.map((owner, index) => [owner, read[1 + skus.length + index] ?? null]));
      const written = next(current);
      if (written === undefined) return undefined;
      const selling = skusOf(written);
      if (selling.some((sku) => !skus.includes(sku))) {
        replan = true;
        return undefined;
      }
      const claimOf = (sku: string): DocumentData | null => claims[skus.indexOf(sku)] ?? null;
      for (const sku of selling) {
        const owner = ownerOf(claimOf(sku));
        if (owner === null || owner === id) continue;
        if (!owners.has(owner)) {
          replan = true;
          return undefined;
        }
        if (skusOf(owners.get(owner)).includes(sku)) {
          taken = sku;
          return undefined;
        }
      }
      return [
        written,
        ...skus.map((sku): DocumentData | undefined => {
          const mine = ownerOf(claimOf(sku)) === id;
          if (selling.includes(sku)) return mine ? undefined : { productId: id };
          return mine ? { productId: null } : undefined;
        }),
        ...others.map(() => undefined),
      ];
    });
    if (taken) throw httpError(400, `body/variants: ${VARIANT_MESSAGES.skuTaken(taken)}`);
    if (!replan) return stored[0] ?? null;
  }
  throw httpError(409, 'The product changed while it was being saved. Please try again.');
}
