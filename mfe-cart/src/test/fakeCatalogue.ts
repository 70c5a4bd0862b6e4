/**
 * A fake fetch for page tests: product reads (GET /api/products/{id}) answer from a stored
 * catalogue the test controls (404 when absent, as the server does for an unknown or archived id);
 * with `answersDelivery`, pincode checks (GET /api/delivery/{pincode}?value=) answer from a delivery
 * table the test may replace (the default one: served everywhere); every other call goes to the
 * test's own mock.
 */
import type { CatalogueProduct } from 'shared-contracts';
import { DEFAULT_DELIVERY_TABLE, quoteDelivery, type DeliveryTable } from 'shared-contracts/delivery';

/** Just what the API client reads of a Response (jsdom has no Response class). */
export const answer = (body: unknown, status = 200): Response =>
  ({ ok: status < 400, status, text: async () => JSON.stringify(body) }) as Response;

export const json = (body: unknown, status = 200): Promise<Response> => Promise.resolve(answer(body, status));

export type StoredProduct = Pick<CatalogueProduct, 'productName' | 'price' | 'stock'> &
  Partial<Pick<CatalogueProduct, 'status'>>;

const PRODUCT_READ = /\/api\/products\/([^/?]+)$/;
const DELIVERY_CHECK = /\/api\/delivery\/([^/?]+)\?value=(\d+)$/;

export interface FakeCatalogue {
  fetch: typeof fetch;
  /** The ids read so far, in order. */
  reads: string[];
  products: Map<string, StoredProduct>;
  /** The table pincode checks are answered from. */
  delivery: { table: DeliveryTable };
}

export function fakeCatalogue(
  rest: (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  { answersDelivery = false }: { answersDelivery?: boolean } = {},
): FakeCatalogue {
  const products = new Map<string, StoredProduct>();
  const reads: string[] = [];
  const delivery = { table: DEFAULT_DELIVERY_TABLE };
  const fetchWithCatalogue = (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const check = answersDelivery && (init?.method ?? 'GET') === 'GET' ? DELIVERY_CHECK.exec(String(url)) : null;
    if (check?.[1] && check[2])
      return json(
        quoteDelivery(delivery.table, check[1], { orderedAt: new Date(), orderValuePaise: Number(check[2]) }),
      );
    const read = (init?.method ?? 'GET') === 'GET' ? PRODUCT_READ.exec(String(url)) : null;
    if (!read?.[1]) return rest(url, init);
    const id = decodeURIComponent(read[1]);
    reads.push(id);
    const product = products.get(id);
    if (!product)
      return json({ statusCode: 404, error: 'Not Found', message: 'That product is no longer available.' }, 404);
    return json({ id, status: 'active', ...product });
  };
  return { fetch: fetchWithCatalogue as typeof fetch, reads, products, delivery };
}
