import type { ReactNode } from 'react';
import { WEEKEND_LIMITS, type Meal } from '../../../../protocol/household-events';
import { LocalizedSpan } from '../../../lib/localized';
import { cn } from '../../../lib/ui/cn';
import { Input } from '../../../lib/ui/input';
import { Label } from '../../../lib/ui/label';
import { useLocalized } from '../../../lib/use-localized';
import { useStrings } from '../../../lib/use-strings';
import { mealsFor, type PersonDraft } from './household-form';
import './strings';

/** A big, whole-row radio choice: easy to hit with a thumb, with a visible focus ring. */
function Choice({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex min-h-12 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-lg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blush-500',
        checked ? 'border-blush-500 bg-blush-50' : 'border-stone-300 bg-white',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="size-6 shrink-0 accent-blush-600"
      />
      <span className="grid">{children}</span>
    </label>
  );
}

/**
 * One person's answer to one event: coming or not, then (coming) their meal among the event's
 * and a note on what they cannot eat.
 */
export function PersonAnswerFields({
  idPrefix,
  personName,
  child,
  meals,
  draft,
  onChange,
}: {
  idPrefix: string;
  personName: string;
  child: boolean;
  meals: Meal[];
  draft: PersonDraft;
  onChange: (draft: PersonDraft) => void;
}) {
  const { t } = useStrings('household-rsvp');
  const { pick } = useLocalized();
  const dietaryId = `${idPrefix}-dietary`;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:p-4">
      <legend className="px-1 text-xl font-medium text-stone-900">{personName}</legend>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-base font-medium text-stone-800">
          {t('event.attending', { name: personName })}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <Choice
            name={`${idPrefix}-attending`}
            checked={draft.attending === true}
            onChange={() => onChange({ ...draft, attending: true })}
          >
            {t('event.yes')}
          </Choice>
          <Choice
            name={`${idPrefix}-attending`}
            checked={draft.attending === false}
            onChange={() => onChange({ ...draft, attending: false })}
          >
            {t('event.no')}
          </Choice>
        </div>
      </fieldset>
      {draft.attending === true && meals.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-base font-medium text-stone-800">
            {t('event.meal', { name: personName })}
          </legend>
          {mealsFor(meals, child).map((meal) => {
            const description = meal.description || meal.descriptionEs;
            return (
              <Choice
                key={meal.id}
                name={`${idPrefix}-meal`}
                checked={draft.mealId === meal.id}
                onChange={() => onChange({ ...draft, mealId: meal.id })}
              >
                <span>
                  <LocalizedSpan value={pick(meal.name, meal.nameEs)} />
                  {meal.children && (
                    <span className="ml-2 rounded bg-sage-100 px-1.5 py-0.5 text-sm text-sage-800">
                      {t('event.childrenMeal')}
                    </span>
                  )}
                </span>
                {description && (
                  <LocalizedSpan
                    value={pick(meal.description, meal.descriptionEs)}
                    className="text-base text-stone-600"
                  />
                )}
              </Choice>
            );
          })}
        </fieldset>
      )}
      {draft.attending === true && (
        <div className="grid gap-1.5">
          <Label htmlFor={dietaryId}>{t('event.dietary', { name: personName })}</Label>
          <Input
            id={dietaryId}
            value={draft.dietary}
            maxLength={WEEKEND_LIMITS.note}
            onChange={(event) => onChange({ ...draft, dietary: event.target.value })}
          />
        </div>
      )}
    </fieldset>
  );
}
