import { useStrings } from '../../lib/use-strings';
import { formatVenueDate, formatVenueTime } from './format';
import type { DayState } from './now-next';
import './strings';
import { useLocalized } from '../../lib/use-localized';

/** Where the day stands: a bar that moves with the clock, and what is happening now and next. */
export function DayProgressBar({ state, timeZone }: { state: DayState; timeZone: string }) {
  const { t, i18n } = useStrings('timeline');
  const { pick } = useLocalized();
  const { progress, current, next } = state;
  if (progress.phase === 'empty') return null;
  const time = (date: Date) => formatVenueTime(date, timeZone, i18n.language);
  const nextStart = next ? state.schedule.get(next.id)?.start : undefined;

  let lines: string[];
  if (progress.phase === 'before') {
    lines = [
      t('progress.before', {
        date: formatVenueDate(progress.startsAt, timeZone, i18n.language),
        time: time(progress.startsAt),
      }),
    ];
  } else if (progress.phase === 'after') {
    lines = [t('progress.after')];
  } else {
    lines = [
      current ? t('progress.now', { title: pick(current.title, current.titleEs).text }) : t('progress.between'),
      ...(next && nextStart
        ? [t('progress.next', { title: pick(next.title, next.titleEs).text, time: time(nextStart) })]
        : []),
    ];
  }

  return (
    <section
      aria-label={t('progress.label')}
      className="grid gap-2 rounded-xl bg-white p-4 shadow-sm"
    >
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={t('progress.percent', { percent: progress.percent })}
        className="h-3 overflow-hidden rounded-full bg-blush-100"
      >
        <div
          className="h-full rounded-full bg-blush-600 transition-[width] duration-700"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <div aria-live="polite" className="grid gap-0.5 text-stone-700">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </section>
  );
}
