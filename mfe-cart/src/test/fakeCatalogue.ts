/**
 * A fake fetch for page tests: product reads (GET /api/products/{id}) answer from a stored
 * catalogue the test controls (404 when absent, as the server does for an unknown or archived id),
 * reads of the address book (GET /api/me/addresses) from `addresses` (empty at first), and with
 * `answersDelivery`, pincode checks (GET /api/delivery/{pincode}?value=) from a delivery table the
 * test may replace (the default one: served everywhere) and the checkout's quotes (POST
 * /api/checkout/quote: the stored prices, that table's freight and assembly, no coupon, no GST);
 * every other call goes to the test's own mock.
 */
import {
  ADDRESS_API_PATHS,
  CHECKOUT_API_PATHS,
  toPaise,
  type CatalogueProduct,
  type CheckoutQuoteRequest,
  type CheckoutQuoteResponse,
  type SavedAddress,
} from 'shared-contracts';
import {
  codTakenFor,
  DEFAULT_DELIVERY_TABLE,
  orderChargesFor,
  orderChargesTotalPaise,
  quoteDelivery,
  type DeliveryTable,
} from 'shared-contracts/delivery';
import type { OrderTax } from 'shared-contracts/gst';

/** Just what the API client reads of a Response (jsdom has no Response class). */
export const answer = (body: unknown, status = 200): Response =>
  ({ ok: status < 400, status, text: async () => JSON.stringify(body) }) as Response;

export const json = (body: unknown, status = 200): Promise<Response> => Promise.resolve(answer(body, status));

export type StoredProduct = Pick<CatalogueProduct, 'productName' | 'price' | 'stock'> &
  Partial<Pick<CatalogueProduct, 'status' | 'variants'>>;

const PRODUCT_READ = /\/api\/products\/([^/?]+)$/;
const DELIVERY_CHECK = /\/api\/delivery\/([^/?]+)\?value=(\d+)$/;

export interface FakeCatalogue {
  fetch: typeof fetch;
  /** The ids read so far, in order. */
  reads: string[];
  products: Map<string, StoredProduct>;
  /** The signed-in shopper's address book, the default first. */
  addresses: SavedAddress[];
  /** The table pincode checks are answered from. */
  delivery: { table: DeliveryTable };
  /** The checkout quotes asked so far, in order. */
  quotes: CheckoutQuoteRequest[];
  /** The GST breakup the quotes answer (none unless a test sets one). */
  quoteTax: OrderTax | null;
}

export function fakeCatalogue(
  rest: (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  { answersDelivery = false }: { answersDelivery?: boolean } = {},
): FakeCatalogue {
  const products = new Map<string, StoredProduct>();
  const reads: string[] = [];
  const fake: FakeCatalogue = {
    fetch: (() => {}) as unknown as typeof fetch,
    reads,
    products,
    addresses: [],
    delivery: { table: DEFAULT_DELIVERY_TABLE },
    quotes: [],
    quoteTax: null,
  };
  const checkoutQuote = (body: CheckoutQuoteRequest): CheckoutQuoteResponse => {
    fake.quotes.push(body);
    const goodsPaise = body.items.reduce(
      (sum, line) => sum + toPaise(products.get(line.id)?.price ?? 0) * line.quantity,
      0,
    );
    const delivery = quoteDelivery(fake.delivery.table, body.postalCode, {
      orderedAt: new Date(),
      orderValuePaise: goodsPaise,
    });
    const charges = orderChargesFor(delivery, body.assembly === true);
    return {
      goodsPaise,
      discountPaise: 0,
      couponRefusal: null,
      charges,
      amountChargedPaise: goodsPaise + orderChargesTotalPaise(charges),
      tax: fake.quoteTax,
      cashOnDeliveryRefusal: delivery && codTakenFor(delivery, body.assembly === true) ? null : 'Not here.',
    };
  };
  const fetchWithCatalogue = (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const isGet = (init?.method ?? 'GET') === 'GET';
    if (isGet && String(url).endsWith(ADDRESS_API_PATHS.addresses)) return json({ addresses: fake.addresses });
    if (answersDelivery && init?.method === 'POST' && String(url).endsWith(CHECKOUT_API_PATHS.quote))
      return json(checkoutQuote(JSON.parse(String(init.body)) as CheckoutQuoteRequest));
    const check = answersDelivery && isGet ? DELIVERY_CHECK.exec(String(url)) : null;
    if (check?.[1] && check[2])
      return json(
        quoteDelivery(fake.delivery.table, check[1], { orderedAt: new Date(), orderValuePaise: Number(check[2]) }),
      );
    const read = isGet ? PRODUCT_READ.exec(String(url)) : null;
    if (!read?.[1]) return rest(url, init);
    const id = decodeURIComponent(read[1]);
    reads.push(id);
    const product = products.get(id);
    if (!product)
      return json({ statusCode: 404, error: 'Not Found', message: 'That product is no longer available.' }, 404);
    return json({ id, status: 'active', ...product });
  };
  fake.fetch = fetchWithCatalogue as typeof fetch;
  return fake;
}
