import type { EventReport } from '../../../protocol/rsvp-report';
import { LocalizedSpan } from '../../lib/localized';
import { MealsTable } from './MealsTable';
import { QuestionAnswers } from './QuestionAnswers';
import type { QuestionLookups } from './useQuestionLookups';
import type { ReportWords } from './report-words';

/** One figure of an event: a term and its value, read together by screen readers. */
function Figure({ term, value, id }: { term: string; value: string; id: string }) {
  return (
    <div className="rounded-lg bg-blush-50 px-3 py-2">
      <dt className="text-sm text-stone-600">{term}</dt>
      <dd className="text-lg font-semibold text-stone-900" data-testid={id}>
        {value}
      </dd>
    </div>
  );
}

/** An event's answers: attending (adults, children), declined, not answered; meals; who; questions. */
function EventCard({
  event,
  words,
  lookups,
}: {
  event: EventReport;
  words: ReportWords;
  lookups: QuestionLookups | undefined;
}) {
  const { t, eventName, personName, mealName, when } = words;
  const headingId = `rsvp-report-event-${event.eventId}`;
  const coming = event.attending.adults + event.attending.children;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="event-report"
      className="grid gap-4 rounded-xl border border-blush-100 bg-white p-4"
    >
      <div>
        <h4 id={headingId} className="font-serif text-xl text-blush-700">
          <LocalizedSpan value={eventName(event)} />
        </h4>
        <p className="text-sm text-stone-600">
          {when(event)}
          {event.place && ` · ${event.place}`}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure
          id="attending"
          term={t('events.attending')}
          value={`${t('events.adults', { count: event.attending.adults })}, ${t('events.children', { count: event.attending.children })}`}
        />
        <Figure id="declined" term={t('events.declined')} value={String(event.declined)} />
        <Figure
          id="not-answered"
          term={t('events.notAnswered')}
          value={String(event.notAnswered)}
        />
        <Figure id="invited" term={t('events.invited')} value={String(event.invited)} />
      </dl>
      <MealsTable event={event} words={words} className="max-w-md" />
      <details>
        <summary className="cursor-pointer font-medium text-blush-700">
          {t('events.whoIsComing', { count: coming })}
        </summary>
        {event.people.length === 0 ? (
          <p className="mt-2 text-stone-600">{t('events.nobody')}</p>
        ) : (
          <ul className="mt-2 grid gap-1 text-sm">
            {event.people.map((person) => {
              const meal = mealName(event, person.mealId);
              return (
                <li key={person.personId}>
                  {personName(person)}
                  {person.child && ` (${t('child')})`}
                  {meal && ` · ${meal}`}
                  {person.dietary && ` · ${person.dietary}`}
                </li>
              );
            })}
          </ul>
        )}
      </details>
      <QuestionAnswers event={event} words={words} lookups={lookups} />
    </li>
  );
}

/** Every weekend event's answers, in the report's order (by date). */
export function EventCounts({
  events,
  words,
  lookups,
}: {
  events: EventReport[];
  words: ReportWords;
  lookups: QuestionLookups | undefined;
}) {
  const { t } = words;
  return (
    <section aria-labelledby="rsvp-report-events" className="grid gap-3">
      <h3 id="rsvp-report-events" className="font-serif text-2xl text-blush-700">
        {t('events.title')}
      </h3>
      {events.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-stone-700">{t('noEvents')}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-labelledby="rsvp-report-events">
          {events.map((event) => (
            <EventCard key={event.eventId} event={event} words={words} lookups={lookups} />
          ))}
        </ul>
      )}
    </section>
  );
}
