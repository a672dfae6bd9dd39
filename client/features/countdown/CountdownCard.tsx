import { Heart, PartyPopper, Sparkles } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import type { WeddingSettings } from '../../../protocol/wedding';
import { CardContent, CardHeader } from '../../lib/ui/card';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { pad2, type Countdown } from '../../../protocol/wedding-calendar';
import { anniversaryTitle, ceremonyLine, marriedFor } from './phase-text';
import './strings';
import { COUNTDOWN_TICK_MS, useSparkles } from './useCountdown';
import { useWeddingPhase } from './useWeddingPhase';
import { formatWeddingDate } from '../../../protocol/wedding-date-format';

const SPARKLE_SPOTS = [
  'left-3 top-3 size-6',
  'right-4 top-6 size-5',
  'left-1/4 bottom-3 size-4',
  'right-1/3 bottom-4 size-6',
  'left-1/2 top-2 size-4',
];

type DateSettings = Pick<WeddingSettings, 'ceremonyStart' | 'timeZone'>;

function CountdownBoxes({ left }: { left: Countdown }) {
  const { t } = useStrings('countdown');
  const units = [
    { key: 'days', value: left.days },
    { key: 'hours', value: left.hours },
    { key: 'minutes', value: left.minutes },
    { key: 'seconds', value: left.seconds },
  ] as const;
  return (
    <>
      <p className="sr-only">
        {t('remaining', {
          days: left.days,
          hours: left.hours,
          minutes: left.minutes,
          seconds: left.seconds,
        })}
      </p>
      <ul aria-hidden className="grid grid-cols-4 gap-2 sm:gap-3">
        {units.map(({ key, value }) => (
          <li
            key={key}
            className="flex flex-col items-center rounded-lg bg-blush-50 px-1 py-3 ring-1 ring-blush-100"
          >
            <span
              className="font-serif text-3xl font-semibold tabular-nums text-blush-700 sm:text-4xl"
              data-unit={key}
            >
              {pad2(value)}
            </span>
            <span className="mt-1 text-xs font-medium uppercase tracking-wide text-stone-600 sm:text-sm">
              {t(key)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The hero's card, in three states read on the venue's calendar: 'Countdown to Our Special Day'
 * (days, hours, minutes and seconds to the ceremony, every second), "Today's the day!" with the
 * ceremony's time, and 'Married for …' afterwards, with a celebration on each anniversary.
 */
export function CountdownCard({ settings }: { settings: DateSettings }) {
  const { t, i18n } = useStrings('countdown');
  const phase = useWeddingPhase(settings, COUNTDOWN_TICK_MS);
  const reducedMotion = usePrefersReducedMotion();
  const celebrating = phase?.kind === 'today' || (phase?.kind === 'after' && phase.anniversary);
  const sparkling = useSparkles(!reducedMotion);
  if (!phase) return null;
  const language = i18n.resolvedLanguage;
  const date = formatWeddingDate(settings, language);

  const title =
    phase.kind === 'before'
      ? t('title')
      : phase.kind === 'today'
        ? t('today.title')
        : phase.anniversary
          ? anniversaryTitle(t, phase.years)
          : t('after.title');

  return (
    // A card with its own border, background and shadow, spelt out rather than merged over Card's:
    // the hero renders before tailwind-merge arrives (lib/ui/cn.ts).
    <div
      className="relative overflow-hidden rounded-xl border border-blush-200 bg-white/90 text-stone-800 shadow-md"
      data-phase={phase.kind}
      data-sparkling={sparkling || undefined}
    >
      {(sparkling || (celebrating && !reducedMotion)) && (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0"
          data-testid="countdown-sparkles"
        >
          {SPARKLE_SPOTS.map((spot) => (
            <Sparkles key={spot} className={`absolute animate-pulse text-gold-400 ${spot}`} />
          ))}
        </div>
      )}
      <CardHeader className="items-center pb-3 text-center">
        {celebrating && <PartyPopper aria-hidden className="size-8 text-gold-400" />}
        <h2 className="font-serif text-xl font-semibold leading-tight text-blush-700 sm:text-2xl">
          {title}
        </h2>
        <p className="text-base font-medium text-sage-600">
          {phase.kind === 'after' ? t('after.since', { date }) : date}
        </p>
      </CardHeader>
      <CardContent>
        {phase.kind === 'before' && <CountdownBoxes left={phase.countdown} />}
        {phase.kind === 'today' && (
          <p className="rounded-lg bg-blush-50 px-4 py-4 text-center font-serif text-2xl text-blush-700 ring-1 ring-blush-100">
            {ceremonyLine(t, phase, settings, language)}
          </p>
        )}
        {phase.kind === 'after' && (
          <div className="flex flex-col items-center gap-2 rounded-lg bg-blush-50 px-4 py-4 text-center ring-1 ring-blush-100">
            <Heart aria-hidden className="size-6 fill-blush-500 text-blush-500" />
            <p className="font-serif text-2xl text-blush-700 sm:text-3xl" data-testid="married-for">
              {marriedFor(t, phase)}
            </p>
            <p className="text-base text-stone-700">{t('after.thanks')}</p>
          </div>
        )}
      </CardContent>
    </div>
  );
}
