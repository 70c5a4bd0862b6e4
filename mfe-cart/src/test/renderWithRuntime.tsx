/**
 * Renders a page with the real cart runtime behind the contract (signed out, nothing stored), so a
 * click goes the whole way: command → runtime → published state → page.
 */
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'shared-contracts/router';
import {
  addToCart,
  EMPTY_CART,
  publishCart,
  publishWishlist,
  type AuthSessionSource,
  type ProductRef,
} from 'shared-contracts';
import { createCartRuntime } from '../runtime/cartRuntime';
import { fakeCatalogue, type FakeCatalogue } from './fakeCatalogue';

const signedOut: AuthSessionSource = { current: () => null, subscribe: () => () => {} };

let stop: (() => void) | null = null;

export function startTestRuntime(): void {
  publishCart(EMPTY_CART);
  publishWishlist([]);
  stop = createCartRuntime(
    { apiBaseUrl: 'http://api.test', auth: signedOut },
    { storage: null, events: null, now: () => Date.now() },
  );
}

export function stopTestRuntime(): void {
  stop?.();
  stop = null;
}

/** Sends contract commands as another app would, inside act() so the page updates. */
export const send = (commands: () => void): void => act(commands);

/**
 * Starts the runtime with `product` in the cart, read from a fake catalogue (the global fetch) that
 * holds `stock` of it and passes every other call to `rest`.
 */
export function startWithProductInCart(
  product: ProductRef,
  rest: (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  { stock, answersDelivery = false }: { stock: number; answersDelivery?: boolean },
): FakeCatalogue {
  startTestRuntime();
  const catalogue = fakeCatalogue(rest, { answersDelivery });
  catalogue.products.set(product.id, { productName: product.productName, price: product.price, stock });
  global.fetch = catalogue.fetch;
  send(() => addToCart(product));
  return catalogue;
}

export function renderPage(ui: ReactElement, path: string): RenderResult {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="/shop" element={<p>shop page</p>} />
        <Route path="/checkout" element={<p>checkout page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
