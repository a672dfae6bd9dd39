import type { Translate } from '../../lib/use-strings';
import type { WeddingSettings } from '../../../protocol/wedding';
import { formatVenueTime } from '../../../protocol/wedding-date-format';
import type { WeddingPhase } from '../../../protocol/wedding-calendar';

type AfterPhase = Extract<WeddingPhase, { kind: 'after' }>;

/** 'Married for 12 days', 'Married for 1 year and 3 days', 'Married for 2 years'. */
export function marriedFor(t: Translate<'countdown'>, phase: AfterPhase): string {
  const duration =
    phase.years === 0
      ? t('after.days', { count: phase.totalDays })
      : phase.days === 0
        ? t('after.years', { count: phase.years })
        : t('after.yearsAndDays', {
            years: t('after.years', { count: phase.years }),
            days: t('after.days', { count: phase.days }),
          });
  return t('after.marriedFor', { duration });
}

export function anniversaryTitle(t: Translate<'countdown'>, years: number): string {
  return t('after.anniversary', { count: years, ordinal: true });
}

/** 'The ceremony begins at 9:00 AM' on the day, 'began at' once it has. */
export function ceremonyLine(
  t: Translate<'countdown'>,
  phase: Extract<WeddingPhase, { kind: 'today' }>,
  settings: Pick<WeddingSettings, 'timeZone'>,
  language: string | undefined,
): string {
  const time = formatVenueTime(phase.start, settings.timeZone, language);
  return phase.started ? t('today.began', { time }) : t('today.startsAt', { time });
}

/** The phase in one line, for screens with room for no more (the /live wall's header). */
export function phaseSummary(
  t: Translate<'countdown'>,
  phase: WeddingPhase,
  settings: Pick<WeddingSettings, 'timeZone'>,
  language: string | undefined,
): string {
  if (phase.kind === 'before') {
    const { days } = phase.countdown;
    return days >= 1 ? t('short.daysToGo', { count: days }) : t('short.tomorrow');
  }
  if (phase.kind === 'today') {
    return phase.started
      ? t('today.title')
      : `${t('today.title')} ${ceremonyLine(t, phase, settings, language)}`;
  }
  return phase.anniversary ? anniversaryTitle(t, phase.years) : marriedFor(t, phase);
}
