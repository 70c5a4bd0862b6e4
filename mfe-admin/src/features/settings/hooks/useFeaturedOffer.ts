/**
 * The featured offer's settings: the stored choice and the products that could be featured (active
 * and on sale), read together; Save stores a choice or, with none, goes back to the default.
 */
import { useCallback, useState } from 'react';
import type { CatalogueProduct } from 'shared-contracts';
import { PRODUCT_PAGE_LIMITS, type FeaturedOffer, type FeaturedOfferResponse } from 'shared-contracts/catalogue';
import { showToast } from 'shared-contracts/toast';
import { useAdminApi, type AdminApi } from '../../../api/useAdminApi';
import { useResource } from '../../../hooks/useResource';
import type { SaveState } from './useGstSettings';

export const FEATURED_OFFER_TEXT = {
  saved: 'Featured offer saved. The home page counts down to it.',
  cleared: 'No featured offer: the home page shows the couch and its date again.',
} as const;

/** Pages of products on sale read at most (100 each). */
const MAX_PAGES = 20;

export interface FeaturedOfferData extends FeaturedOfferResponse {
  /** Active products with a compare-at price, by name. */
  onSale: CatalogueProduct[];
}

async function saleProducts(api: AdminApi): Promise<CatalogueProduct[]> {
  const found: CatalogueProduct[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const limit = PRODUCT_PAGE_LIMITS.max;
    const { products, total } = await api.products({ limit, offset: page * limit, onSale: true });
    found.push(...products);
    if ((page + 1) * limit >= total || products.length === 0) break;
  }
  return found.sort((a, b) => a.productName.localeCompare(b.productName) || a.id.localeCompare(b.id));
}

export function useFeaturedOfferSettings() {
  const api = useAdminApi();
  const load = useCallback(async (): Promise<FeaturedOfferData> => {
    const [stored, onSale] = await Promise.all([api.featuredOffer(), saleProducts(api)]);
    return { ...stored, onSale };
  }, [api]);
  const { state, reload, update } = useResource(['featured-offer'], load, { editing: true });
  const [save, setSave] = useState<SaveState>({ status: 'idle' });

  const submit = useCallback(
    async (offer: FeaturedOffer | null) => {
      setSave({ status: 'saving' });
      try {
        const stored = offer ? await api.saveFeaturedOffer(offer) : await api.clearFeaturedOffer();
        update((data) => ({ ...data, ...stored }));
        setSave({ status: 'idle' });
        showToast('success', stored.offer ? FEATURED_OFFER_TEXT.saved : FEATURED_OFFER_TEXT.cleared);
      } catch (error) {
        setSave({ status: 'error', message: error instanceof Error ? error.message : 'Not saved.' });
      }
    },
    [api, update],
  );

  return { state, reload, save, submit };
}
