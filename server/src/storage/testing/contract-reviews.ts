/**
 * Contract of reviews on each adapter: the reviews repository's index and the review counts it
 * keeps on the product (visible reviews only: post, hide, show, delete), one review per shopper
 * and product, reviews written, changed and deleted by another server instance (through the change
 * feed, the collection read once), and the seed's reviews matching its products' figures.
 */
import type { CatalogueProduct } from 'shared-contracts';
import { averageRating } from 'shared-contracts/catalogue';
import { fromProduct, toProduct } from '../../features/products/productRecord';
import { seedCatalogue } from '../../features/products/seed/seedCatalogue';
import { fromStoredReview, userReviewId, type StoredReview } from '../../features/reviews/reviewRecord';
import { createReviewsRepository, type ReviewsRepository } from '../../features/reviews/reviewsRepository';
import type { DocumentStore } from '../port';
import type { ContractContext } from './contract-context';

const product: CatalogueProduct = {
  id: 'r1',
  productName: 'Teak Bench',
  imgUrl: '',
  category: 'Bench',
  price: 12999,
  shortDesc: '',
  description: '',
  reviews: [],
  avgRating: 0,
  reviewCount: 0,
  stock: 4,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const review = (id: string, rating: number, minute: number, extra: Partial<StoredReview> = {}): StoredReview => {
  const at = `2026-02-01T00:${String(minute).padStart(2, '0')}:00.000Z`;
  return {
    id,
    productId: 'r1',
    uid: null,
    name: `Shopper ${id}`,
    rating,
    text: `Review ${id}`,
    createdAt: at,
    updatedAt: at,
    hidden: false,
    held: false,
    seed: false,
    verifiedPurchase: false,
    ...extra,
  };
};

async function figures(docs: DocumentStore, id = 'r1') {
  const stored = await docs.get('products', id);
  if (!stored) throw new Error(`no product ${id}`);
  const { avgRating, reviewCount, reviews } = toProduct(id, stored);
  return { avgRating, reviewCount, previewNames: reviews.map((r) => r.name) };
}

export function reviewsContract({ capabilities, current }: ContractContext): void {
  describe('reviews', () => {
    let repos: ReviewsRepository[] = [];
    const open = (docs: DocumentStore): ReviewsRepository => {
      const repo = createReviewsRepository(docs);
      repos.push(repo);
      return repo;
    };
    afterEach(() => {
      repos.forEach((repo) => repo.close());
      repos = [];
    });

    it('keeps the product’s count, average and newest-3 preview of visible reviews through post, hide, show and delete', async () => {
      const { docs } = current().storage;
      await docs.put('products', 'r1', fromProduct(product));
      const reviews = open(docs);
      for (const [id, rating, minute] of [
        ['a', 5, 1],
        ['b', 4, 2],
        ['c', 2, 3],
        ['d', 3, 4],
      ] as const) {
        expect((await reviews.create(review(id, rating, minute))).created).toBe(true);
      }
      expect(await reviews.refresh('r1')).toMatchObject({
        reviewCount: 4,
        avgRating: averageRating([{ rating: 5 }, { rating: 4 }, { rating: 2 }, { rating: 3 }]),
      });
      expect(await figures(docs)).toEqual({
        reviewCount: 4,
        avgRating: 3.5,
        previewNames: ['Shopper d', 'Shopper c', 'Shopper b'],
      });
      expect((await reviews.forProduct('r1')).visible.map((r) => r.id)).toEqual(['d', 'c', 'b', 'a']);

      await reviews.update('c', (r) => ({ ...r, hidden: true }));
      await reviews.refresh('r1');
      expect(await figures(docs)).toEqual({
        reviewCount: 3,
        avgRating: 4,
        previewNames: ['Shopper d', 'Shopper b', 'Shopper a'],
      });
      expect((await reviews.forProduct('r1')).all).toHaveLength(4);

      await reviews.update('c', (r) => ({ ...r, hidden: false }));
      await reviews.delete('d');
      await reviews.refresh('r1');
      expect(await figures(docs)).toEqual({
        reviewCount: 3,
        avgRating: 3.7,
        previewNames: ['Shopper c', 'Shopper b', 'Shopper a'],
      });

      // The product's own fields are kept as they were.
      expect(toProduct('r1', (await docs.get('products', 'r1'))!)).toMatchObject({
        price: 12999,
        stock: 4,
        productName: 'Teak Bench',
      });
    });

    it('a review held for approval is neither listed nor counted until approved; held ones are listed oldest first', async () => {
      const { docs } = current().storage;
      await docs.put('products', 'r1', fromProduct(product));
      const reviews = open(docs);
      await reviews.create(review('a', 5, 1));
      await reviews.create(review('stuffed-1', 1, 2, { held: true }));
      await reviews.create(review('stuffed-2', 1, 3, { held: true }));
      await reviews.refresh('r1');
      expect(await figures(docs)).toEqual({ reviewCount: 1, avgRating: 5, previewNames: ['Shopper a'] });
      expect((await reviews.forProduct('r1')).visible.map((r) => r.id)).toEqual(['a']);
      expect((await reviews.forProduct('r1')).all).toHaveLength(3);
      expect((await reviews.held()).map((r) => r.id)).toEqual(['stuffed-1', 'stuffed-2']);
      expect((await docs.get('reviews', 'stuffed-1'))?.held).toBe(true);

      await reviews.update('stuffed-2', (r) => ({ ...r, held: false }));
      await reviews.refresh('r1');
      expect(await figures(docs)).toEqual({
        reviewCount: 2,
        avgRating: 3,
        previewNames: ['Shopper stuffed-2', 'Shopper a'],
      });
      expect((await reviews.held()).map((r) => r.id)).toEqual(['stuffed-1']);
      // A fresh repository (another server instance) reads the same from storage.
      const another = open(docs);
      expect((await another.forProduct('r1')).visible.map((r) => r.id)).toEqual(['stuffed-2', 'a']);
      expect((await another.held()).map((r) => r.id)).toEqual(['stuffed-1']);
    });

    it('one review per shopper and product: a second create with the same id keeps the first', async () => {
      const { docs } = current().storage;
      const reviews = open(docs);
      const id = userReviewId('r1', 'asha');
      expect(userReviewId('r1', 'asha')).toBe(id);
      expect(userReviewId('r2', 'asha')).not.toBe(id);
      expect(userReviewId('r1', 'ravi')).not.toBe(id);
      expect((await reviews.create(review(id, 5, 1, { uid: 'asha' }))).created).toBe(true);
      const second = await reviews.create(review(id, 1, 2, { uid: 'asha' }));
      expect(second).toMatchObject({ created: false, review: { rating: 5 } });
      const raced = await Promise.all(
        [2, 3, 4].map((rating) => reviews.create(review(userReviewId('r1', 'ravi'), rating, 3, { uid: 'ravi' }))),
      );
      expect(raced.filter((result) => result.created)).toHaveLength(1);
      expect((await docs.list('reviews')).filter((row) => row.data.uid === 'asha')).toHaveLength(1);
    });

    it('a review written by another server reaches this one’s index through the change feed, and the counts follow', async () => {
      const { docs } = current().storage;
      await docs.put('products', 'r1', fromProduct(product));
      const here = open(docs);
      expect((await here.forProduct('r1')).all).toEqual([]);
      const other = capabilities.sharedChangeFeed ? await current().openAnother() : current().storage;
      await other.docs.create('reviews', 'far', fromStoredReview(review('far', 2, 5)));
      await eventuallyAsync(async () =>
        expect((await here.forProduct('r1')).visible.map((r) => r.id)).toEqual(['far']),
      );
      // The feed schedules a recount of the product on its own.
      await eventuallyAsync(async () => expect(await figures(docs)).toMatchObject({ reviewCount: 1, avgRating: 2 }));
    });

    it('reads the reviews whole once; later edits and deletions, here or on another server, arrive by the feed alone', async () => {
      const { docs } = current().storage;
      await docs.put('products', 'r1', fromProduct(product));
      await docs.create('reviews', 'a', fromStoredReview(review('a', 5, 1)));
      await docs.create('reviews', 'b', fromStoredReview(review('b', 3, 2)));
      let wholeReads = 0;
      const here = open({
        ...docs,
        list: (collection) => {
          if (collection === 'reviews') wholeReads += 1;
          return docs.list(collection);
        },
      });
      expect((await here.forProduct('r1')).visible.map((r) => r.id)).toEqual(['b', 'a']);
      const other = capabilities.sharedChangeFeed ? await current().openAnother() : current().storage;
      await other.docs.mutate('reviews', 'a', (data) => (data ? { ...data, hidden: true } : undefined));
      await other.docs.delete('reviews', 'b');
      await other.docs.create('reviews', 'c', fromStoredReview(review('c', 4, 3)));
      await eventuallyAsync(async () => expect((await here.forProduct('r1')).visible.map((r) => r.id)).toEqual(['c']));
      expect((await here.forProduct('r1')).all.map((r) => r.id)).toEqual(['c', 'a']);
      expect(await here.get('b')).toBeNull();
      await eventuallyAsync(async () => expect(await figures(docs)).toMatchObject({ reviewCount: 1, avgRating: 4 }));
      expect(wholeReads).toBe(1);
    });

    it('the seed writes its products’ reviews, and each seed product’s figures match its visible reviews', async () => {
      const { docs } = current().storage;
      const seeded = await seedCatalogue(docs, 'http://localhost:4000/seed-art/');
      expect(seeded.reviewsAdded).toBeGreaterThan(0);
      expect(await docs.list('reviews')).toHaveLength(seeded.reviewsAdded);
      const reviews = open(docs);
      for (const id of ['01', '03', '10', '62']) {
        const { visible } = await reviews.forProduct(id);
        expect(await figures(docs, id)).toEqual({
          reviewCount: visible.length,
          avgRating: averageRating(visible),
          previewNames: visible.slice(0, 3).map((r) => r.name),
        });
      }
    });
  });
}

/** `eventually` for checks that read storage. */
async function eventuallyAsync(check: () => Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
