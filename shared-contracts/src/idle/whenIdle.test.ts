import { IDLE_FALLBACK_DELAY_MS, IDLE_TIMEOUT_MS, whenIdle } from './whenIdle';

type IdleWindow = Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

afterEach(() => {
  jest.useRealTimers();
  delete (window as IdleWindow).requestIdleCallback;
  delete (window as IdleWindow).cancelIdleCallback;
});

/** A requestIdleCallback that records its calls and runs the callbacks when told. */
function fakeIdleCallbacks() {
  const pending = new Map<number, IdleRequestCallback>();
  let lastHandle = 0;
  const request = jest.fn((callback: IdleRequestCallback, _options?: IdleRequestOptions) => {
    lastHandle += 1;
    pending.set(lastHandle, callback);
    return lastHandle;
  });
  const cancel = jest.fn((handle: number) => void pending.delete(handle));
  window.requestIdleCallback = request;
  window.cancelIdleCallback = cancel;
  const runAll = () => pending.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 }));
  return { request, cancel, runAll };
}

describe('whenIdle with requestIdleCallback', () => {
  it('runs the task in an idle callback, with the default timeout', () => {
    const idle = fakeIdleCallbacks();
    const task = jest.fn();
    whenIdle(task);
    expect(idle.request).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(task).not.toHaveBeenCalled();
    idle.runAll();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('passes the timeout it is given', () => {
    const idle = fakeIdleCallbacks();
    whenIdle(() => undefined, { timeoutMs: 1000 });
    expect(idle.request).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
  });

  it('cancels the idle callback', () => {
    const idle = fakeIdleCallbacks();
    const task = jest.fn();
    const cancel = whenIdle(task);
    cancel();
    expect(idle.cancel).toHaveBeenCalledWith(1);
    idle.runAll();
    expect(task).not.toHaveBeenCalled();
  });
});

describe('whenIdle without requestIdleCallback', () => {
  beforeEach(() => jest.useFakeTimers());

  it('waits the default fallback delay', () => {
    const task = jest.fn();
    whenIdle(task);
    jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits the delay it is given: 0 runs the task after the current one', () => {
    const task = jest.fn();
    whenIdle(task, { fallbackDelayMs: 0 });
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancels the timer', () => {
    const task = jest.fn();
    whenIdle(task)();
    jest.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
