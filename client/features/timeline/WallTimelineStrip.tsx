import { useStrings } from '../../lib/use-strings';
import type { WeddingSettings } from '../../../protocol/wedding';
import { formatVenueTime } from './format';
import { dayState } from './now-next';
import { useNow } from './useNow';
import { useLiveTimeline, useTimelineEvents } from './useTimeline';
import './strings';
import { useLocalized } from '../../lib/use-localized';

/**
 * The projector's 'Now: … / Next: … at …' line during the day, from the same events as /timeline
 * (pushed when organizers change them). Nothing before or after the day.
 */
export default function WallTimelineStrip({
  settings,
}: {
  settings: Pick<WeddingSettings, 'ceremonyStart' | 'timeZone'>;
}) {
  const { t, i18n } = useStrings('timeline');
  const { pick } = useLocalized();
  useLiveTimeline();
  const events = useTimelineEvents();
  const now = useNow(30_000);
  if (!events.data) return null;
  const state = dayState(events.data, settings, now);
  if (state.progress.phase !== 'during') return null;
  const nextStart = state.next ? state.schedule.get(state.next.id)?.start : undefined;
  return (
    <p data-testid="wall-timeline" className="truncate text-[calc(var(--u)*1.8)] text-white/90">
      {state.current && <span>{t('live.now', { title: pick(state.current.title, state.current.titleEs).text })}</span>}
      {state.current && state.next && (
        <span aria-hidden className="text-white/60">
          {' / '}
        </span>
      )}
      {state.next && nextStart && (
        <span>
          {t('live.next', {
            title: pick(state.next.title, state.next.titleEs).text,
            time: formatVenueTime(nextStart, settings.timeZone, i18n.language),
          })}
        </span>
      )}
    </p>
  );
}
