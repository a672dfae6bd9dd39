import { useStrings } from '../../../lib/use-strings';
import '../strings';

// Drawn rather than emoji: a projector laptop without a colour-emoji font shows 🥇 as an empty box.
const metals = [
  { face: '#f5c542', rim: '#b8860b', ribbon: '#c0392b' },
  { face: '#e3e6ea', rim: '#8a9099', ribbon: '#2c5aa0' },
  { face: '#e0955a', rim: '#8b4a1c', ribbon: '#2e7d4f' },
] as const;

/** A gold, silver or bronze medal for places 1 to 3, named for screen readers. */
export function ProjectorMedal({ place, className }: { place: 1 | 2 | 3; className?: string }) {
  const { t } = useStrings('leaderboard');
  const metal = metals[place - 1];
  return (
    <svg
      viewBox="0 0 32 40"
      role="img"
      aria-label={t(`row.medal${place}`)}
      data-testid="projector-medal"
      data-place={place}
      className={className}
    >
      <path d="M8 0h7l5 14h-7z" fill={metal.ribbon} />
      <path d="M24 0h-7l-5 14h7z" fill={metal.ribbon} opacity="0.8" />
      <circle cx="16" cy="26" r="13" fill={metal.rim} />
      <circle cx="16" cy="26" r="10.5" fill={metal.face} />
      <polygon points="16.0,20.0 17.5,23.9 21.7,24.1 18.5,26.8 19.5,30.9 16.0,28.6 12.5,30.9 13.5,26.8 10.3,24.1 14.5,23.9" fill={metal.rim} />
    </svg>
  );
}
