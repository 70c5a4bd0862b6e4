/**
 * A review's fields as they are stored: plain text, trimmed, without control characters (other
 * than line breaks and tabs). Never HTML-escaped here: pages render the text as text.
 */
import { reviewProblem, type EditReviewRequest, type PostReviewRequest } from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const clean = (value: string): string => value.replace(CONTROL, '').trim();

/** The cleaned fields of a new review, or a 400 with the form's message. */
export function newReviewFields(body: Partial<PostReviewRequest>): PostReviewRequest {
  const fields = { name: clean(body.name ?? ''), text: clean(body.text ?? ''), rating: body.rating ?? 0 };
  const problem = reviewProblem(fields);
  if (problem) throw httpError(400, problem);
  return fields;
}

/** An edit merged over the stored review, checked like a new one. */
export function editedReviewFields(current: PostReviewRequest, edit: EditReviewRequest): PostReviewRequest {
  return newReviewFields({ ...current, ...edit });
}
