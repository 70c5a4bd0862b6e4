import { render, screen } from '@testing-library/react';
import { StarRating } from './StarRating';

const fillOf = () => screen.getByRole('img').querySelector('.cat-stars__fill');

test.each([
  [4.5, 'cat-stars__fill--90'],
  [4.3, 'cat-stars__fill--85'],
  [0, 'cat-stars__fill--0'],
  [5, 'cat-stars__fill--100'],
  [7, 'cat-stars__fill--100'],
])('%s stars fill to the nearest quarter star with a class, no inline style', (value, className) => {
  render(<StarRating value={value} />);
  expect(screen.getByRole('img', { name: `Rated ${value} out of 5` })).toBeInTheDocument();
  expect(fillOf()).toHaveClass(className);
  expect(fillOf()).not.toHaveAttribute('style');
});
