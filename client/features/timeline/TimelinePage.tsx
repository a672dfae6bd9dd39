import { useMemo } from 'react';
import { useStrings } from '../../lib/use-strings';
import { toTimelineEventView } from '../../../protocol/timeline';
import { QueryStatus } from '../../lib/query-status';
import { useConnectionStatus } from '../../lib/realtime/connection';
import { GuestPage } from '../../lib/ui/guest-page';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { DayProgressBar } from './DayProgressBar';
import { EventCard } from './EventCard';
import { formatVenueTime } from './format';
import { dayState } from './now-next';
import { emptySummary, summarizeByEvent } from './participation-summary';
import { TimelineSkeleton } from './TimelineSkeleton';
import { useNow } from './useNow';
import {
  useLiveTimeline,
  useMyTimelineVideos,
  useParticipations,
  useTimelineEvents,
} from './useTimeline';
import './strings';

function TimelineBody() {
  const { t, i18n } = useStrings('timeline');
  const events = useTimelineEvents();
  const participations = useParticipations();
  const settingsQuery = useWeddingSettings();
  const settings = settingsQuery.data;
  const now = useNow();
  const summaries = useMemo(
    () => summarizeByEvent(participations.data ?? []),
    [participations.data],
  );

  // Either request failing (the venue's Wi-Fi) says so, with a retry, instead of a lasting skeleton.
  if (events.isError || (!settings && settingsQuery.isError))
    return (
      <QueryStatus
        query={events.isError ? events : settingsQuery}
        loadingText={t('loading')}
        errorText={t('loadError')}
        retryText={t('retry')}
      />
    );
  if (events.isPending || !settings) return <TimelineSkeleton />;
  if (events.data.length === 0) return <p className="text-center text-stone-600">{t('empty')}</p>;

  const state = dayState(events.data, settings, now);
  const highlightOf = (id: string) =>
    state.current?.id === id ? 'now' : state.next?.id === id ? 'next' : undefined;
  return (
    <div className="grid gap-4">
      <DayProgressBar state={state} timeZone={settings.timeZone} />
      <ol className="grid gap-4">
        {events.data.map((event) => {
          const start = state.schedule.get(event.id)?.start;
          return (
            <li key={event.id}>
              <EventCard
                event={toTimelineEventView(event)}
                duration={event.duration}
                timeLabel={
                  start ? formatVenueTime(start, settings.timeZone, i18n.language) : event.time
                }
                highlight={highlightOf(event.id)}
                participation={summaries.get(event.id) ?? emptySummary()}
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** /timeline: the wedding day as it happens, with guests' messages and reactions, live. */
export function TimelinePage() {
  const { t } = useStrings('timeline');
  const connected = useConnectionStatus() === 'connected';
  useLiveTimeline();
  useMyTimelineVideos();
  return (
    <GuestPage
      width="3xl"
      title={t('title')}
      documentTitle={t('title')}
      intro={t('intro')}
      headerExtra={
        <p className="text-sm text-stone-600">{connected ? t('liveNote') : t('offlineNote')}</p>
      }
    >
      <TimelineBody />
    </GuestPage>
  );
}
