import { addMonths, isSameMonth, isToday, startOfMonth, subMonths } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { PlannedEvent } from '../../../protocol/planning-calendar';
import { Button } from '../../lib/ui/button';
import { cn } from '../../lib/ui/cn';
import {
  dayKey,
  eventsByDay,
  formatDay,
  formatMonth,
  formatTime,
  monthWeeks,
  weekStartFor,
  weekdayNames,
} from './calendar-dates';

const SHOWN_PER_DAY = 3;

/** A month on a grid, each day with its events; choosing one opens it for editing. */
export function MonthView({
  events,
  onOpen,
}: {
  events: readonly PlannedEvent[];
  onOpen: (event: PlannedEvent) => void;
}) {
  const { t, i18n } = useStrings('admin-planning');
  const language = i18n.language;
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const weekStartsOn = weekStartFor(language);
  const byDay = eventsByDay(events);
  const captionId = 'planning-month-caption';

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="icon" onClick={() => setMonth((m) => subMonths(m, 1))}>
          <ChevronLeft aria-hidden />
          <span className="sr-only">{t('calendar.previousMonth')}</span>
        </Button>
        <Button variant="outline" size="icon" onClick={() => setMonth((m) => addMonths(m, 1))}>
          <ChevronRight aria-hidden />
          <span className="sr-only">{t('calendar.nextMonth')}</span>
        </Button>
        <Button variant="ghost" onClick={() => setMonth(startOfMonth(new Date()))}>
          {t('calendar.today')}
        </Button>
        <p id={captionId} className="font-serif text-xl text-stone-900" aria-live="polite">
          {formatMonth(month, language)}
        </p>
      </div>
      <div className="overflow-x-auto">
        <table
          aria-labelledby={captionId}
          className="w-full min-w-[42rem] table-fixed border-collapse"
        >
          <thead>
            <tr>
              {weekdayNames(weekStartsOn, language).map((day) => (
                <th key={day.long} scope="col" className="p-1 text-sm font-medium text-stone-600">
                  <abbr title={day.long} className="no-underline">
                    {day.short}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month, weekStartsOn).map((week) => (
              <tr key={dayKey(week[0]!)}>
                {week.map((day) => {
                  const dayEvents = byDay.get(dayKey(day)) ?? [];
                  return (
                    <td
                      key={dayKey(day)}
                      className={cn(
                        'h-24 border border-blush-100 p-1 align-top',
                        isSameMonth(day, month) ? 'bg-white' : 'bg-stone-50 text-stone-500',
                      )}
                    >
                      <p
                        className={cn(
                          'text-sm',
                          isToday(day) &&
                            'inline-block rounded-full bg-blush-600 px-1.5 text-white',
                        )}
                      >
                        <span aria-hidden>{day.getDate()}</span>
                        <span className="sr-only">{formatDay(day, language)}</span>
                      </p>
                      {dayEvents.length > 0 && (
                        <ul className="grid gap-0.5">
                          {dayEvents.slice(0, SHOWN_PER_DAY).map((event) => (
                            <li key={event.id}>
                              <button
                                type="button"
                                onClick={() => onOpen(event)}
                                className="w-full truncate rounded bg-blush-100 px-1 text-left text-xs text-blush-700 hover:bg-blush-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500"
                              >
                                {formatTime(event.date, language)} {event.title}
                              </button>
                            </li>
                          ))}
                          {dayEvents.length > SHOWN_PER_DAY && (
                            <li className="text-xs text-stone-600">
                              {t('calendar.more', { count: dayEvents.length - SHOWN_PER_DAY })}
                            </li>
                          )}
                        </ul>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
