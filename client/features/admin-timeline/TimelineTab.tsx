import { useStrings } from '../../lib/use-strings';
import { AdminSection } from '../../lib/ui/admin-section';
import { GuestMessages } from './GuestMessages';
import { ScheduleEditor } from './ScheduleEditor';
import { useLiveAdminTimeline } from './useAdminTimeline';
import './strings';

/** The tab's two parts: each a section named by its heading, under the tab's own. */
const subsection = {
  className: 'grid gap-3',
  titleClassName: 'text-2xl font-semibold',
  introClassName: 'mt-0',
};

/** /admin?tab=timeline: the day's schedule and the guests' messages on it, both live. */
export default function TimelineTab() {
  const { t } = useStrings('admin-timeline');
  useLiveAdminTimeline();
  return (
    <div className="grid gap-8">
      <AdminSection
        titleId="admin-timeline-schedule"
        title={t('schedule.title')}
        intro={t('schedule.description')}
        {...subsection}
      >
        <ScheduleEditor />
      </AdminSection>
      <AdminSection
        titleId="admin-timeline-messages"
        title={t('messages.title')}
        intro={t('messages.description')}
        {...subsection}
      >
        <GuestMessages />
      </AdminSection>
    </div>
  );
}
