import type { Household } from '../../../protocol/households';
import type { EventReport } from '../../../protocol/rsvp-report';
import type { ReportWords } from './report-words';
import type { QuestionLookups } from './useQuestionLookups';

const householdName = (household: Household | undefined) =>
  household?.name ||
  household?.members.map((member) => `${member.firstName} ${member.lastName}`.trim()).join(' & ') ||
  '';

/** What the households answered to the event's questions, by question. Guest-typed: as text. */
export function QuestionAnswers({
  event,
  words,
  lookups,
}: {
  event: EventReport;
  words: ReportWords;
  lookups: QuestionLookups | undefined;
}) {
  const { t, pickText } = words;
  if (event.questionAnswers.length === 0) return null;
  const questionIds = [...new Set(event.questionAnswers.map((answer) => answer.questionId))];
  return (
    <details>
      <summary className="cursor-pointer font-medium text-blush-700">
        {t('questions.title', { count: event.questionAnswers.length })}
      </summary>
      {!lookups ? (
        <p role="status" className="mt-2 text-stone-600">
          {t('loading')}
        </p>
      ) : (
        <div className="mt-2 grid gap-3">
          {questionIds.map((questionId) => {
            const prompt = lookups.prompts.get(questionId);
            const text = prompt ? pickText(prompt.prompt, prompt.promptEs) : t('questions.removed');
            return (
              <div key={questionId} data-testid="question">
                <p className="font-medium text-stone-900">{text}</p>
                <ul className="grid gap-1 text-sm">
                  {event.questionAnswers
                    .filter((answer) => answer.questionId === questionId)
                    .map((answer) => (
                      <li key={answer.householdId} className="whitespace-pre-line break-words">
                        {t('questions.answer', {
                          household:
                            householdName(lookups.households.get(answer.householdId)) ||
                            t('questions.aHousehold'),
                          answer: answer.answer,
                        })}
                      </li>
                    ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </details>
  );
}
