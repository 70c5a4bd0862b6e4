/**
 * Renders a page with the real cart runtime behind the contract (signed out, nothing stored), so a
 * click goes the whole way: command → runtime → published state → page.
 */
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'shared-contracts/router';
import { EMPTY_CART, publishCart, publishWishlist, type AuthSessionSource } from 'shared-contracts';
import { createCartRuntime } from '../runtime/cartRuntime';

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
