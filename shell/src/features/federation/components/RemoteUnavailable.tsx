interface Props {
  onRetry: () => void;
  reason?: 'load' | 'crash';
}

/** In-place fallback for a route whose remote did not load or crashed; the rest of the site works. */
export function RemoteUnavailable({ onRetry, reason = 'load' }: Props) {
  return (
    <section className="remote-unavailable" role="alert" aria-live="assertive">
      <h1>{reason === 'load' ? "This part of the shop didn't load" : 'Something went wrong on this page'}</h1>
      <p>
        {reason === 'load'
          ? 'We could not reach it just now. Check your connection, then try again.'
          : 'Try again; if it keeps happening, come back in a little while.'}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
