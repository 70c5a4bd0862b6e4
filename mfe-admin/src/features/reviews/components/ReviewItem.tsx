import type { ReviewView } from 'shared-contracts/catalogue';

export interface ReviewItemProps {
  review: ReviewView;
  busy: boolean;
  onToggleHidden: () => void;
  onDelete: (trigger: HTMLButtonElement) => void;
}

const dateOf = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
};

/** One review as the admin sees it: who, rating, when, the text (as text), its flags and actions. */
export function ReviewItem({ review, busy, onToggleHidden, onDelete }: ReviewItemProps) {
  const who = review.name || 'Anonymous';
  return (
    <li className={review.hidden ? 'adm-review adm-review--hidden' : 'adm-review'}>
      <div className="adm-review__head">
        <strong>{who}</strong>
        <span>Rated {review.rating} of 5</span>
        <time dateTime={review.createdAt}>{dateOf(review.createdAt)}</time>
        {review.hidden && <span className="adm-tag adm-tag--archived">Hidden</span>}
        {review.verifiedPurchase && <span className="adm-tag">Verified purchase</span>}
      </div>
      <p className="adm-review__text">{review.text}</p>
      <div className="adm-actions">
        <button
          type="button"
          className="adm-button adm-button--ghost adm-button--small"
          onClick={onToggleHidden}
          disabled={busy}
          aria-label={`${review.hidden ? 'Show' : 'Hide'} review by ${who}`}
        >
          {review.hidden ? 'Show' : 'Hide'}
        </button>
        <button
          type="button"
          className="adm-button adm-button--danger adm-button--small"
          onClick={(event) => onDelete(event.currentTarget)}
          disabled={busy}
          aria-label={`Delete review by ${who}`}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
