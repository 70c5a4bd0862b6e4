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
 * Each carries its HSN heading and GST rate (seedTaxFacts). A few have a gallery (SEED_GALLERIES).
 * A dozen come in sizes and finishes (seedVariants.ts), their stock shared out among the versions.
 *
 * Built-in reviews become review documents (seedReviews.ts), written only together with their
 * product, when the product itself is added: a seed review the admin deleted never comes back
 * while its product is there. The product carries them as its preview, average and count.
 */
import type { CatalogueProduct, FilterCategory } from 'shared-contracts';
import { DEFAULT_PRODUCT_TAX, type ProductTaxFacts } from 'shared-contracts/gst';
import type { DocumentStore } from '../../../storage/port';
import { fromStoredReview } from '../../reviews/reviewRecord';
import { createProductWriter } from '../productsRepository';
import { SEED_PRODUCTS } from './products';
import { seedArtUrl } from './seedArt';
import { seedReviewsOf } from './seedReviews';
import { seedVariantsOf } from './seedVariants';

export const SEED_LAUNCH_MS = Date.parse('2025-01-01T00:00:00.000Z');
const STOCK_PATTERN = [12, 4, 25, 0, 8, 3, 18, 1, 30, 6, 0, 15, 5, 22, 2, 10];

export const seedStock = (index: number): number => STOCK_PATTERN[index % STOCK_PATTERN.length]!;

export const SEED_IDS: readonly string[] = SEED_PRODUCTS.map((product) => product.id);

/** Chapter 94's headings: 9401 seats, 9404 mattresses, 9403 the other furniture; all at 18 %. */
const SEATS: readonly string[] = ['Chair', 'Sofa', 'Bench'] satisfies FilterCategory[];

export function seedTaxFacts(category: string): ProductTaxFacts {
  if (SEATS.includes(category)) return { hsn: '9401', gstRatePercent: 18 };
  if (category === 'Mattress') return { hsn: '9404', gstRatePercent: 18 };
  return DEFAULT_PRODUCT_TAX;
}

/**
 * The seed products with more than one picture, by id: their own drawing first, then drawings of
 * other products of their category (the seed art is one drawing per product), so the shop's gallery
 * has something to show from the first start.
 */
export const SEED_GALLERIES: Readonly<Record<string, readonly string[]>> = {
  '01': ['01', '02', '03', '04'],
  '09': ['09', '10', '11'],
  '22': ['22', '23', '24'],
  '53': ['53', '54', '55', '56'],
};

export function seedProducts(artBaseUrl: string, now: string): CatalogueProduct[] {
  return SEED_PRODUCTS.map((product, index) => ({
    ...product,
    reviews: product.reviews.map((review) => ({ ...review })),
    reviewCount: product.reviews.length,
    imgUrl: seedArtUrl(artBaseUrl, product.id),
    images: (SEED_GALLERIES[product.id] ?? [product.id]).map((id) => seedArtUrl(artBaseUrl, id)),
    stock: seedStock(index),
    ...seedVariantsOf(product.id, seedStock(index)),
    ...seedTaxFacts(product.category),
    status: 'active',
    createdAt: new Date(SEED_LAUNCH_MS + index * 1000).toISOString(),
    updatedAt: now,
  }));
}

export interface SeedResult {
  total: number;
  added: number;
  present: number;
  /** Seed reviews written (those of the products added). */
  reviewsAdded: number;
  /** Start-up only: the store was seeded before, so nothing was tried. */
  skipped: boolean;
}

export const describeSeed = ({ total, added, present, reviewsAdded, skipped }: SeedResult): string =>
  skipped
    ? `${total} seed products: store already seeded, nothing written (npm run seed restores missing ones)`
    : `${total} products: ${added} added, ${present} already present${reviewsAdded > 0 ? `; ${reviewsAdded} seed review${reviewsAdded === 1 ? '' : 's'} added` : ''}`;

/** What the seed writes through: products/{id} and reviews/{reviewId}. */
export type SeedStore = Pick<DocumentStore, 'get' | 'create' | 'mutate' | 'mutateAll' | 'delete'>;

/** Inserts every absent seed product (and with it its seed reviews), one by one, in catalogue order. */
export async function seedCatalogue(docs: SeedStore, artBaseUrl: string): Promise<SeedResult> {
  const products = createProductWriter(docs);
  const seeds = seedProducts(artBaseUrl, new Date().toISOString());
  let added = 0;
  let reviewsAdded = 0;
  for (const product of seeds) {
    if (!(await products.create(product))) continue;
    added += 1;
    for (const review of seedReviewsOf(product)) {
      // Still there from before the product was deleted: kept as it is (the admin may have hidden it).
      if (await docs.get('reviews', review.id)) continue;
      await docs.create('reviews', review.id, fromStoredReview(review));
      reviewsAdded += 1;
    }
  }
  return { total: seeds.length, added, present: seeds.length - added, reviewsAdded, skipped: false };
}

/** Seeds a store that holds none of the seed products; otherwise leaves it alone. */
export async function seedOnStart(docs: SeedStore, artBaseUrl: string): Promise<SeedResult> {
  const stored = await Promise.all(SEED_IDS.map((id) => docs.get('products', id)));
  const present = stored.filter((product) => product !== null).length;
  if (present > 0) return { total: SEED_IDS.length, added: 0, present, reviewsAdded: 0, skipped: true };
  return seedCatalogue(docs, artBaseUrl);
}
