import { afterFirstPaint } from './afterFirstPaint';
import { IDLE_FALLBACK_DELAY_MS } from 'shared-contracts/idle';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('waits for the page, two painted frames and an idle moment, even when the page failed', async () => {
  let fail: (error: Error) => void = () => undefined;
  const page = new Promise((_resolve, reject) => (fail = reject));
  const done = jest.fn();
  void afterFirstPaint(page).then(done);

  await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_DELAY_MS * 2);
  expect(done).not.toHaveBeenCalled();

  fail(new Error('remote down'));
  await jest.advanceTimersByTimeAsync(50);
  expect(done).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_DELAY_MS);
  expect(done).toHaveBeenCalled();
});

test('waits for the page’s load event when the page is still loading', async () => {
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  const done = jest.fn();
  void afterFirstPaint(Promise.resolve()).then(done);
  await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_DELAY_MS * 2);
  expect(done).not.toHaveBeenCalled();

  window.dispatchEvent(new Event('load'));
  await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_DELAY_MS + 50);
  expect(done).toHaveBeenCalled();
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
});
