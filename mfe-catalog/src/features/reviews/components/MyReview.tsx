import { useEffect, useId, useRef, useState } from 'react';
import type { PostReviewRequest, ReviewView } from 'shared-contracts/catalogue';
import { errorMessage } from '../utils/reviewDraft';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';

interface MyReviewProps {
  review: ReviewView;
  onEdit: (request: PostReviewRequest) => Promise<void>;
  onDelete: () => Promise<void>;
}

/** The signed-in shopper's review of this product, in place of a second form: edit it or delete it. */
export function MyReview({ review, onEdit, onDelete }: MyReviewProps) {
  const id = useId();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (mode === 'confirm') cancelRef.current?.focus();
    if (mode === 'view' && returnFocus.current) editRef.current?.focus();
    returnFocus.current = false;
  }, [mode]);

  const backToView = () => {
    returnFocus.current = true;
    setMode('view');
  };

  if (mode === 'edit') {
    const save = async (request: PostReviewRequest) => {
      await onEdit(request);
      backToView();
    };
    return (
      <ReviewForm
        title="Edit your review"
        submitLabel="Save changes"
        initial={{ name: review.name, text: review.text, rating: review.rating }}
        onSubmit={save}
        onCancel={backToView}
        focusOnOpen
      />
    );
  }

  const confirmDelete = async () => {
    if (deleting) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await onDelete(); // on success this panel gives way to the form
    } catch (error) {
      setDeleteError(errorMessage(error, 'Your review could not be deleted. Please try again.'));
      setDeleting(false);
    }
  };

  return (
    <section className="cat-my-review" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Your review</h3>
      <ReviewItem review={review} own />
      {mode === 'confirm' ? (
        <div className="cat-my-review__confirm" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>Delete your review? This cannot be undone.</p>
          <button type="button" className="cat-button" aria-disabled={deleting || undefined} onClick={confirmDelete}>
            Yes, delete
          </button>
          <button ref={cancelRef} type="button" className="cat-button cat-button--secondary" onClick={backToView}>
            Cancel
          </button>
        </div>
      ) : (
        <div className="cat-my-review__actions">
          <button ref={editRef} type="button" className="cat-button" onClick={() => setMode('edit')}>
            Edit your review
          </button>
          <button type="button" className="cat-button cat-button--secondary" onClick={() => setMode('confirm')}>
            Delete
          </button>
        </div>
      )}
      {deleteError ? (
        <p className="cat-alert" role="alert">
          {deleteError}
        </p>
      ) : null}
    </section>
  );
}
