/**
 * A reviews API in memory behind a fake fetch, answering as the contract says (shared-contracts
 * catalogue/reviews-api): newest first, limit/offset pages, one review per signed-in author.
 */
import { REVIEW_MESSAGES, type ReviewPage, type ReviewResponse, type ReviewView } from 'shared-contracts/catalogue';

export const TEST_API = 'http://api.test';

/** Just what the API client reads of a Response (jsdom has no Response class). */
const answer = (body: unknown, status = 200): Response =>
  ({ ok: status < 400, status, text: async () => (body === undefined ? '' : JSON.stringify(body)) }) as Response;

export interface FakeReviewsServer {
  reviews: ReviewView[];
  fetch: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;
  /** The next call with this method (and path ending, when given) answers this status and message instead (once). */
  failNext: (method: string, status: number, message: string, pathEnd?: string) => void;
  /** Method and path (with query) of every call, in order. */
  calls: () => string[];
}

export function review(n: number, extra: Partial<ReviewView> = {}): ReviewView {
  const at = new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();
  return {
    id: `r${n}`,
    productId: 'p1',
    name: `Shopper ${n}`,
    rating: 4,
    text: `Review number ${n}`,
    createdAt: at,
    updatedAt: at,
    verifiedPurchase: false,
    mine: false,
    ...extra,
  };
}

/**
 * Serves `seed` (newest first). `authors` names the account (uid) behind a seeded review; the
 * bearer token `token-<uid>` stands for that account. DELETE answers the new average and count as
 * the server does, or (`deleteAnswersFigures: false`) nothing. A visitor's review is held for
 * approval as the server's default does (not listed, not counted), unless `holdVisitorReviews: false`.
 */
export function fakeReviewsServer(
  seed: ReviewView[],
  authorOf: Record<string, string> = {},
  { deleteAnswersFigures = true, holdVisitorReviews = true } = {},
): FakeReviewsServer {
  const reviews = [...seed];
  const authors = new Map<string, string>(Object.entries(authorOf)); // review id → uid
  const failures: Array<{ method: string; status: number; message: string; pathEnd?: string }> = [];
  let nextId = 1000;

  const summary = () => {
    const count = reviews.length;
    const avgRating = count ? Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / count) * 10) / 10 : 0;
    return { avgRating, reviewCount: count };
  };
  const view = (r: ReviewView, uid: string | null): ReviewView => ({
    ...r,
    mine: uid !== null && authors.get(r.id) === uid,
  });

  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const uid = headers.authorization?.replace('Bearer token-', '') ?? null;
    const failure = failures.findIndex((f) => f.method === method && url.pathname.endsWith(f.pathEnd ?? ''));
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      return answer({ statusCode: f!.status, error: 'Error', message: f!.message }, f!.status);
    }
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const match = url.pathname.match(/^\/api\/products\/([^/]+)\/reviews(?:\/([^/]+))?$/);
    if (!url.href.startsWith(TEST_API) || !match) return answer({ message: 'Not found' }, 404);
    const [, productId, rest] = match;

    if (!rest && method === 'GET') {
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const page: ReviewPage = {
        reviews: reviews.slice(offset, offset + limit).map((r) => view(r, uid)),
        total: reviews.length,
        limit,
        offset,
        ...summary(),
      };
      return answer(page);
    }
    if (!rest && method === 'POST') {
      if (uid && [...authors.values()].includes(uid)) return answer({ message: REVIEW_MESSAGES.alreadyReviewed }, 409);
      const at = new Date(Date.UTC(2026, 10, 23)).toISOString();
      const created: ReviewView = {
        id: `new${nextId++}`,
        productId: productId!,
        name: String(body.name),
        text: String(body.text),
        rating: Number(body.rating),
        createdAt: at,
        updatedAt: at,
        verifiedPurchase: false,
        mine: false,
      };
      if (!uid && holdVisitorReviews) {
        const held: ReviewResponse = { review: { ...created, awaitingApproval: true }, ...summary() };
        return answer(held, 201);
      }
      reviews.unshift(created);
      if (uid) authors.set(created.id, uid);
      const response: ReviewResponse = { review: view(created, uid), ...summary() };
      return answer(response, 201);
    }
    if (rest === 'mine' && method === 'GET') {
      const own = reviews.find((r) => uid !== null && authors.get(r.id) === uid);
      return answer({ review: own ? view(own, uid) : null });
    }
    const index = reviews.findIndex((r) => r.id === rest);
    if (index < 0) return answer({ message: REVIEW_MESSAGES.notFound }, 404);
    if (authors.get(rest!) !== uid) return answer({ message: 'Only the author of a review can change it.' }, 403);
    if (method === 'PATCH') {
      reviews[index] = {
        ...reviews[index]!,
        ...body,
        updatedAt: new Date(Date.UTC(2026, 10, 24)).toISOString(),
      } as ReviewView;
      return answer({ review: view(reviews[index]!, uid), ...summary() });
    }
    if (method === 'DELETE') {
      reviews.splice(index, 1);
      return deleteAnswersFigures ? answer({ deleted: true, ...summary() }) : answer(undefined, 204);
    }
    return answer({ message: 'Method not allowed' }, 405);
  });

  return {
    reviews,
    fetch,
    failNext: (method, status, message, pathEnd) => failures.push({ method, status, message, pathEnd }),
    calls: () => fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url).replace(TEST_API, '')}`),
  };
}
