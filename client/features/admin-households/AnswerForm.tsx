import { z } from 'zod';
import {
  WEEKEND_LIMITS,
  eventAnswersBodySchema,
  type HouseholdEvent,
} from '../../../protocol/household-events';
import { HOUSEHOLD_MESSAGES } from '../../../protocol/households';
import { messageText, serverText } from '../../lib/error-text';
import { InputField, SubmitButton } from '../../lib/form-field';
import { useProtocolForm } from '../../lib/protocol-form';
import { Button } from '../../lib/ui/button';
import { toast } from '../../lib/ui/use-toast';
import { useLocalized } from '../../lib/use-localized';
import { useStrings } from '../../lib/use-strings';
import { SelectField } from '../wedding-editor/SelectField';
import type { OrganizerAnswersBody } from './useHouseholds';
import './strings';

/** Said when nobody has an answer chosen; worded by the form in the organizer's language. */
const NONE_CHOSEN = 'households.noneChosen';

/**
 * What the organizer fills in, starting from what the household answered: per person "no answer"
 * (left out of the body), yes or no, a meal and a note; per question a text (emptied: cleared).
 */
const answerFormSchema = z
  .object({
    answers: z.array(
      z.object({
        personId: z.string(),
        attending: z.enum(['', 'yes', 'no']),
        mealId: z.string(),
        dietary: z
          .string()
          .trim()
          .max(WEEKEND_LIMITS.note, HOUSEHOLD_MESSAGES.textTooLong(WEEKEND_LIMITS.note)),
      }),
    ),
    questionAnswers: z.array(
      z.object({
        questionId: z.string(),
        answer: z
          .string()
          .trim()
          .max(WEEKEND_LIMITS.answer, HOUSEHOLD_MESSAGES.textTooLong(WEEKEND_LIMITS.answer)),
      }),
    ),
  })
  .refine((values) => values.answers.some((answer) => answer.attending !== ''), {
    message: NONE_CHOSEN,
    path: ['answers'],
  })
  .transform((values): z.input<typeof eventAnswersBodySchema> => ({
    answers: values.answers
      .filter((answer) => answer.attending !== '')
      .map(({ personId, attending, mealId, dietary }) => ({
        personId,
        attending: attending === 'yes',
        ...(attending === 'yes' && mealId ? { mealId } : {}),
        dietary,
      })),
    questionAnswers: values.questionAnswers,
  }))
  .pipe(eventAnswersBodySchema);

type Props = {
  householdId: string;
  householdName: string;
  /** The event with the household's answers and question answers, as the server has them. */
  answered: HouseholdEvent;
  people: { id: string; name: string; child: boolean }[];
  onSave: (body: OrganizerAnswersBody) => Promise<unknown>;
  onDone: () => void;
};

/** An organizer answers one event for a household (a phone call from grandma). */
export function AnswerForm({
  householdId,
  householdName,
  answered,
  people,
  onSave,
  onDone,
}: Props) {
  const { t } = useStrings('admin-households');
  const { pick } = useLocalized();
  const { event } = answered;
  const eventName = pick(event.name, event.nameEs).text;
  const idPrefix = `answers-${householdId}-${event.id}`;
  const { form, field, onSubmit, pending } = useProtocolForm({
    schema: answerFormSchema,
    idPrefix,
    defaultValues: {
      answers: people.map((person) => {
        const answer = answered.answers.find((item) => item.personId === person.id);
        return {
          personId: person.id,
          attending: answer ? (answer.attending ? 'yes' : 'no') : '',
          mealId: answer?.mealId ?? '',
          dietary: answer?.dietary ?? '',
        } as const;
      }),
      questionAnswers: event.questions.map((question) => ({
        questionId: question.id,
        answer:
          answered.questionAnswers.find((item) => item.questionId === question.id)?.answer ?? '',
      })),
    },
    errorText: (message) =>
      message === NONE_CHOSEN ? t('answerForm.noneChosen') : messageText(message),
    failure: (error) => serverText(error) ?? t('failed'),
    submit: (body) => onSave({ eventId: event.id, ...body }),
    onSuccess: () => {
      toast({ title: t('answerForm.saved', { household: householdName }) });
      onDone();
    },
  });
  const errors = form.formState.errors.answers;
  const noneChosen = errors?.message ?? errors?.root?.message;
  const meals = event.meals.map((meal) => {
    const name = pick(meal.name, meal.nameEs).text;
    return {
      value: meal.id,
      label: meal.children ? t('answerForm.childrenMeal', { meal: name }) : name,
    };
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('answerForm.title', { event: eventName })}
      className="grid gap-4 rounded-xl border border-blush-100 bg-white p-4"
    >
      {noneChosen && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {noneChosen === NONE_CHOSEN ? t('answerForm.noneChosen') : messageText(noneChosen)}
        </p>
      )}
      {people.map((person, index) => (
        <fieldset
          key={person.id}
          className="grid gap-3 border-b border-stone-100 pb-3 sm:grid-cols-3"
        >
          <legend className="mb-1 font-semibold text-stone-900 sm:col-span-3">{person.name}</legend>
          <SelectField
            id={`${idPrefix}-answers.${index}.attending`}
            label={t('answerForm.attendance', { person: person.name })}
            registration={form.register(`answers.${index}.attending`)}
            options={[
              { value: '', label: t('answerForm.notAnswered') },
              { value: 'yes', label: t('answerForm.yes') },
              { value: 'no', label: t('answerForm.no') },
            ]}
          />
          {meals.length > 0 && (
            <SelectField
              id={`${idPrefix}-answers.${index}.mealId`}
              label={t('answerForm.meal', { person: person.name })}
              registration={form.register(`answers.${index}.mealId`)}
              options={[{ value: '', label: t('answerForm.noMeal') }, ...meals]}
            />
          )}
          <InputField
            {...field.optional(
              `answers.${index}.dietary`,
              t('answerForm.dietary', { person: person.name }),
            )}
            autoComplete="off"
          />
        </fieldset>
      ))}
      {event.questions.length > 0 && (
        <div className="grid gap-3">
          <p className="text-sm text-stone-600">{t('answerForm.questionsHint')}</p>
          {event.questions.map((question, index) => (
            <InputField
              key={question.id}
              {...field.optional(
                `questionAnswers.${index}.answer`,
                pick(question.prompt, question.promptEs).text,
              )}
              autoComplete="off"
            />
          ))}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingText={t('saving')} className="">
          {t('answerForm.save')}
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
