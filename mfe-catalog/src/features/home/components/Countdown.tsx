import { useCountdown } from '../hooks/useCountdown';
import { twoDigits } from '../utils/countdown';

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/** Days, hours, minutes and seconds to the offer's end, two digits each; "00" everywhere once it is over. */
export function Countdown({ targetIso }: { targetIso: string }) {
  const left = useCountdown(targetIso);
  return (
    <div className="cat-countdown" role="timer" aria-label="Offer ends in">
      {UNITS.map(([unit, label]) => (
        <div key={unit} className="cat-countdown__unit">
          <span className="cat-countdown__value" data-testid={`countdown-${unit}`}>
            {twoDigits(left[unit])}
          </span>
          <span className="cat-countdown__label">{label}</span>
        </div>
      ))}
    </div>
  );
}
