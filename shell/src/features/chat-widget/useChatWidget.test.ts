import { renderHook } from '@testing-library/react';
import { useChatWidget } from './useChatWidget';
import { IDLE_FALLBACK_DELAY_MS } from 'shared-contracts/idle';

const URL_A = 'https://chat.example/widget.js';
const widgetScripts = () => document.body.querySelectorAll('script[data-chat-widget]');

afterEach(() => {
  widgetScripts().forEach((s) => s.remove());
  jest.useRealTimers();
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

describe('useChatWidget', () => {
  it('adds nothing when no widget is configured', () => {
    jest.useFakeTimers();
    renderHook(() => useChatWidget(null));
    jest.runAllTimers();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('adds one async script once the page is idle (setTimeout fallback)', () => {
    jest.useFakeTimers();
    const { rerender } = renderHook(({ url }) => useChatWidget(url), { initialProps: { url: URL_A } });
    expect(widgetScripts()).toHaveLength(0);
    jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS);
    const scripts = widgetScripts();
    expect(scripts).toHaveLength(1);
    const script = scripts[0] as HTMLScriptElement;
    expect(script.getAttribute('src')).toBe(URL_A);
    expect(script.async).toBe(true);

    rerender({ url: URL_A });
    jest.runAllTimers();
    renderHook(() => useChatWidget(URL_A));
    jest.runAllTimers();
    expect(widgetScripts()).toHaveLength(1);
  });

  it('uses requestIdleCallback when the browser has it', () => {
    const pending: Array<() => void> = [];
    window.requestIdleCallback = jest.fn((cb: IdleRequestCallback) => {
      pending.push(() => cb({ didTimeout: false, timeRemaining: () => 10 }));
      return pending.length;
    });
    window.cancelIdleCallback = jest.fn();
    renderHook(() => useChatWidget(URL_A));
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(widgetScripts()).toHaveLength(0);
    pending.forEach((run) => run());
    expect(widgetScripts()).toHaveLength(1);
  });

  it('adds nothing if unmounted before the page went idle', () => {
    jest.useFakeTimers();
    const { unmount } = renderHook(() => useChatWidget(URL_A));
    unmount();
    jest.runAllTimers();
    expect(widgetScripts()).toHaveLength(0);
  });
});
