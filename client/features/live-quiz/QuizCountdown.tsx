import { cn } from '../../lib/ui/cn';
import { useStrings } from '../../lib/use-strings';
import type { Countdown } from './server-clock';
import './strings';

/**
 * The question's time: a bar that empties and the seconds left, large. While paused both stand
 * still and say so in words (not by colour alone).
 */
export function QuizCountdown({ countdown }: { countdown: Countdown }) {
  const { t } = useStrings('live-quiz');
  const over = countdown.remainingMs === 0;
  const label = countdown.paused
    ? t('question.paused')
    : over
      ? t('question.timeUp')
      : t('question.secondsLeft', { count: countdown.seconds });
  return (
    <div
      role="timer"
      aria-label={label}
      data-testid="quiz-countdown"
      data-paused={countdown.paused || undefined}
      data-seconds={countdown.seconds}
      className="flex items-center gap-[calc(var(--u)*1.5)]"
    >
      <span
        className={cn(
          'grid size-[calc(var(--u)*6)] shrink-0 place-items-center rounded-full text-[calc(var(--u)*3.2)] font-bold tabular-nums leading-none',
          countdown.paused ? 'bg-white/20 text-white' : 'bg-gold-400 text-stone-950',
        )}
        aria-hidden
        data-testid="quiz-seconds"
      >
        {countdown.seconds}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-[calc(var(--u)*0.5)]">
        <div
          className="h-[calc(var(--u)*1.4)] overflow-hidden rounded-full bg-white/15"
          aria-hidden
        >
          <div
            className={cn(
              'h-full rounded-full',
              countdown.paused ? 'quiz-paused-bar bg-white/60' : 'bg-gold-400',
            )}
            style={{ width: `${(countdown.fraction * 100).toFixed(2)}%` }}
            data-testid="quiz-countdown-bar"
          />
        </div>
        {(countdown.paused || over) && (
          <p className="text-[calc(var(--u)*2.4)] font-bold uppercase tracking-wide">
            {countdown.paused && (
              <svg
                viewBox="0 0 10 12"
                aria-hidden="true"
                className="mr-[0.4em] inline-block h-[0.8em] w-auto align-baseline"
              >
                <path d="M0 0h3.5v12H0zM6.5 0H10v12H6.5z" fill="currentColor" />
              </svg>
            )}
            {label}
          </p>
        )}
      </div>
    </div>
  );
}
