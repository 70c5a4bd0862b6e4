import { useId, useState, type FormEvent } from 'react';
import { showToast } from 'shared-contracts/toast';
import { MESSAGES, type LocalReview } from 'shared-contracts';
import { toLocalReview } from '../utils/reviews';
import { RatingInput } from './RatingInput';

/** Name, message and rating; incomplete → the spec's alert text, complete → saved and "Review Submitted". */
export function ReviewForm({ onSubmit }: { onSubmit: (review: LocalReview) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [showInvalid, setShowInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const review = toLocalReview({ name, text, rating });
    if (!review) {
      setShowInvalid(true);
      return;
    }
    onSubmit(review);
    setName('');
    setText('');
    setRating(null);
    setShowInvalid(false);
    showToast('success', MESSAGES.reviewSubmitted);
  };

  return (
    <form className="cat-review-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Write a review</h3>
      <div className="cat-field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          value={name}
          autoComplete="name"
          maxLength={80}
          aria-invalid={(showInvalid && !name.trim()) || undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="cat-field">
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea
          id={`${id}-message`}
          value={text}
          rows={4}
          maxLength={2000}
          aria-invalid={(showInvalid && !text.trim()) || undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <RatingInput value={rating} onChange={setRating} invalid={showInvalid && rating === null} />
      {showInvalid ? (
        <p className="cat-alert" role="alert">
          {MESSAGES.reviewInvalid}
        </p>
      ) : null}
      <button type="submit" className="cat-button">
        Submit review
      </button>
    </form>
  );
}
