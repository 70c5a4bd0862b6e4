/** The reviews index is read from storage once; time passing never makes it read the collection again. */
import { openSqliteStorage } from '../../storage/sqlite';
import type { StoragePort } from '../../storage/port';
import { makeTempDir } from '../../test/temp-dir';
import { fromStoredReview, type StoredReview } from './reviewRecord';
import { createReviewsRepository } from './reviewsRepository';

const review = (id: string): StoredReview => ({
  id,
  productId: 'p1',
  uid: null,
  name: `Shopper ${id}`,
  rating: 4,
  text: 'Sturdy.',
  createdAt: '2026-02-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  hidden: false,
  held: false,
  seed: false,
  verifiedPurchase: false,
});

describe('reviews repository reads', () => {
  let temp: ReturnType<typeof makeTempDir>;
  let storage: StoragePort;
  beforeEach(() => {
    temp = makeTempDir('reviews-reads');
    storage = openSqliteStorage({ dataDir: temp.dir });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await storage.close();
    temp.remove();
  });

  it('an hour later it still answers from the index the feed keeps, without reading every review again', async () => {
    const { docs } = storage;
    await docs.create('reviews', 'a', fromStoredReview(review('a')));
    const list = jest.spyOn(docs, 'list');
    const reviews = createReviewsRepository(docs);
    try {
      expect((await reviews.forProduct('p1')).all.map((r) => r.id)).toEqual(['a']);
      const start = Date.now();
      jest.spyOn(Date, 'now').mockImplementation(() => start + 60 * 60_000);
      await docs.create('reviews', 'b', fromStoredReview(review('b')));
      expect((await reviews.forProduct('p1')).all.map((r) => r.id).sort()).toEqual(['a', 'b']);
      expect(await reviews.held()).toEqual([]);
      expect(list.mock.calls.filter(([collection]) => collection === 'reviews')).toHaveLength(1);
    } finally {
      reviews.close();
    }
  });
});
