import { useCallback } from 'react';
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
 */
export function useChosenVariant(product: Pick<CatalogueProduct, 'options' | 'variants'>): ChosenVariant {
  const [searchParams, setSearchParams] = useSearchParams();
  const variant = chosenVariant(product, searchParams.get(VARIANT_PARAM));
  const choose = useCallback(
    (sku: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(VARIANT_PARAM, sku);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return { variant, choose };
}
