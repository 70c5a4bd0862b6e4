import { useCallback, useState } from 'react';
import type { CatalogueProduct, ProductVariant } from 'shared-contracts';
import { useSearchParams } from 'shared-contracts/router';
import { chosenVariant, VARIANT_PARAM } from '../utils/variantChoice';

export interface ChosenVariant {
  /** The version on show; undefined for a product without versions. */
  variant: ProductVariant | undefined;
  /** Shows another version, replacing the URL's `?variant=` (a choice is not a page to go Back to). */
  choose: (sku: string) => void;
}

/**
 * The product page's chosen version, kept in the URL: the page server reads the same query, so the
 * server's HTML already shows the version a shared link names and hydration changes nothing.
 *
 * A choice shows at once: the router writes the URL in a transition, which a busy phone may finish
 * later, and a radio that waited for it would spring back to the old version in between. The choice
 * holds until the URL moves (to it, or elsewhere: Back, a link), and the URL decides from then on.
 */
export function useChosenVariant(product: Pick<CatalogueProduct, 'options' | 'variants'>): ChosenVariant {
  const [searchParams, setSearchParams] = useSearchParams();
  const inUrl = searchParams.get(VARIANT_PARAM);
  const [picked, setPicked] = useState<{ sku: string; whileUrl: string | null } | null>(null);
  const variant = chosenVariant(product, picked && picked.whileUrl === inUrl ? picked.sku : inUrl);
  const choose = useCallback(
    (sku: string) => {
      setPicked({ sku, whileUrl: inUrl });
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(VARIANT_PARAM, sku);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [inUrl, setSearchParams],
  );
  return { variant, choose };
}
