import { ApiError } from './api';

/** What another app's bundled copy of this module would throw: same name and shape, another class. */
class ApiErrorOfAnotherCopy extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

it('recognises an ApiError thrown by another copy of shared-contracts, and nothing else', () => {
  const fromShell: unknown = new ApiErrorOfAnotherCopy(409, 'This product is in an order.');
  expect(fromShell instanceof ApiError).toBe(true);
  expect(new ApiError(404, 'Not found.') instanceof ApiError).toBe(true);
  expect(new Error('plain') instanceof ApiError).toBe(false);
  expect(Object.assign(new Error('no status'), { name: 'ApiError' }) instanceof ApiError).toBe(false);
  expect({ name: 'ApiError', status: 409, message: 'x' } instanceof ApiError).toBe(false);
});
