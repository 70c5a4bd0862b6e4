/**
 * The products repository (products/{id}). Read side: a snapshot of every stored product held in
 * memory and kept current by the storage change feed, so listing or finding one of 10,000 products
 * costs no database read per request. Storage is read whole once, at the first request; after that
 * the feed alone keeps the snapshot current (it reports every write and deletion, also on Firestore
 * after a reconnection: storage/firestore-watch.ts), so nothing re-reads the catalogue on a timer.
 * Write side: create, update and delete straight on storage; the feed brings each write back into
 * the snapshot and to watchers (every server instance's, on Firestore).
 */
import { isDeepStrictEqual } from 'node:util';
import type { CatalogueProduct } from 'shared-contracts';
import type { DocumentStore } from '../../storage/port';
import { editedProductDocument, newProductDocument, toProduct } from './productRecord';
import { orderedSkus, withVariantTotals } from './variantRecord';
import { writeProductClaimingSkus } from './skuClaims';

export interface ProductsSnapshot {
  /** Changes whenever the list changes; names cached renderings of it. */
  version: number;
  /** Every stored product (archived too), oldest first (storage order). */
  products: readonly CatalogueProduct[];
  /** Position in `products` by id. */
  indexById: ReadonlyMap<string, number>;
}

/** A product written (`product`) or deleted (`product` null). */
export interface ProductChange {
  id: string;
  product: CatalogueProduct | null;
}

/** What the stored document knows that the product does not show: its variants that an order reserved. */
export interface StoredProductFacts {
  orderedSkus: ReadonlySet<string>;
}

export type ProductEdit = (current: CatalogueProduct, stored: StoredProductFacts) => CatalogueProduct;

export interface ProductsRepository {
  snapshot(): Promise<ProductsSnapshot>;
  /** Calls `listener` with every product written or deleted from now on. Returns a function that stops it. */
  watch(listener: (change: ProductChange) => void): () => void;
  /** Read from storage itself (not the snapshot): for admin writes and pricing. */
  get(id: string): Promise<CatalogueProduct | null>;
  /** Inserts if absent; returns whether it was inserted. */
  create(product: CatalogueProduct): Promise<boolean>;
  /** Atomic read-edit-write; null when there is no such product. */
  update(id: string, edit: ProductEdit): Promise<CatalogueProduct | null>;
  delete(id: string): Promise<boolean>;
  /** Stops following the change feed. */
  close(): void;
}

export type ProductsStore = Pick<
  DocumentStore,
  'list' | 'watch' | 'get' | 'create' | 'mutate' | 'mutateAll' | 'delete'
>;

interface Held {
  products: CatalogueProduct[];
  indexById: Map<string, number>;
}

function apply(target: Held, { id, product }: ProductChange): void {
  const at = target.indexById.get(id);
  if (product === null) {
    if (at === undefined) return;
    target.products.splice(at, 1);
    target.indexById.delete(id);
    // Deletions are rare (admin only): renumbering the ones after it is fine.
    for (let i = at; i < target.products.length; i++) target.indexById.set(target.products[i]!.id, i);
  } else if (at === undefined) {
    target.indexById.set(id, target.products.length);
    target.products.push(product);
  } else target.products[at] = product;
}

export type ProductWriter = Pick<ProductsRepository, 'get' | 'create' | 'update' | 'delete'>;

/** The write side alone (no change feed): for the seed and the CLI. */
export function createProductWriter(
  docs: Pick<DocumentStore, 'get' | 'create' | 'mutate' | 'mutateAll' | 'delete'>,
): ProductWriter {
  return {
    async get(id) {
      const data = await docs.get('products', id);
      return data ? toProduct(id, data) : null;
    },
    async create(given) {
      // With variants, its price and stock are theirs.
      const product = withVariantTotals(given);
      // Inserted only if absent, its SKUs claimed with it; the stored document is ours when it reads
      // back as exactly this product (updatedAt is the time of this call, so an older one differs).
      const stored = await writeProductClaimingSkus(docs, product.id, (current) =>
        current ? undefined : newProductDocument(product),
      );
      return stored !== null && isDeepStrictEqual(toProduct(product.id, stored), product);
    },
    async update(id, edit) {
      const stored = await writeProductClaimingSkus(docs, id, (current) =>
        current
          ? editedProductDocument(current, edit(toProduct(id, current), { orderedSkus: orderedSkus(current) }))
          : undefined,
      );
      return stored ? toProduct(id, stored) : null;
    },
    delete: (id) => docs.delete('products', id),
  };
}

/** How long the first read of the catalogue waits for the change feed to listen. */
const FEED_WAIT_MS = 10_000;

export function createProductsRepository(docs: ProductsStore): ProductsRepository {
  let held: Held | null = null;
  let building: Promise<Held> | null = null;
  /** Changes seen while a rebuild was reading storage: applied on top of what it read. */
  let changedDuringBuild: ProductChange[] = [];
  let version = 0;
  const listeners = new Set<(change: ProductChange) => void>();

  // The catalogue is read once the feed listens, so no write falls between the read and the feed
  // (but not later than FEED_WAIT_MS: a feed that cannot start must not hold every request).
  let feedListening: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => (feedListening = resolve));
  const stopFeed = docs.watch(
    'products',
    ({ id, data }) => {
      const change: ProductChange = { id, product: data ? toProduct(id, data) : null };
      if (held) apply(held, change);
      if (building) changedDuringBuild.push(change);
      version += 1;
      listeners.forEach((listener) => listener(change));
    },
    { onReady: () => feedListening() },
  );

  async function build(): Promise<Held> {
    changedDuringBuild = [];
    // Start-up waits for the feed to listen (so no change falls between it and the read), but never long: a feed that cannot connect retries on its own.
    await Promise.race([listening, new Promise((resolve) => setTimeout(resolve, FEED_WAIT_MS).unref())]);
    const rows = await docs.list('products');
    const fresh: Held = {
      products: rows.map(({ id, data }) => toProduct(id, data)),
      indexById: new Map(),
    };
    fresh.products.forEach((product, index) => fresh.indexById.set(product.id, index));
    changedDuringBuild.forEach((change) => apply(fresh, change));
    changedDuringBuild = [];
    return fresh;
  }

  return {
    async snapshot() {
      if (!held) {
        building ??= build().finally(() => {
          building = null;
        });
        const fresh = await building;
        if (held !== fresh) {
          held = fresh;
          version += 1;
        }
      }
      return { version, products: held.products, indexById: held.indexById };
    },
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ...createProductWriter(docs),
    close() {
      stopFeed();
      listeners.clear();
    },
  };
}
