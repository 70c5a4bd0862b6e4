/** What the limited offer points at: the admin's featured offer, else the default couch and the spec's date. */
import { COUNTDOWN_TARGET_ISO, HOME_FEATURED_PRODUCT_IDS } from 'shared-contracts';
import type { FeaturedOfferResponse } from 'shared-contracts/catalogue';

export interface OfferTarget {
  productId: string;
  endsAt: string;
  /** The admin chose it (not the default couch). */
  chosen: boolean;
}

export const DEFAULT_OFFER_TARGET: OfferTarget = {
  productId: HOME_FEATURED_PRODUCT_IDS.offer,
  endsAt: COUNTDOWN_TARGET_ISO,
  chosen: false,
};

export const offerTarget = ({ offer }: FeaturedOfferResponse): OfferTarget =>
  offer ? { ...offer, chosen: true } : DEFAULT_OFFER_TARGET;
