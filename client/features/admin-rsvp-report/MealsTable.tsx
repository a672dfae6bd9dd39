import type { EventReport } from '../../../protocol/rsvp-report';
import { cn } from '../../lib/ui/cn';
import type { ReportWords } from './report-words';

/**
 * How many chose each meal of an event, in the event's order, and those coming without a choice
 * yet: the caterer's count. The same table on the screen and on the printed sheet.
 */
export function MealsTable({
  event,
  words,
  className,
}: {
  event: EventReport;
  words: ReportWords;
  className?: string;
}) {
  const { t, eventName, mealName } = words;
  if (event.meals.length === 0) return <p className="text-stone-600">{t('meals.none')}</p>;
  return (
    <table className={cn('rsvp-report-meals w-full border-collapse text-left', className)}>
      <caption className="text-left font-semibold">
        {t('meals.caption', { event: eventName(event).text })}
      </caption>
      <thead>
        <tr className="border-b border-stone-300">
          <th scope="col" className="py-1 pr-4 font-medium">
            {t('meals.meal')}
          </th>
          <th scope="col" className="count py-1 text-right font-medium">
            {t('meals.count')}
          </th>
        </tr>
      </thead>
      <tbody>
        {event.meals.map((meal) => (
          <tr key={meal.mealId} className="border-b border-stone-200" data-testid="meal-row">
            <th scope="row" className="py-1 pr-4 font-normal">
              {mealName(event, meal.mealId)}
              {meal.children && ` ${t('meals.childrens')}`}
            </th>
            <td className="count py-1 text-right tabular-nums">{meal.count}</td>
          </tr>
        ))}
        {event.mealNotChosen > 0 && (
          <tr className="border-b border-stone-200" data-testid="meal-row">
            <th scope="row" className="py-1 pr-4 font-normal italic">
              {t('meals.notChosen')}
            </th>
            <td className="count py-1 text-right tabular-nums">{event.mealNotChosen}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
