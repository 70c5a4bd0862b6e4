import { act, renderHook } from '@testing-library/react';
import { SEARCH_DELAY_MS, useDebouncedSearch } from './useDebouncedSearch';

describe('useDebouncedSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows keystrokes at once and writes the trimmed text once typing pauses', () => {
    const write = jest.fn();
    const { result } = renderHook(() => useDebouncedSearch('', write));
    act(() => result.current.change('t'));
    act(() => result.current.change('teak '));
    expect(result.current.text).toBe('teak ');
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(write).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith('teak');
  });

  it('keeps a trailing space when its own write comes back, and takes a change from outside', () => {
    const write = jest.fn();
    const { result, rerender } = renderHook(({ value }) => useDebouncedSearch(value, write), {
      initialProps: { value: '' },
    });
    act(() => result.current.change('teak '));
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
    rerender({ value: 'teak' });
    expect(result.current.text).toBe('teak ');
    rerender({ value: 'oak' });
    expect(result.current.text).toBe('oak');
  });

  it('writes at once on submit (Enter), and not again when the pause would have ended', () => {
    const write = jest.fn();
    const { result } = renderHook(() => useDebouncedSearch('', write));
    act(() => result.current.change(' oak '));
    act(() => result.current.submit());
    expect(write).toHaveBeenCalledWith('oak');
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(write).toHaveBeenCalledTimes(1);
  });
});
