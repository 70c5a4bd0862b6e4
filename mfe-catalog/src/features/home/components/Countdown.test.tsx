import { act, render, screen } from '@testing-library/react';
import { COUNTDOWN_TARGET_ISO } from 'shared-contracts';
import { timeLeft, twoDigits } from '../utils/countdown';
import { Countdown } from './Countdown';

const units = () =>
  ['days', 'hours', 'minutes', 'seconds'].map((u) => screen.getByTestId(`countdown-${u}`).textContent);
const target = Date.parse(COUNTDOWN_TARGET_ISO);

describe('countdown', () => {
  afterEach(() => jest.useRealTimers());

  it('targets 15 April 2025, 00:00 India time', () => {
    expect(new Date(target).toISOString()).toBe('2025-04-14T18:30:00.000Z');
  });

  it('splits the time left into units and never goes below zero', () => {
    expect(timeLeft(target, target - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(timeLeft(target, target + 10_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(twoDigits(7)).toBe('07');
    expect(twoDigits(123)).toBe('123');
  });

  it('ticks every second, reaches zero at the target and stays there', () => {
    jest.useFakeTimers({ now: target - 62_000 });
    render(<Countdown targetIso={COUNTDOWN_TARGET_ISO} />);
    expect(units()).toEqual(['00', '00', '01', '02']);
    act(() => jest.advanceTimersByTime(1000));
    expect(units()).toEqual(['00', '00', '01', '01']);
    act(() => jest.advanceTimersByTime(61_000));
    expect(units()).toEqual(['00', '00', '00', '00']);
    expect(jest.getTimerCount()).toBe(0); // stopped ticking
    act(() => jest.advanceTimersByTime(3_600_000));
    expect(units()).toEqual(['00', '00', '00', '00']);
  });

  it('shows zeros from the start when the offer is already over', () => {
    jest.useFakeTimers({ now: target + 86_400_000 });
    render(<Countdown targetIso={COUNTDOWN_TARGET_ISO} />);
    expect(units()).toEqual(['00', '00', '00', '00']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('counts whole days far ahead', () => {
    jest.useFakeTimers({ now: target - 3 * 86_400_000 });
    render(<Countdown targetIso={COUNTDOWN_TARGET_ISO} />);
    expect(units()).toEqual(['03', '00', '00', '00']);
    act(() => jest.advanceTimersByTime(1000));
    expect(units()).toEqual(['02', '23', '59', '59']);
  });
});
