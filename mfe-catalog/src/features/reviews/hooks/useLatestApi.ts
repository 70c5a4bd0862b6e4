import { useRef, type RefObject } from 'react';
import type { ApiRequest } from 'shared-contracts';
import { useApi } from 'shared-contracts/react';

/**
 * The session's API client behind a ref: effects that read it do not run again when only the token
 * changed (sign-in state is their own dependency where it matters).
 */
export function useLatestApi(): RefObject<ApiRequest> {
  const request = useApi();
  const ref = useRef(request);
  ref.current = request;
  return ref;
}
