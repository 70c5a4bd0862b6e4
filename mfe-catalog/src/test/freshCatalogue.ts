/**
 * Registers jest's hooks so each test starts as a fresh page would: nothing in the catalogue's
 * query cache or stream from an earlier test, a fake EventSource the test drives, and no page data
 * left in the document.
 */
import { act } from '@testing-library/react';
import { publishCart, publishWishlist } from 'shared-contracts';
import { resetBrowserCatalogueQueries } from '../features/catalogue/state/catalogueQueries';
import { resetProductStreams } from '../features/catalogue/state/productStreams';
import { removePageData } from './embedPageData';
import { installFakeEventSource, removeFakeEventSource } from './fakeEventSource';

/** Nothing read and no stream open, as in a page just opened. */
export function resetCatalogue(): void {
  resetBrowserCatalogueQueries();
  resetProductStreams();
}

export function freshCatalogueEachTest(): void {
  beforeEach(() => {
    resetCatalogue();
    installFakeEventSource();
  });
  afterEach(() => {
    removeFakeEventSource();
    removePageData();
  });
}

/** A fresh product page each test: the catalogue as above, and an empty cart and wishlist published (the page's buttons read them). */
export function freshProductPageEachTest(): void {
  freshCatalogueEachTest();
  beforeEach(() => {
    act(() => publishWishlist([]));
    act(() => publishCart({ items: [], totalQuantity: 0, totalAmount: 0 }));
  });
}
