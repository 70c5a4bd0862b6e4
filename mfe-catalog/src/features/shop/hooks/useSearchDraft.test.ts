import { act, renderHook } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { SEARCH_COMMIT_DELAY_MS, useSearchDraft } from './useSearchDraft';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** The hook on a URL value the test moves, as the router would. */
function renderDraft(initialUrl = '') {
  const write = jest.fn<void, [string]>();
  const view = renderHook(({ url }: { url: string }) => useSearchDraft(url, write), {
    initialProps: { url: initialUrl },
  });
  const type = (...values: string[]) =>
    values.forEach((value) => {
      act(() => view.result.current.change(value));
      act(() => jest.advanceTimersByTime(60));
    });
  return { ...view, write, type };
}

describe('useSearchDraft', () => {
  it('shows every keystroke at once but writes only once typing pauses, with the last text', () => {
    const { result, write, type } = renderDraft();
    type('t', 'te', 'tea', 'teak');
    expect(result.current.draft).toBe('teak');
    expect(write).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS));
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith('teak');
  });

  it('writes at once on commit (Enter, blur), and not again when the pause ends', () => {
    const { result, write, type } = renderDraft();
    type('sofa');
    act(() => result.current.commit());
    expect(write).toHaveBeenCalledWith('sofa');

    act(() => jest.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS));
    act(() => result.current.commit());
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('keeps typing when the URL echoes an earlier write', () => {
    const { result, write, type, rerender } = renderDraft();
    type('man');
    act(() => jest.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS));
    type('mang', 'mango');
    rerender({ url: 'man' }); // the echo of the first write lands while typing goes on
    expect(result.current.draft).toBe('mango');

    act(() => jest.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS));
    expect(write.mock.calls).toEqual([['man'], ['mango']]);
  });

  it('takes the URL when it changes for another reason, dropping a write still waiting', () => {
    const { result, write, type, rerender } = renderDraft('teak');
    type('teak s');
    rerender({ url: 'oak' }); // Back, or a link
    expect(result.current.draft).toBe('oak');

    act(() => jest.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS));
    expect(write).not.toHaveBeenCalled();
  });

  it('keeps text taken in as the box mounts (typed before hydration) and writes it once typing pauses', () => {
    const write = jest.fn<void, [string]>();
    const { result } = renderHook(() => {
      const draft = useSearchDraft('', write);
      const { change } = draft;
      useLayoutEffect(() => change('oak'), [change]);
      return draft;
    });
    expect(result.current.draft).toBe('oak');

    act(() => jest.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS));
    expect(write).toHaveBeenCalledWith('oak');
  });

  it('does not write text that is already in the URL', () => {
    const { write, type } = renderDraft('teak');
    type('teakw', 'teak');
    act(() => jest.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS));
    expect(write).not.toHaveBeenCalled();
  });

  it('writes text typed back to the URL value while an earlier write is still on its way', () => {
    const { write, type } = renderDraft('');
    type('ab');
    act(() => jest.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS)); // writes "ab"; the URL still says ""
    type('a', '');
    act(() => jest.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS));
    expect(write.mock.calls).toEqual([['ab'], ['']]);
  });

  it('drops a write still waiting when the page goes away', () => {
    const { write, type, unmount } = renderDraft();
    type('bed');
    unmount();
    act(() => jest.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS));
    expect(write).not.toHaveBeenCalled();
  });
});
