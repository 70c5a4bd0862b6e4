import { useCallback, useEffect, useState } from 'react';
import type { LocalReview } from 'shared-contracts';
import { appendLocalReview, readLocalReviews, reviewsKey } from '../utils/localReviewStorage';

/** The shopper's reviews of one product, kept in localStorage and in step with other tabs. */
export function useLocalReviews(productId: string): [LocalReview[], (review: LocalReview) => boolean] {
  const [reviews, setReviews] = useState(() => readLocalReviews(productId));

  useEffect(() => {
    setReviews(readLocalReviews(productId));
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === reviewsKey(productId)) setReviews(readLocalReviews(productId));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [productId]);

  const add = useCallback(
    (review: LocalReview) => {
      const stored = appendLocalReview(productId, review);
      // Shown even when the browser cannot keep it, for this visit at least.
      setReviews((current) => (stored ? readLocalReviews(productId) : [...current, review]));
      return stored;
    },
    [productId],
  );

  return [reviews, add];
}
