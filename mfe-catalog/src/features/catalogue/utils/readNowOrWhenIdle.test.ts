import { readNowOrWhenIdle } from './readNowOrWhenIdle';

afterEach(() => {
  jest.useRealTimers();
  delete (window as Partial<Window>).requestIdleCallback;
});

test('a first read starts at once', () => {
  const read = jest.fn();
  readNowOrWhenIdle(read, false);
  expect(read).toHaveBeenCalledTimes(1);
});

test('a quiet re-read waits for an idle moment of at most a second', () => {
  const request = jest.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 1);
  window.requestIdleCallback = request;
  const read = jest.fn();
  readNowOrWhenIdle(read, true);
  expect(read).not.toHaveBeenCalled();
  expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
});

test('without requestIdleCallback a quiet re-read starts right after the current task, and can be cancelled', () => {
  jest.useFakeTimers();
  const read = jest.fn();
  readNowOrWhenIdle(read, true);
  expect(read).not.toHaveBeenCalled();
  jest.advanceTimersByTime(0);
  expect(read).toHaveBeenCalledTimes(1);

  const cancelled = jest.fn();
  readNowOrWhenIdle(cancelled, true)();
  jest.runAllTimers();
  expect(cancelled).not.toHaveBeenCalled();
});
