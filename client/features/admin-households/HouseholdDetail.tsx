import { useState } from 'react';
import type {
  HouseholdEvent,
  OrganizerWeekendEvent,
  PersonAnswer,
  WeekendEvent,
} from '../../../protocol/household-events';
import type { Household } from '../../../protocol/households';
import { serverText } from '../../lib/error-text';
import { signalFailure } from '../../lib/failure-feedback';
import { QueryStatus } from '../../lib/query-status';
import { Button } from '../../lib/ui/button';
import { toast } from '../../lib/ui/use-toast';
import { useLocalized } from '../../lib/use-localized';
import { useStrings } from '../../lib/use-strings';
import { AnswerForm } from './AnswerForm';
import { HistoryList } from './HistoryList';
import { deadlinePassed, formatDay, householdLabel, peopleOf } from './households-cache';
import { useHistory, useHouseholdAnswers, useHouseholdEvents } from './useHouseholds';
import './strings';

type Props = {
  household: Household;
  /** Every event, for the history's event names (the household's own come from the server). */
  events: OrganizerWeekendEvent[];
  deadline: string | null;
  /** Every guest's name by id, for the history's "who" (a member may have moved since). */
  names: Map<string, string>;
};

/** One person's answer as a line: coming or not, the meal, the note. */
function AnswerLine({ answer, event }: { answer?: PersonAnswer; event: WeekendEvent }) {
  const { t } = useStrings('admin-households');
  const { pick } = useLocalized();
  if (!answer) return <span className="text-stone-600">{t('detail.noAnswer')}</span>;
  if (!answer.attending) return <span>{t('detail.declined')}</span>;
  const meal = event.meals.find((item) => item.id === answer.mealId);
  return (
    <span>
      {t('detail.attending')}
      {event.meals.length > 0 &&
        ` · ${meal ? t('detail.meal', { meal: pick(meal.name, meal.nameEs).text }) : t('detail.noMeal')}`}
      {answer.dietary && ` · ${t('detail.dietary', { note: answer.dietary })}`}
    </span>
  );
}

/** The household's answers to an event's questions, each under its prompt. */
function QuestionLines({ answered }: { answered: HouseholdEvent }) {
  const { t } = useStrings('admin-households');
  const { pick } = useLocalized();
  return answered.event.questions.map((question) => {
    const answer = answered.questionAnswers.find((item) => item.questionId === question.id);
    return (
      <li key={question.id}>
        <span className="font-medium">{pick(question.prompt, question.promptEs).text}</span>:{' '}
        {answer ? answer.answer : <span className="text-stone-600">{t('detail.noAnswer')}</span>}
      </li>
    );
  });
}

/**
 * A household's answers per invited event as the server has them (an organizer may answer for
 * it), its history, and "Reopen" while it can no longer change its answers.
 */
export function HouseholdDetail({ household, events, deadline, names }: Props) {
  const { t, i18n } = useStrings('admin-households');
  const { pick } = useLocalized();
  const answered = useHouseholdEvents(household.id);
  const history = useHistory(household.id);
  const { answerFor, reopen } = useHouseholdAnswers(household.id);
  const [answering, setAnswering] = useState<string | null>(null);
  const label = householdLabel(household);
  const people = peopleOf(household, (name) => t('households.guestOf', { name }));
  const invited = answered.data?.events ?? [];
  const doReopen = () =>
    reopen
      .mutateAsync()
      .then(() => toast({ title: t('detail.reopenDone', { name: label }) }))
      .catch((error: unknown) =>
        signalFailure(t('errorTitle'), serverText(error) ?? t('failed'), error),
      );

  return (
    <div className="grid gap-4 border-t border-blush-100 pt-3">
      {answered.data?.canChange === false ? (
        <div className="grid justify-items-start gap-2">
          <p className="text-sm text-stone-700">{t('detail.reopenHint')}</p>
          <Button
            type="button"
            variant="outline"
            aria-label={t('detail.reopenOf', { name: label })}
            disabled={reopen.isPending}
            onClick={() => void doReopen()}
          >
            {t('detail.reopen')}
          </Button>
        </div>
      ) : (
        household.reopened &&
        deadlinePassed(deadline) && (
          <p className="text-sm font-medium text-stone-800">{t('detail.isReopened')}</p>
        )
      )}
      <section aria-label={t('detail.eventsTitle')} className="grid gap-3">
        <h5 className="font-semibold text-stone-900">{t('detail.eventsTitle')}</h5>
        {!answered.data ? (
          <QueryStatus
            query={answered}
            loadingText={t('detail.answersLoading')}
            errorText={t('detail.answersFailed')}
            retryText={t('retry')}
            align="start"
          />
        ) : (
          invited.length === 0 && <p className="text-stone-600">{t('detail.notInvited')}</p>
        )}
        {invited.map((householdEvent) => {
          const { event } = householdEvent;
          const name = pick(event.name, event.nameEs).text;
          const answers = new Map(
            householdEvent.answers.map((answer) => [answer.personId, answer]),
          );
          return (
            <article key={event.id} aria-label={name} className="grid gap-2">
              <h6 className="font-medium text-blush-700">
                {name} ·{' '}
                {t('events.when', { date: formatDay(event.date, i18n.language), time: event.time })}
              </h6>
              <ul className="grid gap-1 text-sm text-stone-800">
                {people.map((person) => (
                  <li key={person.id}>
                    <span className="font-medium">{person.name}</span>
                    {person.child && ` (${t('households.child')})`}:{' '}
                    <AnswerLine answer={answers.get(person.id)} event={event} />
                  </li>
                ))}
                <QuestionLines answered={householdEvent} />
              </ul>
              {answering === event.id ? (
                <AnswerForm
                  householdId={household.id}
                  householdName={label}
                  answered={householdEvent}
                  people={people}
                  onSave={(body) => answerFor.mutateAsync(body)}
                  onDone={() => setAnswering(null)}
                />
              ) : (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  aria-label={t('detail.answerForEvent', { event: name, household: label })}
                  onClick={() => setAnswering(event.id)}
                >
                  {t('detail.answerFor')}
                </Button>
              )}
            </article>
          );
        })}
      </section>
      <HistoryList history={history} events={events} names={names} />
    </div>
  );
}
