import { CalendarDays, Download, List, Plus } from 'lucide-react';
import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { calendarApi, type PlannedEvent } from '../../../protocol/planning-calendar';
import { signalFailure } from '../../lib/failure-feedback';
import { QueryStatus } from '../../lib/query-status';
import { Button } from '../../lib/ui/button';
import { buttonVariants } from '../../lib/ui/button-variants';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../lib/ui/tabs';
import { toast } from '../../lib/ui/use-toast';
import { AgendaView } from './AgendaView';
import { EventForm } from './EventForm';
import { MonthView } from './MonthView';
import { useCalendar, useDeleteEvent, useSaveEvent } from './usePlanning';

type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

/** The planning calendar: a month grid and an agenda over the same live events. */
export function CalendarSection() {
  const { t } = useStrings('admin-planning');
  const events = useCalendar();
  const saveEvent = useSaveEvent();
  const deleteEvent = useDeleteEvent();
  const [editing, setEditing] = useState<Editing>(null);
  const [view, setView] = useState('month');
  const all = events.data;
  const edited =
    editing?.kind === 'edit' ? all?.find((event) => event.id === editing.id) : undefined;

  const open = (event: PlannedEvent) => setEditing({ kind: 'edit', id: event.id });
  const remove = (event: PlannedEvent) =>
    deleteEvent.mutate(event.id, {
      onSuccess: () => {
        toast({ title: t('calendar.deleted') });
        if (editing?.kind === 'edit' && editing.id === event.id) setEditing(null);
      },
      onError: (error) =>
        signalFailure(t('calendar.deleteFailed'), t('calendar.deleteFailed'), error),
    });

  return (
    <section aria-labelledby="planning-calendar-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="planning-calendar-title" className="font-serif text-2xl text-blush-700">
          {t('calendar.title')}
        </h3>
        <div className="flex flex-wrap gap-2">
          <a
            className={buttonVariants({ variant: 'outline' })}
            href={calendarApi.exportIcs.path}
            download
          >
            <Download aria-hidden />
            {t('calendar.exportIcs')}
          </a>
          <Button onClick={() => setEditing({ kind: 'new' })} disabled={editing?.kind === 'new'}>
            <Plus aria-hidden />
            {t('calendar.add')}
          </Button>
        </div>
      </div>
      {editing?.kind === 'new' && (
        <EventForm
          onSave={(body) => saveEvent.mutateAsync({ body })}
          onDone={() => setEditing(null)}
        />
      )}
      {edited && (
        <EventForm
          key={edited.id}
          event={edited}
          onSave={(body) => saveEvent.mutateAsync({ id: edited.id, body })}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryStatus
        query={events}
        loadingText={t('calendar.loading')}
        errorText={t('calendar.error')}
        retryText={t('calendar.retry')}
        align="start"
      />
      {all && (
        <Tabs value={view} onValueChange={setView}>
          <TabsList aria-label={t('calendar.views')}>
            <TabsTrigger value="month">
              <CalendarDays aria-hidden className="size-4" />
              {t('calendar.month')}
            </TabsTrigger>
            <TabsTrigger value="agenda">
              <List aria-hidden className="size-4" />
              {t('calendar.agenda')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="month">
            {all.length === 0 && <p className="mb-3 text-stone-600">{t('calendar.empty')}</p>}
            <MonthView events={all} onOpen={open} />
          </TabsContent>
          <TabsContent value="agenda">
            <AgendaView
              events={all}
              onEdit={open}
              onDelete={remove}
              deleting={deleteEvent.isPending ? deleteEvent.variables : undefined}
            />
          </TabsContent>
        </Tabs>
      )}
    </section>
  );
}
