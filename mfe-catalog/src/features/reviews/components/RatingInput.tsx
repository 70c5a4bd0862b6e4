import { useId } from 'react';
import { RATING_MAX, RATING_MIN } from 'shared-contracts';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** Five star radios (arrow keys move between them, as with any radio group). */
export function RatingInput({
  value,
  onChange,
  invalid,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  invalid: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="cat-rating-input" aria-invalid={invalid || undefined}>
      <legend>Rating</legend>
      <div className="cat-rating-input__stars">
        {RATINGS.map((rating) => (
          <label key={rating} className={value !== null && rating <= value ? 'is-on' : undefined}>
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {rating} {rating === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
