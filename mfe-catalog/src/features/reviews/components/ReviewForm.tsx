import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { MESSAGES } from 'shared-contracts';
import { REVIEW_LIMITS, type PostReviewRequest } from 'shared-contracts/catalogue';
import { errorMessage, toReviewRequest, type ReviewDraft } from '../utils/reviewDraft';
import { RatingInput } from './RatingInput';

export interface ReviewFormProps {
  title: string;
  submitLabel: string;
  /** Where the fields start, and where they return after a review is sent. */
  initial: ReviewDraft;
  /** Sends the review; a rejection's message (the server's, e.g. a 409 or 429) is shown in the form. */
  onSubmit: (request: PostReviewRequest) => Promise<void>;
  onCancel?: () => void;
  /** Focus the first field on mount (the form replaced the button that opened it). */
  focusOnOpen?: boolean;
  /** A short note under the form. */
  children?: ReactNode;
}

const SEND_ERROR = 'Your review could not be sent. Please try again.';

/** Name, message (with a counter) and a star rating; incomplete → the spec's message, never a request. */
export function ReviewForm({
  title,
  submitLabel,
  initial,
  onSubmit,
  onCancel,
  focusOnOpen = false,
  children,
}: ReviewFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<ReviewDraft>(initial);
  // The form's own check (shown before any request) or the server's answer.
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const change = (part: Partial<ReviewDraft>) => setDraft((current) => ({ ...current, ...part }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const request = toReviewRequest(draft);
    setProblem(typeof request === 'string' ? request : null);
    if (typeof request === 'string') return;
    setSending(true);
    try {
      await onSubmit(request);
      setDraft(initial);
    } catch (error) {
      setProblem(errorMessage(error, SEND_ERROR));
    } finally {
      setSending(false);
    }
  };

  const incomplete = problem === MESSAGES.reviewInvalid;
  return (
    <form
      className="cat-review-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={sending || undefined}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      <div className="cat-field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          value={draft.name}
          autoComplete="name"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only set when the shopper opened this form (Edit): focus follows them in
          autoFocus={focusOnOpen}
          required
          maxLength={REVIEW_LIMITS.nameMax}
          aria-invalid={(incomplete && !draft.name.trim()) || undefined}
          onChange={(event) => change({ name: event.target.value })}
        />
      </div>
      <div className="cat-field">
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea
          id={`${id}-message`}
          value={draft.text}
          rows={4}
          required
          maxLength={REVIEW_LIMITS.textMax}
          aria-describedby={`${id}-count`}
          aria-invalid={(incomplete && !draft.text.trim()) || undefined}
          onChange={(event) => change({ text: event.target.value })}
        />
        <span id={`${id}-count`} className="cat-review-form__count">
          {draft.text.length}/{REVIEW_LIMITS.textMax} characters
        </span>
      </div>
      <RatingInput
        value={draft.rating}
        onChange={(rating) => change({ rating })}
        invalid={incomplete && draft.rating === null}
      />
      {problem ? (
        <p className="cat-alert" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="cat-review-form__actions">
        <button type="submit" className="cat-button" aria-disabled={sending || undefined}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="cat-button cat-button--secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
      {children}
    </form>
  );
}
