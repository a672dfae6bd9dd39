import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Household } from '../../../protocol/households';
import { QueryStatus } from '../../lib/query-status';
import { AdminSection } from '../../lib/ui/admin-section';
import { Button } from '../../lib/ui/button';
import { useStrings } from '../../lib/use-strings';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { DeadlinePanel } from './DeadlinePanel';
import { EventsPanel } from './EventsPanel';
import { HouseholdItem } from './HouseholdItem';
import { fullName } from './households-cache';
import { NewHouseholdDialog } from './NewHouseholdDialog';
import {
  useHouseholds,
  useLiveHouseholds,
  useRsvpSettings,
  useWeekendEvents,
} from './useHouseholds';
import './strings';

const weddingZoneFallback = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** One part of the tab, named by its heading. */
function Part({
  id,
  title,
  intro,
  actions,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={id} className="font-serif text-2xl font-semibold text-blush-700">
            {title}
          </h3>
          <p className="mt-1 text-stone-600">{intro}</p>
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

function HouseholdList({ households }: { households: UseQueryResult<Household[]> }) {
  const { t } = useStrings('admin-households');
  const events = useWeekendEvents();
  const deadline = useRsvpSettings().data?.deadline ?? null;
  if (!households.data)
    return (
      <QueryStatus
        query={households}
        loadingText={t('households.loading')}
        errorText={t('households.loadFailed')}
        retryText={t('retry')}
        align="start"
      />
    );
  if (households.data.length === 0)
    return <p className="text-stone-600">{t('households.empty')}</p>;
  const names = new Map(
    households.data.flatMap((household) =>
      household.members.map((member) => [member.id, fullName(member)] as const),
    ),
  );
  return (
    <ul className="grid gap-3" aria-label={t('households.title')}>
      {households.data.map((household) => (
        <HouseholdItem
          key={household.id}
          household={household}
          households={households.data}
          events={events.data ?? []}
          deadline={deadline}
          names={names}
        />
      ))}
    </ul>
  );
}

/**
 * /admin?tab=households: the RSVP deadline, the weekend's events with their meals, questions and
 * invited households, and every household with its answers and history, all live.
 */
export default function HouseholdsTab() {
  const { t } = useStrings('admin-households');
  useLiveHouseholds();
  const households = useHouseholds();
  const settings = useWeddingSettings();
  // The wedding's zone once known (the browser's if the wedding cannot be read): a deadline typed
  // in another zone would close answers at the wrong hour.
  const timeZone = settings.data?.timeZone ?? (settings.isError ? weddingZoneFallback : null);
  const [creating, setCreating] = useState(false);

  return (
    <AdminSection
      titleId="admin-households-title"
      title={t('title')}
      intro={t('intro')}
      className="grid gap-8"
    >
      <Part id="admin-households-deadline" title={t('deadline.title')} intro={t('deadline.intro')}>
        {timeZone ? (
          <DeadlinePanel timeZone={timeZone} />
        ) : (
          <p role="status" className="text-stone-600">
            {t('deadline.loading')}
          </p>
        )}
      </Part>
      <Part id="admin-households-events" title={t('events.title')} intro={t('events.intro')}>
        <EventsPanel
          households={households.data ?? []}
          timeZone={timeZone ?? weddingZoneFallback}
        />
      </Part>
      <Part
        id="admin-households-list"
        title={t('households.title')}
        intro={t('households.intro')}
        actions={
          households.data && (
            <Button type="button" onClick={() => setCreating(true)}>
              {t('households.create')}
            </Button>
          )
        }
      >
        <HouseholdList households={households} />
      </Part>
      {creating && households.data && (
        <NewHouseholdDialog households={households.data} onClose={() => setCreating(false)} />
      )}
    </AdminSection>
  );
}
