/**
 * The stored (remote) products, read-side: a snapshot of products/* held in memory and kept current
 * by the storage change feed, so listing 10,000 products costs no database read or parse per
 * request. The snapshot is rebuilt from storage now and then anyway (`maxAgeMs`), which bounds any
 * change the feed cannot report (products are never deleted through the API).
 */
import type { Product } from 'shared-contracts';
import type { DocumentStore } from '../../storage/port';
import { toProduct } from './productRecord';

export interface ProductsSnapshot {
  /** Changes whenever the list changes; names cached renderings of it. */
  version: number;
  /** Oldest first. */
  products: readonly Product[];
}

export interface ProductsRepository {
  snapshot(): Promise<ProductsSnapshot>;
  /** Calls `listener` with every product written from now on. Returns a function that stops it. */
  watch(listener: (product: Product) => void): () => void;
  /** Stops following the change feed. */
  close(): void;
}

interface Held {
  products: Product[];
  indexById: Map<string, number>;
  builtAt: number;
}

export function createProductsRepository(docs: Pick<DocumentStore, 'list' | 'watch'>, { maxAgeMs = 5 * 60_000 } = {}): ProductsRepository {
  let held: Held | null = null;
  let building: Promise<Held> | null = null;
  /** Products written while a rebuild was reading storage: applied on top of what it read. */
  let writtenDuringBuild: Product[] = [];
  let version = 0;
  const listeners = new Set<(product: Product) => void>();

  const apply = (target: Held, product: Product): void => {
    const at = target.indexById.get(product.id);
    if (at === undefined) {
      target.indexById.set(product.id, target.products.length);
      target.products.push(product);
    } else target.products[at] = product;
  };

  const stopFeed = docs.watch('products', ({ id, data }) => {
    const product = toProduct(id, data);
    if (held) apply(held, product);
    if (building) writtenDuringBuild.push(product);
    version += 1;
    listeners.forEach((listener) => listener(product));
  });

  async function build(): Promise<Held> {
    writtenDuringBuild = [];
    const rows = await docs.list('products');
    const fresh: Held = { products: rows.map(({ id, data }) => toProduct(id, data)), indexById: new Map(), builtAt: Date.now() };
    fresh.products.forEach((product, index) => fresh.indexById.set(product.id, index));
    writtenDuringBuild.forEach((product) => apply(fresh, product));
    writtenDuringBuild = [];
    return fresh;
  }

  return {
    async snapshot() {
      if (!held || Date.now() - held.builtAt >= maxAgeMs) {
        building ??= build().finally(() => {
          building = null;
        });
        const fresh = await building;
        if (held !== fresh) {
          held = fresh;
          version += 1;
        }
      }
      return { version, products: held.products };
    },
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      stopFeed();
      listeners.clear();
    },
  };
}
