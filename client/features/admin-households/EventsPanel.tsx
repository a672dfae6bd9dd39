import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { OrganizerWeekendEvent, WeekendEventBody } from '../../../protocol/household-events';
import type { Household } from '../../../protocol/households';
import { QueryStatus } from '../../lib/query-status';
import { Badge } from '../../lib/ui/badge';
import { Button } from '../../lib/ui/button';
import { useLocalized } from '../../lib/use-localized';
import { useStrings } from '../../lib/use-strings';
import { EventForm } from './EventForm';
import { formatDay } from './households-cache';
import { useSaveEvent, useWeekendEvents } from './useHouseholds';
import './strings';

/** The weekend's events by date: add one, edit one (its meals and questions keep their ids). */
export function EventsPanel({
  households,
  timeZone,
}: {
  households: Household[];
  timeZone: string;
}) {
  const { t, i18n } = useStrings('admin-households');
  const { pick } = useLocalized();
  const events = useWeekendEvents();
  const saveEvent = useSaveEvent();
  const [editing, setEditing] = useState<string | 'new' | null>(null);

  if (!events.data)
    return (
      <QueryStatus
        query={events}
        loadingText={t('events.loading')}
        errorText={t('events.loadFailed')}
        retryText={t('retry')}
        align="start"
      />
    );
  const save = (id?: string) => (body: WeekendEventBody) => saveEvent.mutateAsync({ id, body });
  const nameOf = (event: OrganizerWeekendEvent) => pick(event.name, event.nameEs).text;

  return (
    <div className="grid gap-3">
      {events.data.length === 0 && <p className="text-stone-600">{t('events.empty')}</p>}
      <ol className="grid gap-3" aria-label={t('events.title')}>
        {events.data.map((event) => (
          <li
            key={event.id}
            aria-label={nameOf(event)}
            className="grid gap-2 rounded-xl border border-blush-100 bg-white p-3"
          >
            <div className="flex flex-wrap items-center gap-3">
              <h4 className="font-serif text-xl text-blush-700">{nameOf(event)}</h4>
              <span className="text-stone-700">
                {t('events.when', { date: formatDay(event.date, i18n.language), time: event.time })}
              </span>
              {event.place && <span className="text-stone-600">· {event.place}</span>}
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="ml-auto"
                aria-label={t('events.edit', { name: nameOf(event) })}
                aria-expanded={editing === event.id}
                onClick={() => setEditing(editing === event.id ? null : event.id)}
              >
                <Pencil aria-hidden />
                {t('edit')}
              </Button>
            </div>
            <p className="flex flex-wrap gap-2 text-sm text-stone-700">
              <Badge variant="outline">
                {t('events.invited', { count: event.householdIds.length })}
              </Badge>
              <Badge variant="outline">{t('events.meals', { count: event.meals.length })}</Badge>
              {event.seated && <Badge>{t('events.seated')}</Badge>}
            </p>
            {editing === event.id && (
              <EventForm
                event={event}
                households={households}
                timeZone={timeZone}
                onSave={save(event.id)}
                onDone={() => setEditing(null)}
              />
            )}
          </li>
        ))}
      </ol>
      {editing === 'new' ? (
        <EventForm
          households={households}
          timeZone={timeZone}
          onSave={save()}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button type="button" className="justify-self-start" onClick={() => setEditing('new')}>
          {t('events.add')}
        </Button>
      )}
    </div>
  );
}
