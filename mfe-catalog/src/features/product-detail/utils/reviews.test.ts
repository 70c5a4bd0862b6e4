import { BUILT_IN_PRODUCTS } from 'shared-contracts/catalogue';
import { allReviews, averageWithLocal, toLocalReview } from './reviews';
import { appendLocalReview, readLocalReviews, reviewsKey } from './localReviewStorage';

const product = BUILT_IN_PRODUCTS.find((p) => p.reviews.length === 2 && p.reviews[0]?.rating === 5 && p.reviews[1]?.rating === 4)!;

describe('toLocalReview', () => {
  it('needs a name, a message and a rating 1-5, and trims the texts', () => {
    expect(toLocalReview({ name: ' Asha ', text: ' Lovely ', rating: 5 })).toEqual({ name: 'Asha', text: 'Lovely', rating: 5 });
    expect(toLocalReview({ name: '  ', text: 'x', rating: 3 })).toBeNull();
    expect(toLocalReview({ name: 'A', text: ' ', rating: 3 })).toBeNull();
    expect(toLocalReview({ name: 'A', text: 'x', rating: null })).toBeNull();
    expect(toLocalReview({ name: 'A', text: 'x', rating: 0 })).toBeNull();
    expect(toLocalReview({ name: 'A', text: 'x', rating: 6 })).toBeNull();
  });
});

describe('average rating with local reviews', () => {
  it('counts built-in and local reviews together', () => {
    expect(averageWithLocal(product, [])).toBe(4.5);
    expect(averageWithLocal(product, [{ name: 'A', text: 'meh', rating: 1 }])).toBe(3.3);
    expect(allReviews(product, [{ name: 'A', text: 'meh', rating: 1 }])).toHaveLength(3);
  });

  it('is the local average for a product with no built-in reviews', () => {
    const unreviewed = BUILT_IN_PRODUCTS.find((p) => p.reviews.length === 0)!;
    expect(averageWithLocal(unreviewed, [])).toBe(0);
    expect(averageWithLocal(unreviewed, [{ name: 'A', text: 'x', rating: 4 }, { name: 'B', text: 'y', rating: 3 }])).toBe(3.5);
  });
});

describe('local review storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps reviews per product id', () => {
    appendLocalReview('07', { name: 'A', text: 'x', rating: 4 });
    appendLocalReview('07', { name: 'B', text: 'y', rating: 2 });
    appendLocalReview('08', { name: 'C', text: 'z', rating: 5 });
    expect(readLocalReviews('07').map((r) => r.name)).toEqual(['A', 'B']);
    expect(readLocalReviews('08')).toHaveLength(1);
    expect(readLocalReviews('09')).toEqual([]);
  });

  it('ignores unreadable or tampered entries', () => {
    window.localStorage.setItem(reviewsKey('07'), '{not json');
    expect(readLocalReviews('07')).toEqual([]);
    window.localStorage.setItem(reviewsKey('07'), JSON.stringify([{ name: 'A', text: 'x', rating: 9 }, { name: 'B', text: 'y', rating: 3 }]));
    expect(readLocalReviews('07').map((r) => r.name)).toEqual(['B']);
  });
});
