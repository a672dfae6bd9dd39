import { startOfDay } from 'date-fns';
import { BellOff, BellRing, MapPin, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { PlannedEvent } from '../../../protocol/planning-calendar';
import { Badge } from '../../lib/ui/badge';
import { Button } from '../../lib/ui/button';
import { eventsByDay, formatDay, formatTime } from './calendar-dates';

type Props = {
  events: readonly PlannedEvent[];
  onEdit: (event: PlannedEvent) => void;
  onDelete: (event: PlannedEvent) => void;
  deleting?: string;
};

/** The events day by day, from today on (earlier ones on request). */
export function AgendaView({ events, onEdit, onDelete, deleting }: Props) {
  const { t, i18n } = useStrings('admin-planning');
  const [showPast, setShowPast] = useState(false);
  const today = startOfDay(new Date());
  const shown = showPast ? events : events.filter((event) => new Date(event.date) >= today);
  const days = [...eventsByDay(shown).entries()];

  return (
    <div className="grid gap-4">
      <label className="flex min-h-11 items-center gap-3 text-stone-800">
        <input
          type="checkbox"
          checked={showPast}
          onChange={(event) => setShowPast(event.target.checked)}
          className="size-5 accent-blush-600"
        />
        {t('calendar.showPast')}
      </label>
      {days.length === 0 && <p className="text-stone-600">{t('calendar.noUpcoming')}</p>}
      {days.map(([key, dayEvents]) => (
        <section key={key} aria-labelledby={`agenda-${key}`} className="grid gap-2">
          <h4 id={`agenda-${key}`} className="font-semibold text-stone-900">
            {formatDay(new Date(dayEvents[0]!.date), i18n.language)}
          </h4>
          <ul className="grid gap-2">
            {dayEvents.map((event) => (
              <AgendaItem
                key={event.id}
                event={event}
                onEdit={() => onEdit(event)}
                onDelete={() => onDelete(event)}
                deleting={deleting === event.id}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function AgendaItem({
  event,
  onEdit,
  onDelete,
  deleting,
}: {
  event: PlannedEvent;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t, i18n } = useStrings('admin-planning');
  const [confirming, setConfirming] = useState(false);
  const reminder = event.reminder
    ? t(`calendar.reminder.${event.reminder.status}`, { hours: event.reminderTime })
    : t('calendar.reminder.off');

  return (
    <li className="grid gap-2 rounded-xl border border-blush-100 bg-white p-4 sm:grid-cols-[6rem_1fr_auto]">
      <p className="font-semibold text-blush-700">{formatTime(event.date, i18n.language)}</p>
      <div className="grid gap-1">
        <p className="font-semibold text-stone-900">{event.title}</p>
        {event.location && (
          <p className="flex items-center gap-1 text-sm text-stone-700">
            <MapPin aria-hidden className="size-4" />
            {event.location}
          </p>
        )}
        {event.description && (
          <p className="whitespace-pre-line text-sm text-stone-700">{event.description}</p>
        )}
        <div className="flex flex-wrap gap-2">
          {event.category && <Badge variant="outline">{event.category}</Badge>}
          <span className="flex items-center gap-1 text-sm text-stone-700">
            {event.reminder ? (
              <BellRing aria-hidden className="size-4" />
            ) : (
              <BellOff aria-hidden className="size-4" />
            )}
            {reminder}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap items-start gap-2">
        {confirming ? (
          <>
            <span className="self-center text-sm text-stone-700">
              {t('calendar.confirmDelete', { title: event.title })}
            </span>
            <Button variant="destructive" size="sm" onClick={onDelete} disabled={deleting}>
              {t('calendar.confirm')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
              {t('calendar.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="ghost" size="sm" onClick={onEdit}>
              <Pencil aria-hidden />
              {t('calendar.edit')}
              <span className="sr-only">: {event.title}</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
              {t('calendar.delete')}
              <span className="sr-only">: {event.title}</span>
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
