/** One order's page: GET /api/orders/{id} once the session is known. */
import { useCallback } from 'react';
import type { ApiRequest, OrderDetailResponse } from 'shared-contracts';
import { fetchOrderDetail } from '../api/fetchOrderDetail';
import { useSignedInData, type SignedInDataResult } from './useSignedInData';

export function useOrderDetail(orderId: string): SignedInDataResult<OrderDetailResponse> {
  const load = useCallback((request: ApiRequest) => fetchOrderDetail(request, orderId), [orderId]);
  return useSignedInData(load, 'The order could not be loaded.');
}
