/**
 * Registers jest's hooks so each test starts as a fresh page would: no catalogue store or stream
 * from an earlier test, a fake EventSource the test drives, and no page data left in the document.
 */
import { resetCatalogueStores } from '../features/catalogue/state/catalogueStores';
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
