import { ApiError } from 'shared-contracts';
import { createSaver, retryDelayMs } from './saver';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('list saver', () => {
  it('sends one request at a time, in order, and always ends on the newest value', async () => {
    const sent: number[] = [];
    let release: () => void = () => {};
    const save = jest.fn((value: number) => {
      sent.push(value);
      return new Promise<number | null>((resolve) => {
        release = () => resolve(null);
      });
    });
    const onSaved = jest.fn();
    const saver = createSaver({ label: 'cart', save, onSaved });
    saver.schedule(1);
    await jest.advanceTimersByTimeAsync(300);
    saver.schedule(2);
    saver.schedule(3);
    await jest.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([1]); // 2 and 3 wait for 1 to finish
    release();
    await jest.advanceTimersByTimeAsync(300);
    expect(sent).toEqual([1, 3]);
    release();
    await jest.advanceTimersByTimeAsync(0);
    expect(onSaved.mock.calls).toEqual([
      [1, null],
      [3, null],
    ]);
    expect(saver.hasPending()).toBe(false);
  });

  it('does not retry a body the server refuses (it would be refused again), and says so in the console', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const save = jest.fn().mockRejectedValue(new ApiError(400, 'body/items/0/quantity must be >= 1'));
    const saver = createSaver({ label: 'cart', save, onSaved: jest.fn() });
    saver.schedule([]);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/refused the saved cart/);
  });

  it('after stop, a flush still sends once but nothing is retried', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const save = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const saver = createSaver({ label: 'wishlist', save, onSaved: jest.fn() });
    saver.schedule(['x']);
    saver.flush();
    saver.stop();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(saver.hasPending()).toBe(true);
  });

  it('waits 1 s, 2 s, 4 s … and never more than 30 s between retries', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
