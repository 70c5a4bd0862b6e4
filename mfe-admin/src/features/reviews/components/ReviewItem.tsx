import type { ReviewView } from 'shared-contracts/catalogue';

export interface ReviewItemProps {
  review: ReviewView;
  busy: boolean;
  onToggleHidden: () => void;
  onDelete: (trigger: HTMLButtonElement) => void;
  onApprove: () => void;
  onReject: () => void;
}

const dateOf = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
};

/**
 * One review as the admin sees it: who, rating, when, the text (as text), its flags and actions. A
 * visitor's review awaiting approval offers Approve and Reject instead of Hide and Delete.
 */
export function ReviewItem({ review, busy, onToggleHidden, onDelete, onApprove, onReject }: ReviewItemProps) {
  const who = review.name || 'Anonymous';
  const held = review.awaitingApproval === true;
  return (
    <li className={review.hidden ? 'adm-review adm-review--hidden' : 'adm-review'}>
      <div className="adm-review__head">
        <strong>{who}</strong>
        <span>Rated {review.rating} of 5</span>
        <time dateTime={review.createdAt}>{dateOf(review.createdAt)}</time>
        {held && <span className="adm-tag adm-tag--archived">Awaiting approval</span>}
        {review.hidden && <span className="adm-tag adm-tag--archived">Hidden</span>}
        {review.verifiedPurchase && <span className="adm-tag">Verified purchase</span>}
      </div>
      <p className="adm-review__text">{review.text}</p>
      <div className="adm-actions">
        {held ? (
          <>
            <button
              type="button"
              className="adm-button adm-button--primary adm-button--small"
              onClick={onApprove}
              disabled={busy}
              aria-label={`Approve review by ${who}`}
            >
              Approve
            </button>
            <button
              type="button"
              className="adm-button adm-button--danger adm-button--small"
              onClick={onReject}
              disabled={busy}
              aria-label={`Reject review by ${who}`}
            >
              Reject
            </button>
          </>
        ) : (
          <>
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
          </>
        )}
      </div>
    </li>
  );
}
