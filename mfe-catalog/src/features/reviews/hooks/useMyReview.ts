/** The signed-in shopper's own review of the product (GET mine), which replaces the form with Edit and Delete. */
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from 'shared-contracts/react';
import type { ReviewView } from 'shared-contracts/catalogue';
import { useLatestApi } from './useLatestApi';
import { fetchMyReview } from '../api/fetchMyReview';

export type MyReviewState =
  { status: 'checking' } | { status: 'visitor' } | { status: 'none' } | { status: 'found'; review: ReviewView };

export function useMyReview(productId: string): [MyReviewState, (review: ReviewView | null) => void] {
  const requestRef = useLatestApi();
  const { user, loading } = useAuth();
  const uid = user?.uid ?? null;
  const [state, setState] = useState<MyReviewState>({ status: !loading && !uid ? 'visitor' : 'checking' });

  useEffect(() => {
    if (loading || !uid) {
      setState({ status: loading ? 'checking' : 'visitor' });
      return undefined;
    }
    let current = true;
    setState({ status: 'checking' });
    fetchMyReview(requestRef.current, productId)
      // When the check fails the form shows: a second review is refused by the server with its message.
      .then((review) => current && setState(review ? { status: 'found', review } : { status: 'none' }))
      .catch(() => current && setState({ status: 'none' }));
    return () => {
      current = false;
    };
  }, [productId, uid, loading, requestRef]);

  const setMine = useCallback(
    (review: ReviewView | null) =>
      setState(review ? { status: 'found', review } : uid ? { status: 'none' } : { status: 'visitor' }),
    [uid],
  );
  return [state, setMine];
}
