import { REVIEW_LIMITS } from 'shared-contracts/catalogue';
import { ApiError } from 'shared-contracts';
import { errorMessage, toReviewRequest } from './reviewDraft';

describe('toReviewRequest', () => {
  it('needs a name, a message and a rating 1-5, and trims the texts', () => {
    expect(toReviewRequest({ name: ' Asha ', text: ' Lovely ', rating: 5 })).toEqual({ name: 'Asha', text: 'Lovely', rating: 5 });
    expect(toReviewRequest({ name: '  ', text: 'x', rating: 3 })).toBeNull();
    expect(toReviewRequest({ name: 'A', text: ' ', rating: 3 })).toBeNull();
    expect(toReviewRequest({ name: 'A', text: 'x', rating: null })).toBeNull();
    expect(toReviewRequest({ name: 'A', text: 'x', rating: 0 })).toBeNull();
    expect(toReviewRequest({ name: 'A', text: 'x', rating: 6 })).toBeNull();
  });

  it('refuses texts over the server limits', () => {
    expect(toReviewRequest({ name: 'A', text: 'x'.repeat(REVIEW_LIMITS.textMax), rating: 4 })).not.toBeNull();
    expect(toReviewRequest({ name: 'A', text: 'x'.repeat(REVIEW_LIMITS.textMax + 1), rating: 4 })).toBeNull();
    expect(toReviewRequest({ name: 'n'.repeat(REVIEW_LIMITS.nameMax + 1), text: 'x', rating: 4 })).toBeNull();
  });
});

describe('errorMessage', () => {
  it("shows the server's message, or the fallback", () => {
    expect(errorMessage(new ApiError(429, 'Too many reviews, try again in a minute.'), 'Failed')).toBe('Too many reviews, try again in a minute.');
    expect(errorMessage('boom', 'Failed')).toBe('Failed');
  });
});
