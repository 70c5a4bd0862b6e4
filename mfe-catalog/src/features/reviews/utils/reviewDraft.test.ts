import { MESSAGES, ApiError } from 'shared-contracts';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from 'shared-contracts/catalogue';
import { errorMessage, toReviewRequest } from './reviewDraft';

describe('toReviewRequest', () => {
  it("needs a name, a message and a rating 1-5 (else the spec's message), and trims the texts", () => {
    expect(toReviewRequest({ name: ' Asha ', text: ' Lovely ', rating: 5 })).toEqual({
      name: 'Asha',
      text: 'Lovely',
      rating: 5,
    });
    expect(toReviewRequest({ name: '  ', text: 'x', rating: 3 })).toBe(MESSAGES.reviewInvalid);
    expect(toReviewRequest({ name: 'A', text: ' ', rating: 3 })).toBe(MESSAGES.reviewInvalid);
    expect(toReviewRequest({ name: 'A', text: 'x', rating: null })).toBe(MESSAGES.reviewInvalid);
  });

  it("refuses texts over the server's limits with the server's words", () => {
    expect(toReviewRequest({ name: 'A', text: 'x'.repeat(REVIEW_LIMITS.textMax), rating: 4 })).toEqual(
      expect.objectContaining({ rating: 4 }),
    );
    expect(toReviewRequest({ name: 'A', text: 'x'.repeat(REVIEW_LIMITS.textMax + 1), rating: 4 })).toBe(
      REVIEW_MESSAGES.textTooLong,
    );
    expect(toReviewRequest({ name: 'n'.repeat(REVIEW_LIMITS.nameMax + 1), text: 'x', rating: 4 })).toBe(
      REVIEW_MESSAGES.nameTooLong,
    );
  });
});

describe('errorMessage', () => {
  it("shows the server's message, or the fallback", () => {
    expect(errorMessage(new ApiError(429, REVIEW_MESSAGES.rateLimited), 'Failed')).toBe(REVIEW_MESSAGES.rateLimited);
    expect(errorMessage('boom', 'Failed')).toBe('Failed');
  });
});
