import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { TimelineEvent } from '../../../protocol/timeline';
import { signalFailure } from '../../lib/failure-feedback';
import { Localized } from '../../lib/localized';
import { useLocalized } from '../../lib/use-localized';
import { QueryStatus } from '../../lib/query-status';
import { Badge } from '../../lib/ui/badge';
import { Button } from '../../lib/ui/button';
import { toast } from '../../lib/ui/use-toast';
import { EventForm } from './EventForm';
import { useAdminEvents, useEventChanges } from './useAdminTimeline';
import './strings';

/** One of an event's icon buttons, named by its label. */
function RowButton({ label, ...props }: ComponentProps<typeof Button> & { label: string }) {
  return <Button type="button" variant="outline" size="icon" aria-label={label} {...props} />;
}

function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** The day's events in order: add, edit, move earlier or later (buttons, so keyboards can), delete. */
export function ScheduleEditor() {
  const { t } = useStrings('admin-timeline');
  const { pick } = useLocalized();
  // An event written in one language only is still named (in that one) on its buttons.
  const titleOf = (event: TimelineEvent) => pick(event.title, event.titleEs).text;
  const events = useAdminEvents();
  const changes = useEventChanges();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const fail = (error: unknown) => signalFailure(t('form.errorTitle'), t('form.failed'), error);

  if (!events.data)
    return (
      <QueryStatus
        query={events}
        loadingText={t('schedule.loading')}
        errorText={t('schedule.loadError')}
        retryText={t('schedule.retry')}
        align="start"
      />
    );
  const day = events.data;
  const ids = day.map((event) => event.id);
  const move = (from: number, to: number) =>
    changes.reorder.mutateAsync(moved(ids, from, to)).catch(fail);
  const remove = (event: TimelineEvent) =>
    changes.remove
      .mutateAsync(event.id)
      .then(() => toast({ title: t('form.deleted') }))
      .catch(fail);
  const save = (id?: string) => (body: Parameters<typeof changes.save.mutateAsync>[0]['body']) =>
    changes.save.mutateAsync({ id, body });

  return (
    <div className="grid gap-3">
      {day.length === 0 && <p className="text-stone-600">{t('schedule.empty')}</p>}
      <ol className="grid gap-3" aria-label={t('schedule.title')}>
        {day.map((event, index) => (
          <li key={event.id} className="grid gap-2 rounded-xl border border-blush-100 bg-white p-3">
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-mono text-stone-700">{event.time}</span>
              <Localized
                className="font-semibold text-stone-900"
                en={event.title}
                es={event.titleEs}
              />
              <span className="text-sm text-stone-600">
                {t('schedule.minutes', { count: event.duration })}
              </span>
              {event.isInteractive && (
                <Badge variant="secondary">{t('schedule.flags.interactive')}</Badge>
              )}
              {event.allowGuestMessages && (
                <Badge variant="secondary">{t('schedule.flags.messages')}</Badge>
              )}
              {event.allowPhotoUploads && (
                <Badge variant="secondary">{t('schedule.flags.photos')}</Badge>
              )}
              <div className="ml-auto flex gap-1">
                <RowButton
                  label={t('schedule.moveUp', { title: titleOf(event) })}
                  disabled={index === 0 || changes.reorder.isPending}
                  onClick={() => void move(index, index - 1)}
                >
                  <ArrowUp aria-hidden />
                </RowButton>
                <RowButton
                  label={t('schedule.moveDown', { title: titleOf(event) })}
                  disabled={index === day.length - 1 || changes.reorder.isPending}
                  onClick={() => void move(index, index + 1)}
                >
                  <ArrowDown aria-hidden />
                </RowButton>
                <RowButton
                  label={t('schedule.edit', { title: titleOf(event) })}
                  aria-expanded={editing === event.id}
                  onClick={() => setEditing(editing === event.id ? null : event.id)}
                >
                  <Pencil aria-hidden />
                </RowButton>
                <RowButton
                  label={t('schedule.delete', { title: titleOf(event) })}
                  onClick={() => void remove(event)}
                >
                  <Trash2 aria-hidden />
                </RowButton>
              </div>
            </div>
            {editing === event.id && (
              <EventForm event={event} onSave={save(event.id)} onDone={() => setEditing(null)} />
            )}
          </li>
        ))}
      </ol>
      {editing === 'new' ? (
        <EventForm onSave={save()} onDone={() => setEditing(null)} />
      ) : (
        <Button type="button" className="justify-self-start" onClick={() => setEditing('new')}>
          {t('schedule.add')}
        </Button>
      )}
    </div>
  );
}
