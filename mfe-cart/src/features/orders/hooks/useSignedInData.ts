/** Data only its signed-in owner may read: loads once the session is known, and again on Retry. */
import { useCallback, useEffect, useState } from 'react';
import { type ApiRequest } from 'shared-contracts';
import { useApi, useAuth } from 'shared-contracts/react';

export type SignedInData<T> =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string };

export interface SignedInDataResult<T> {
  state: SignedInData<T>;
  retry: () => void;
}

/** `load` must be stable for one request (wrap it in useCallback with what it reads). */
export function useSignedInData<T>(
  load: (request: ApiRequest) => Promise<T>,
  fallbackMessage: string,
): SignedInDataResult<T> {
  const request = useApi();
  const { user, loading } = useAuth();
  const [state, setState] = useState<SignedInData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const uid = user?.uid ?? null;

  useEffect(() => {
    if (loading) return undefined;
    if (!uid) {
      setState({ status: 'signed-out' });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    load(request)
      .then((data) => current && setState({ status: 'ready', data }))
      .catch(
        (error: unknown) =>
          current &&
          setState({
            status: 'error',
            message: error instanceof Error && error.message ? error.message : fallbackMessage,
          }),
      );
    return () => {
      current = false;
    };
  }, [request, load, uid, loading, attempt, fallbackMessage]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
