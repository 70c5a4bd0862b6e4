import { act, renderHook } from '@testing-library/react';
import { deferred } from '../test/deferred';
import { useSubmitGuard } from './useSubmitGuard';

describe('useSubmitGuard', () => {
  it('runs one action at a time and reports pending', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    const call = deferred();
    const action = jest.fn(() => call.promise);

    let first!: Promise<void>;
    act(() => {
      first = result.current.run(action);
      void result.current.run(action);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(true);

    await act(async () => {
      call.resolve();
      await first;
    });
    expect(result.current.pending).toBe(false);

    await act(() => result.current.run(async () => undefined));
    expect(result.current.pending).toBe(false);
  });

  it('releases the guard when the action fails', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new Error('nope')))).rejects.toThrow('nope');
    });
    expect(result.current.pending).toBe(false);

    const action = jest.fn(async () => undefined);
    await act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('knows when the component has gone', () => {
    const { result, unmount } = renderHook(() => useSubmitGuard());
    expect(result.current.isMounted()).toBe(true);
    unmount();
    expect(result.current.isMounted()).toBe(false);
  });
});
