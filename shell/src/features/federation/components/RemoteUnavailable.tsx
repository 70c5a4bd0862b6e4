interface Props {
  onRetry: () => void;
  /** load: the remote did not answer; crash: its page threw; incompatible: its release needs a newer shared contract. */
  reason?: 'load' | 'crash' | 'incompatible';
}

const TEXT: Record<NonNullable<Props['reason']>, { title: string; body: string }> = {
  load: {
    title: "This part of the shop didn't load",
    body: 'We could not reach it just now. Check your connection, then try again.',
  },
  crash: {
    title: 'Something went wrong on this page',
    body: 'Try again; if it keeps happening, come back in a little while.',
  },
  incompatible: {
    title: 'This part of the shop needs a newer version of the site',
    body: 'It was released for a newer shared contract than this page provides. Reload in a little while.',
  },
};

/** In-place fallback for a route whose remote did not load, crashed or cannot run here; the rest of the site works. */
export function RemoteUnavailable({ onRetry, reason = 'load' }: Props) {
  const { title, body } = TEXT[reason];
  return (
    <section className="remote-unavailable" role="alert" aria-live="assertive">
      <h1>{title}</h1>
      <p>{body}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
