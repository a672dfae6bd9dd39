import { Sparkles } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeddingSettings } from '../../../protocol/wedding';
import { Card, CardContent, CardHeader } from '../../lib/ui/card';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { ceremonyDate } from '../wedding/venue-time';
import { pad2 } from './countdown';
import './strings';
import { useCountdown, useSparkles } from './useCountdown';
import { formatWeddingDate } from './wedding-date';

const SPARKLE_SPOTS = [
  'left-3 top-3 size-6',
  'right-4 top-6 size-5',
  'left-1/4 bottom-3 size-4',
  'right-1/3 bottom-4 size-6',
  'left-1/2 top-2 size-4',
];

/** 'Countdown to Our Special Day': days, hours, minutes and seconds to the ceremony, every second. */
export function CountdownCard({ settings }: { settings: Pick<WeddingSettings, 'ceremonyStart' | 'timeZone'> }) {
  const { t, i18n } = useTranslation('countdown');
  const target = useMemo(() => ceremonyDate(settings), [settings]);
  const left = useCountdown(target);
  const reducedMotion = usePrefersReducedMotion();
  const sparkling = useSparkles(!reducedMotion);
  if (!left) return null;

  const units = [
    { key: 'days', value: left.days },
    { key: 'hours', value: left.hours },
    { key: 'minutes', value: left.minutes },
    { key: 'seconds', value: left.seconds },
  ] as const;

  return (
    <Card className="relative overflow-hidden border-blush-200 bg-white/90 shadow-md" data-sparkling={sparkling || undefined}>
      {sparkling && (
        <div aria-hidden className="pointer-events-none absolute inset-0" data-testid="countdown-sparkles">
          {SPARKLE_SPOTS.map((spot) => (
            <Sparkles key={spot} className={`absolute animate-pulse text-gold-400 ${spot}`} />
          ))}
        </div>
      )}
      <CardHeader className="items-center pb-3 text-center">
        <h2 className="font-serif text-xl font-semibold leading-tight text-blush-700 sm:text-2xl">{t('title')}</h2>
        <p className="text-base font-medium text-sage-600">{formatWeddingDate(settings, i18n.resolvedLanguage)}</p>
      </CardHeader>
      <CardContent>
        <p className="sr-only">
          {t('remaining', { days: left.days, hours: left.hours, minutes: left.minutes, seconds: left.seconds })}
        </p>
        <ul aria-hidden className="grid grid-cols-4 gap-2 sm:gap-3">
          {units.map(({ key, value }) => (
            <li key={key} className="flex flex-col items-center rounded-lg bg-blush-50 px-1 py-3 ring-1 ring-blush-100">
              <span className="font-serif text-3xl font-semibold tabular-nums text-blush-700 sm:text-4xl" data-unit={key}>
                {pad2(value)}
              </span>
              <span className="mt-1 text-xs font-medium uppercase tracking-wide text-stone-600 sm:text-sm">{t(key)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
