/** One page of the shopper's orders (`page` from 1). */
import { useCallback } from 'react';
import type { ApiRequest, MyOrdersResponse } from 'shared-contracts';
import { fetchMyOrders } from '../api/fetchMyOrders';
import { useSignedInData, type SignedInDataResult } from './useSignedInData';

export function useMyOrders(page: number): SignedInDataResult<MyOrdersResponse> {
  const load = useCallback((request: ApiRequest) => fetchMyOrders(request, page), [page]);
  return useSignedInData(load, 'Your orders could not be loaded.');
}
