/**
 * What the home page's limited offer shows: the admin's featured offer (a product on sale and its
 * end), or the default couch and the spec's fixed date when none is chosen or it cannot be read.
 * The page server embeds the offer, so the server's HTML and the hydrated page show the same;
 * a page opened in the app reads it first.
 */
import { useEffect, useState } from 'react';
import { FEATURED_OFFER_PAGE_KEY } from 'shared-contracts';
import type { FeaturedOfferResponse } from 'shared-contracts/catalogue';
import { useConfig, usePageData } from 'shared-contracts/react';
import { browserFetch } from '../../catalogue/state/catalogueStores';
import { fetchFeaturedOffer, toFeaturedOfferResponse } from '../api/fetchFeaturedOffer';
import { DEFAULT_OFFER_TARGET, offerTarget, type OfferTarget } from '../utils/offerTarget';

function embeddedOffer(raw: FeaturedOfferResponse | undefined): OfferTarget | null {
  if (!raw) return null;
  try {
    return offerTarget(toFeaturedOfferResponse(raw));
  } catch {
    return null;
  }
}

/** The offer's target, or null while it is read. */
export function useFeaturedOffer(): OfferTarget | null {
  const { apiBaseUrl } = useConfig();
  const embedded = usePageData('featuredOffer', FEATURED_OFFER_PAGE_KEY);
  const [target, setTarget] = useState<OfferTarget | null>(() => embeddedOffer(embedded));
  const known = target !== null;

  useEffect(() => {
    if (known) return undefined;
    const controller = new AbortController();
    fetchFeaturedOffer(apiBaseUrl, browserFetch, controller.signal).then(
      (answer) => setTarget(offerTarget(answer)),
      // Unreadable: the default offer, as before the admin could choose one.
      () => {
        if (!controller.signal.aborted) setTarget(DEFAULT_OFFER_TARGET);
      },
    );
    return () => controller.abort();
  }, [apiBaseUrl, known]);

  return target;
}
