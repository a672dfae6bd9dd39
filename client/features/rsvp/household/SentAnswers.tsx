import type { HouseholdEvent } from '../../../../protocol/household-events';
import { LocalizedSpan } from '../../../lib/localized';
import { useLocalized } from '../../../lib/use-localized';
import { useStrings } from '../../../lib/use-strings';
import { nameOf, storedDraft, type Person } from './household-form';
import './strings';

/** An event's answers as sent, read-only: who comes, their meal and note, and the questions. */
export function SentAnswers({ item, people }: { item: HouseholdEvent; people: Person[] }) {
  const { t } = useStrings('household-rsvp');
  const { pick } = useLocalized();
  const guestOf = (host: string) => t('household.guestOf', { name: host });
  const answered = (questionId: string) =>
    item.questionAnswers.find((answer) => answer.questionId === questionId)?.answer ?? '';
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2">
        {people.map((person) => {
          const answer = storedDraft(item.answers, person.id);
          const meal = item.event.meals.find((m) => m.id === answer.mealId);
          return (
            <li key={person.id} className="rounded-lg border border-stone-200 p-3 text-lg">
              <span className="font-medium text-stone-900">{nameOf(person, guestOf)}: </span>
              {answer.attending === null
                ? t('sent.unanswered')
                : answer.attending
                  ? t('sent.attending')
                  : t('sent.declined')}
              {answer.attending && meal && (
                <span className="block text-base text-stone-700">
                  {t('sent.meal')} <LocalizedSpan value={pick(meal.name, meal.nameEs)} />
                </span>
              )}
              {answer.attending && answer.dietary && (
                <span className="block text-base text-stone-700">
                  {t('sent.dietary', { note: answer.dietary })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {item.event.questions.length > 0 && (
        <dl className="grid gap-2">
          {item.event.questions.map((question) => (
            <div key={question.id}>
              <dt className="text-base font-medium text-stone-700">
                <LocalizedSpan value={pick(question.prompt, question.promptEs)} />
              </dt>
              <dd className="text-lg text-stone-900">
                {answered(question.id) || t('sent.unanswered')}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
