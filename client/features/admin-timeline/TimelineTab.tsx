import { useStrings } from '../../lib/use-strings';
import { GuestMessages } from './GuestMessages';
import { ScheduleEditor } from './ScheduleEditor';
import { useLiveAdminTimeline } from './useAdminTimeline';
import './strings';

/** /admin?tab=timeline: the day's schedule and the guests' messages on it, both live. */
export default function TimelineTab() {
  const { t } = useStrings('admin-timeline');
  useLiveAdminTimeline();
  return (
    <div className="grid gap-8">
      <section aria-labelledby="admin-timeline-schedule" className="grid gap-3">
        <div>
          <h2
            id="admin-timeline-schedule"
            className="font-serif text-2xl font-semibold text-blush-700"
          >
            {t('schedule.title')}
          </h2>
          <p className="text-stone-600">{t('schedule.description')}</p>
        </div>
        <ScheduleEditor />
      </section>
      <section aria-labelledby="admin-timeline-messages" className="grid gap-3">
        <div>
          <h2
            id="admin-timeline-messages"
            className="font-serif text-2xl font-semibold text-blush-700"
          >
            {t('messages.title')}
          </h2>
          <p className="text-stone-600">{t('messages.description')}</p>
        </div>
        <GuestMessages />
      </section>
    </div>
  );
}
