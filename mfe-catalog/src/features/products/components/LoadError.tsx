import { MESSAGES } from 'shared-contracts';

/** "Error: {message}" (the spec's products load error) and a Retry button. */
export function LoadError({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <div className="cat-alert cat-alert--retry" role="alert">
      <p>{MESSAGES.productsLoadError(error)}</p>
      <button type="button" className="cat-button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
