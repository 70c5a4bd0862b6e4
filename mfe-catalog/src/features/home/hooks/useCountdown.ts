import { useEffect, useState } from 'react';
import { timeLeft, type TimeLeft } from '../utils/countdown';

/** Ticks every second until `targetIso`, then stops and stays at zero. */
export function useCountdown(targetIso: string): TimeLeft {
  const target = Date.parse(targetIso);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (Date.now() >= target) {
      setNow(Date.now());
      return undefined;
    }
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= target) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [target]);

  return timeLeft(target, now);
}
