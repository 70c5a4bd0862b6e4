/**
 * What the home page's limited offer shows: the admin's featured offer (a product on sale and its
 * end), or the default couch and the spec's fixed date when none is chosen or it cannot be read.
 * The page server embeds the offer, so the server's HTML and the hydrated page show the same;
 * a page opened in the app reads it first, once per visit of the site.
 */
import { useQuery } from '@tanstack/react-query';
import { FEATURED_OFFER_PAGE_KEY } from 'shared-contracts';
import type { FeaturedOfferResponse } from 'shared-contracts/catalogue';
import { useConfig, usePageData } from 'shared-contracts/react';
import { catalogueKeys } from '../../catalogue/state/catalogueQueries';
import { browserFetch } from '../../catalogue/state/productStreams';
import { fetchFeaturedOffer, toFeaturedOfferResponse } from '../api/fetchFeaturedOffer';
import { DEFAULT_OFFER_TARGET, offerTarget, type OfferTarget } from '../utils/offerTarget';

function embeddedOffer(raw: FeaturedOfferResponse | undefined): OfferTarget | undefined {
  if (!raw) return undefined;
  try {
    return offerTarget(toFeaturedOfferResponse(raw));
  } catch {
    return undefined;
  }
}

/** The offer's target, or null while it is read. */
export function useFeaturedOffer(): OfferTarget | null {
  const { apiBaseUrl } = useConfig();
  const embedded = usePageData('featuredOffer', FEATURED_OFFER_PAGE_KEY);
  const { data } = useQuery({
    queryKey: catalogueKeys.featuredOffer(apiBaseUrl),
    queryFn: ({ signal }) =>
      fetchFeaturedOffer(apiBaseUrl, browserFetch, signal).then(
        offerTarget,
        // Unreadable: the default offer, as before the admin could choose one.
        () => DEFAULT_OFFER_TARGET,
      ),
    initialData: () => embeddedOffer(embedded),
    // The offer changes rarely and its countdown runs on: it is not read again during a visit.
    staleTime: Infinity,
  });
  return data ?? null;
}
