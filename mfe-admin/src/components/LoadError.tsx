export interface LoadErrorProps {
  /** e.g. "the user counts" */
  what: string;
  message: string;
  onRetry: () => void;
}

/** A failed load: what failed, why, and a Retry button. */
export function LoadError({ what, message, onRetry }: LoadErrorProps) {
  return (
    <div className="adm-status adm-status--error" role="alert">
      <p>
        Could not load {what}: {message}
      </p>
      <button type="button" className="adm-button adm-button--ghost" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
