/** GET /api/featured-offer: the admin's featured offer, or null (the home page's default couch and date). */
import { FEATURED_OFFER_PATHS, type FeaturedOfferResponse } from 'shared-contracts/catalogue';
import { getJson, type FetchLike } from '../../catalogue/api/requestJson';

/** The answer, checked: an offer with a product id and a readable end, or null. Throws on another shape. */
export function toFeaturedOfferResponse(raw: unknown): FeaturedOfferResponse {
  if (typeof raw !== 'object' || raw === null || !('offer' in raw))
    throw new Error('The featured offer answer was not an offer');
  const { offer } = raw as { offer: unknown };
  if (offer === null) return { offer: null };
  const { productId, endsAt } = (offer ?? {}) as { productId?: unknown; endsAt?: unknown };
  if (typeof productId !== 'string' || !productId || typeof endsAt !== 'string' || Number.isNaN(Date.parse(endsAt)))
    throw new Error('The featured offer answer was not an offer');
  return { offer: { productId, endsAt } };
}

export async function fetchFeaturedOffer(
  apiBaseUrl: string,
  fetchImpl: FetchLike,
  signal?: AbortSignal,
): Promise<FeaturedOfferResponse> {
  return toFeaturedOfferResponse(await getJson(`${apiBaseUrl}${FEATURED_OFFER_PATHS.public}`, fetchImpl, signal));
}
