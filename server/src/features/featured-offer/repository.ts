/**
 * settings/featuredOffer: the sale product the home page's limited-offer countdown shows and when
 * the offer ends, chosen by the admin. Absent until chosen (and after it is cleared): the home page
 * then shows its default couch and the spec's fixed date.
 */
import type { FeaturedOffer } from 'shared-contracts/catalogue';
import type { DocumentData, DocumentStore } from '../../storage/port';

export const FEATURED_OFFER_DOCUMENT = 'featuredOffer';

export interface FeaturedOfferRepository {
  get(): Promise<FeaturedOffer | null>;
  /** Stores the offer (checked by the caller) and returns it as stored. */
  replace(offer: FeaturedOffer): Promise<FeaturedOffer>;
  clear(): Promise<void>;
}

export function toFeaturedOffer(data: DocumentData | null): FeaturedOffer | null {
  if (!data || typeof data.productId !== 'string' || typeof data.endsAt !== 'string') return null;
  return { productId: data.productId, endsAt: data.endsAt };
}

export function createFeaturedOfferRepository(
  docs: Pick<DocumentStore, 'get' | 'put' | 'delete'>,
  { now = () => new Date() }: { now?: () => Date } = {},
): FeaturedOfferRepository {
  return {
    async get() {
      return toFeaturedOffer(await docs.get('settings', FEATURED_OFFER_DOCUMENT));
    },
    async replace({ productId, endsAt }) {
      await docs.put('settings', FEATURED_OFFER_DOCUMENT, { productId, endsAt, updatedAt: now().toISOString() });
      return { productId, endsAt };
    },
    async clear() {
      await docs.delete('settings', FEATURED_OFFER_DOCUMENT);
    },
  };
}
