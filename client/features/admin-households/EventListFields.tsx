import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  WEEKEND_LIMITS,
  type WeekendEventBody,
  type weekendEventBodySchema,
} from '../../../protocol/household-events';
import { BilingualField } from '../../lib/bilingual-field';
import type { fieldBinder } from '../../lib/form-binding';
import { messageText } from '../../lib/error-text';
import { Button } from '../../lib/ui/button';
import { useStrings } from '../../lib/use-strings';
import './strings';

type Output = z.output<typeof weekendEventBodySchema>;
type Props = {
  form: UseFormReturn<WeekendEventBody, unknown, Output>;
  field: ReturnType<typeof fieldBinder<WeekendEventBody, Output>>;
};

/** A list's own error (too many meals), said under its legend. */
function ListError({ id, message }: { id: string; message?: string }) {
  const text = messageText(message);
  return text ? (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {text}
    </p>
  ) : null;
}

/**
 * The event's meals, each in both languages with a description and the children's mark. A meal
 * kept keeps its `id` in the form's values (never shown), so the answers choosing it stay valid.
 */
export function EventMealsField({ form, field }: Props) {
  const { t } = useStrings('admin-households');
  // `key`: the rows' own React keys, so the meals' `id` stays the server's.
  const meals = useFieldArray({ control: form.control, name: 'meals', keyName: 'key' });
  return (
    <fieldset className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:col-span-2">
      <legend className="px-1 font-semibold text-stone-900">{t('eventForm.meals')}</legend>
      <p className="text-sm text-stone-600">{t('eventForm.mealsHint')}</p>
      <ListError id="weekend-event-meals-error" message={form.formState.errors.meals?.message} />
      {meals.fields.map((meal, index) => {
        const n = index + 1;
        return (
          <div key={meal.key} className="grid gap-3 border-t border-stone-100 pt-3 sm:grid-cols-2">
            <BilingualField
              legend={t('eventForm.meal', { n })}
              name={t('eventForm.mealName', { n })}
              english={field.unmarked(`meals.${index}.name`, '')}
              spanish={field.unmarked(`meals.${index}.nameEs`, '')}
            />
            <BilingualField
              legend={t('eventForm.mealDescription', { n })}
              english={field.optional(`meals.${index}.description`, '')}
              spanish={field.optional(`meals.${index}.descriptionEs`, '')}
            />
            <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
              <label className="flex min-h-11 items-center gap-3 text-stone-800">
                <input
                  type="checkbox"
                  {...form.register(`meals.${index}.children`)}
                  aria-label={`${t('eventForm.meal', { n })}: ${t('eventForm.mealChildren')}`}
                  className="size-5 accent-blush-600"
                />
                <span aria-hidden>{t('eventForm.mealChildren')}</span>
              </label>
              <Button type="button" variant="outline" size="sm" onClick={() => meals.remove(index)}>
                <Trash2 aria-hidden />
                {t('eventForm.removeMeal', { n })}
              </Button>
            </div>
          </div>
        );
      })}
      {meals.fields.length < WEEKEND_LIMITS.meals && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() =>
            meals.append({
              name: '',
              nameEs: '',
              description: '',
              descriptionEs: '',
              children: false,
            })
          }
        >
          <Plus aria-hidden />
          {t('eventForm.addMeal')}
        </Button>
      )}
    </fieldset>
  );
}

/** Up to 3 questions each household answers (a song request), in both languages, ids kept. */
export function EventQuestionsField({ form, field }: Props) {
  const { t } = useStrings('admin-households');
  const questions = useFieldArray({ control: form.control, name: 'questions', keyName: 'key' });
  return (
    <fieldset className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:col-span-2">
      <legend className="px-1 font-semibold text-stone-900">{t('eventForm.questions')}</legend>
      <p className="text-sm text-stone-600">{t('eventForm.questionsHint')}</p>
      <ListError
        id="weekend-event-questions-error"
        message={form.formState.errors.questions?.message}
      />
      {questions.fields.map((question, index) => {
        const n = index + 1;
        return (
          <div key={question.key} className="grid gap-2 border-t border-stone-100 pt-3">
            <BilingualField
              legend={t('eventForm.question', { n })}
              english={field.unmarked(`questions.${index}.prompt`, '')}
              spanish={field.unmarked(`questions.${index}.promptEs`, '')}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => questions.remove(index)}
            >
              <Trash2 aria-hidden />
              {t('eventForm.removeQuestion', { n })}
            </Button>
          </div>
        );
      })}
      {questions.fields.length < WEEKEND_LIMITS.questions && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => questions.append({ prompt: '', promptEs: '' })}
        >
          <Plus aria-hidden />
          {t('eventForm.addQuestion')}
        </Button>
      )}
    </fieldset>
  );
}
