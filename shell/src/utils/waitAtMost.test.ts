import { waitAtMost } from './waitAtMost';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const never = new Promise(() => undefined);

test('settles as soon as the promise does, resolved or rejected', async () => {
  const done = jest.fn();
  void waitAtMost(Promise.reject(new Error('remote down')), 3000).then(done);
  await jest.advanceTimersByTimeAsync(0);
  expect(done).toHaveBeenCalled();
});

test('gives up waiting after the time limit', async () => {
  const done = jest.fn();
  void waitAtMost(never, 3000).then(done);
  await jest.advanceTimersByTimeAsync(2999);
  expect(done).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(done).toHaveBeenCalled();
});
