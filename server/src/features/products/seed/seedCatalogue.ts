/**
 * The 62 built-in products as seed data for products/{id}.
 *
 * - `seedCatalogue` (npm run seed): inserts each seed product that is absent (docs.create), never
 *   touching one that exists: the owner's edits, archived products and stock stay as they are. A
 *   seed product the owner deleted comes back: running the seed by hand asks for that.
 * - `seedOnStart` (server start-up): seeds only a store that was never seeded, i.e. holds none of
 *   the seed ids, so a restart never brings back what the owner deleted.
 *
 * Seed products carry the catalogue's launch time plus one second each as createdAt: they predate
 * anything the owner adds, so catalogue order is the seed order, then newer products, whatever
 * order they were written in. Stock is a fixed, plausible number per product (some 0, some ≤ 5).
 * Built-in reviews stay on the product as seed reviews.
 */
import type { CatalogueProduct } from 'shared-contracts';
import { SEED_PRODUCTS } from './products';
import type { ProductWriter } from '../productsRepository';
import { seedArtUrl } from './seedArt';

export const SEED_LAUNCH_MS = Date.parse('2025-01-01T00:00:00.000Z');
const STOCK_PATTERN = [12, 4, 25, 0, 8, 3, 18, 1, 30, 6, 0, 15, 5, 22, 2, 10];

export const seedStock = (index: number): number => STOCK_PATTERN[index % STOCK_PATTERN.length]!;

export const SEED_IDS: readonly string[] = SEED_PRODUCTS.map((product) => product.id);

export function seedProducts(artBaseUrl: string, now: string): CatalogueProduct[] {
  return SEED_PRODUCTS.map((product, index) => ({
    ...product,
    reviews: product.reviews.map((review) => ({ ...review })),
    reviewCount: product.reviews.length,
    imgUrl: seedArtUrl(artBaseUrl, product.id),
    stock: seedStock(index),
    status: 'active',
    createdAt: new Date(SEED_LAUNCH_MS + index * 1000).toISOString(),
    updatedAt: now,
  }));
}

export interface SeedResult {
  total: number;
  added: number;
  present: number;
  /** Start-up only: the store was seeded before, so nothing was tried. */
  skipped: boolean;
}

export const describeSeed = ({ total, added, present, skipped }: SeedResult): string =>
  skipped
    ? `${total} seed products: store already seeded, nothing written (npm run seed restores missing ones)`
    : `${total} products: ${added} added, ${present} already present`;

type Seeding = Pick<ProductWriter, 'create' | 'get'>;

/** Inserts every absent seed product, one by one, in catalogue order. */
export async function seedCatalogue(products: Seeding, artBaseUrl: string): Promise<SeedResult> {
  const seeds = seedProducts(artBaseUrl, new Date().toISOString());
  let added = 0;
  for (const product of seeds) {
    if (await products.create(product)) added += 1;
  }
  return { total: seeds.length, added, present: seeds.length - added, skipped: false };
}

/** Seeds a store that holds none of the seed products; otherwise leaves it alone. */
export async function seedOnStart(products: Seeding, artBaseUrl: string): Promise<SeedResult> {
  const stored = await Promise.all(SEED_IDS.map((id) => products.get(id)));
  const present = stored.filter((product) => product !== null).length;
  if (present > 0) return { total: SEED_IDS.length, added: 0, present, skipped: true };
  return seedCatalogue(products, artBaseUrl);
}
