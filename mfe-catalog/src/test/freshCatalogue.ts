/**
 * Registers jest's hooks so each test starts as a fresh page would: no catalogue store or stream
 * from an earlier test, a fake EventSource the test drives, and no page data left in the document.
 */
import { act } from '@testing-library/react';
import { publishCart, publishWishlist } from 'shared-contracts';
import { resetCatalogueStores } from '../features/catalogue/state/catalogueStores';
import { resetReviewSummaries } from '../features/reviews/state/reviewSummaryStore';
import { removePageData } from './embedPageData';
import { installFakeEventSource, removeFakeEventSource } from './fakeEventSource';

export function freshCatalogueEachTest(): void {
  beforeEach(() => {
    resetCatalogueStores();
    installFakeEventSource();
  });
  afterEach(() => {
    removeFakeEventSource();
    removePageData();
  });
}

/**
 * A fresh product page each test: the catalogue as above, no review summaries from an earlier test,
 * and an empty cart and wishlist published (the page's buttons read them).
 */
export function freshProductPageEachTest(): void {
  freshCatalogueEachTest();
  beforeEach(() => {
    resetReviewSummaries();
    act(() => publishWishlist([]));
    act(() => publishCart({ items: [], totalQuantity: 0, totalAmount: 0 }));
  });
}
