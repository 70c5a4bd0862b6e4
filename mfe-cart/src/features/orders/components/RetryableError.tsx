import type { ReactElement } from 'react';

/** A load that failed: why, and a way to try again. */
export function RetryableError({ message, onRetry }: { message: string; onRetry: () => void }): ReactElement {
  return (
    <div className="orders-error" role="alert">
      <p>{message}</p>
      <button type="button" className="cart-button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
