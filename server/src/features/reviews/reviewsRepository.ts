/**
 * The reviews repository (reviews/{reviewId}). Read side: every review held in memory, indexed by
 * product and kept newest first, read whole once per server instance (at the first request, once the
 * change feed listens) and from then on kept current by the feed alone, so listing a product's
 * reviews reads no storage however many reviews there are, and nothing re-reads the collection on a
 * timer (the same pattern as productsRepository). The feed misses nothing: on Firestore it follows a
 * query of changes since a cursor, deletions included (tombstones), and a listener that fails is
 * reopened from the same cursor; SQLite's carries every write of the one server on the file. Write side: create, mutate and delete on storage; the stored result is
 * applied to the index at once (the feed brings the same document again, which changes nothing),
 * so the aggregates computed right after a write include it.
 *
 * Aggregates: `refresh(productId)` recomputes the product's average, count and preview from the
 * index and writes them (one atomic mutate, skipped when unchanged). Every change the feed reports
 * schedules a refresh too: on Firestore another server's write reaches this one through the feed,
 * so whichever instance hears the last write writes the right figures.
 */
import { isDeepStrictEqual } from 'node:util';
import type { DocumentData, DocumentStore } from '../../storage/port';
import { reviewAggregates, withAggregates, type ReviewAggregates } from './aggregates';
import { fromStoredReview, newestFirst, toStoredReview, type StoredReview } from './reviewRecord';

export type ReviewsStore = Pick<DocumentStore, 'list' | 'watch' | 'get' | 'create' | 'mutate' | 'delete'>;

export interface ProductReviews {
  /** Every review of the product, hidden and held ones included, newest first. */
  all: readonly StoredReview[];
  /** The visible ones (neither hidden nor held for approval), newest first. */
  visible: readonly StoredReview[];
}

export interface ReviewsRepository {
  /** The product's reviews from the index (empty lists for a product without any). */
  forProduct(productId: string): Promise<ProductReviews>;
  /** Every product's reviews held for approval, oldest first. */
  held(): Promise<StoredReview[]>;
  get(id: string): Promise<StoredReview | null>;
  /** Inserts if absent; answers the review stored afterwards and whether it is the one given. */
  create(review: StoredReview): Promise<{ review: StoredReview; created: boolean }>;
  /** Atomic read-edit-write; `edit` must be pure. Null when there is no such review. */
  update(id: string, edit: (current: StoredReview) => StoredReview): Promise<StoredReview | null>;
  delete(id: string): Promise<boolean>;
  /** Recomputes and stores the product's aggregates from the index; answers them. */
  refresh(productId: string): Promise<ReviewAggregates>;
  close(): void;
}

const EMPTY: ProductReviews = { all: [], visible: [] };

class ReviewIndex {
  private readonly byId = new Map<string, StoredReview>();
  private readonly byProduct = new Map<string, ProductReviews>();

  constructor(reviews: StoredReview[]) {
    for (const review of reviews) this.byId.set(review.id, review);
    const grouped = new Map<string, StoredReview[]>();
    for (const review of reviews) grouped.set(review.productId, [...(grouped.get(review.productId) ?? []), review]);
    for (const [productId, list] of grouped) this.byProduct.set(productId, ReviewIndex.lists(list.sort(newestFirst)));
  }

  private static lists(all: StoredReview[]): ProductReviews {
    return { all, visible: all.filter((review) => !review.hidden && !review.held) };
  }

  get(id: string): StoredReview | undefined {
    return this.byId.get(id);
  }

  forProduct(productId: string): ProductReviews {
    return this.byProduct.get(productId) ?? EMPTY;
  }

  held(): StoredReview[] {
    return [...this.byId.values()].filter((review) => review.held).sort((a, b) => newestFirst(b, a));
  }

  /** Puts (or removes, with null) one review; answers the products whose lists changed. */
  apply(id: string, review: StoredReview | null): string[] {
    const before = this.byId.get(id);
    if (before && review && isDeepStrictEqual(before, review)) return [];
    const touched = new Set<string>();
    if (before) {
      this.byId.delete(id);
      this.replaceList(
        before.productId,
        this.forProduct(before.productId).all.filter((r) => r.id !== id),
      );
      touched.add(before.productId);
    }
    if (review) {
      this.byId.set(id, review);
      // One product's list is small next to the whole collection: a sorted copy is fine.
      this.replaceList(review.productId, [...this.forProduct(review.productId).all, review].sort(newestFirst));
      touched.add(review.productId);
    }
    return [...touched];
  }

  private replaceList(productId: string, all: StoredReview[]): void {
    if (all.length === 0) this.byProduct.delete(productId);
    else this.byProduct.set(productId, ReviewIndex.lists(all));
  }
}

/** How long the first read of the reviews waits for the change feed to listen. */
const FEED_WAIT_MS = 10_000;

export function createReviewsRepository(docs: ReviewsStore): ReviewsRepository {
  let held: ReviewIndex | null = null;
  let building: Promise<ReviewIndex> | null = null;
  let changedDuringBuild: Array<{ id: string; review: StoredReview | null }> = [];
  const scheduled = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  async function refresh(productId: string): Promise<ReviewAggregates> {
    const aggregates = reviewAggregates((await index()).forProduct(productId).visible);
    await docs.mutate('products', productId, withAggregates(aggregates));
    return aggregates;
  }

  function schedule(productIds: string[]): void {
    productIds.forEach((id) => scheduled.add(id));
    if (timer || closed || scheduled.size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      const ids = [...scheduled];
      scheduled.clear();
      void Promise.all(closed ? [] : ids.map((id) => refresh(id))).catch(() => {
        // Storage closed or unreachable: the next write of the product recomputes its figures.
      });
    }, 0);
    timer.unref?.();
  }

  function applyHere(id: string, review: StoredReview | null): string[] {
    if (building) changedDuringBuild.push({ id, review });
    return held ? held.apply(id, review) : [];
  }

  // The reviews are read once the feed listens, so no write falls between the read and the feed
  // (but not later than FEED_WAIT_MS: a feed that cannot start must not hold every request).
  let feedListening: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => (feedListening = resolve));
  const stopFeed = docs.watch(
    'reviews',
    ({ id, data }) => {
      schedule(applyHere(id, data ? toStoredReview(id, data) : null));
    },
    { onReady: () => feedListening() },
  );

  async function build(): Promise<ReviewIndex> {
    changedDuringBuild = [];
    // Read after the feed listens, so no change falls between the read and the feed; bounded, so a
    // shopper's first review page is not held by a feed that cannot start (it then serves the read).
    await Promise.race([listening, new Promise((resolve) => setTimeout(resolve, FEED_WAIT_MS).unref())]);
    const rows = await docs.list('reviews');
    const fresh = new ReviewIndex(rows.map(({ id, data }) => toStoredReview(id, data)));
    changedDuringBuild.forEach(({ id, review }) => fresh.apply(id, review));
    changedDuringBuild = [];
    return fresh;
  }

  async function index(): Promise<ReviewIndex> {
    if (held) return held;
    building ??= build().finally(() => {
      building = null;
    });
    const fresh = await building;
    held ??= fresh;
    return held;
  }

  const stored = (id: string, data: DocumentData | null): StoredReview | null => {
    const review = data ? toStoredReview(id, data) : null;
    applyHere(id, review);
    return review;
  };

  return {
    async forProduct(productId) {
      return (await index()).forProduct(productId);
    },
    async held() {
      return (await index()).held();
    },
    async get(id) {
      return (await index()).get(id) ?? null;
    },
    async create(review) {
      const data = fromStoredReview(review);
      const after = await docs.create('reviews', review.id, data);
      return { review: stored(review.id, after) as StoredReview, created: isDeepStrictEqual(after, data) };
    },
    async update(id, edit) {
      const after = await docs.mutate('reviews', id, (current) =>
        current ? fromStoredReview(edit(toStoredReview(id, current))) : undefined,
      );
      return stored(id, after);
    },
    async delete(id) {
      const deleted = await docs.delete('reviews', id);
      applyHere(id, null);
      return deleted;
    },
    refresh,
    close() {
      closed = true;
      stopFeed();
      if (timer) clearTimeout(timer);
      timer = null;
      scheduled.clear();
    },
  };
}
