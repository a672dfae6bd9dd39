import { useController, type Control } from 'react-hook-form';
import type { z } from 'zod';
import type { WeekendEventBody, weekendEventBodySchema } from '../../../protocol/household-events';
import type { Household } from '../../../protocol/households';
import { Button } from '../../lib/ui/button';
import { useStrings } from '../../lib/use-strings';
import { householdLabel } from './households-cache';
import './strings';

type Props = {
  control: Control<WeekendEventBody, unknown, z.output<typeof weekendEventBodySchema>>;
  households: Household[];
  idPrefix: string;
};

/** The households invited to the event: all, none, or picked one by one. */
export function InvitedHouseholdsField({ control, households, idPrefix }: Props) {
  const { t } = useStrings('admin-households');
  const { field } = useController({ control, name: 'householdIds' });
  const chosen = new Set(field.value ?? []);
  // Households gone since (merged away) are not offered, and not sent.
  const pick = (ids: Iterable<string>) => {
    const known = new Set(households.map((household) => household.id));
    field.onChange([...ids].filter((id) => known.has(id)));
  };
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    pick(next);
  };
  const countId = `${idPrefix}-invited-count`;

  return (
    <fieldset
      className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:col-span-2"
      aria-describedby={countId}
    >
      <legend className="px-1 font-semibold text-stone-900">{t('eventForm.invited')}</legend>
      {households.length === 0 ? (
        <p className="text-sm text-stone-600">{t('eventForm.noHouseholds')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => pick(households.map((household) => household.id))}
            >
              {t('eventForm.all')}
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => pick([])}>
              {t('eventForm.none')}
            </Button>
            <span id={countId} className="text-sm text-stone-600" aria-live="polite">
              {t('eventForm.invitedCount', {
                count: households.filter((household) => chosen.has(household.id)).length,
                total: households.length,
              })}
            </span>
          </div>
          <ul className="grid max-h-72 gap-1 overflow-y-auto sm:grid-cols-2">
            {households.map((household) => (
              <li key={household.id}>
                <label className="flex min-h-11 items-center gap-3 text-stone-800">
                  <input
                    type="checkbox"
                    checked={chosen.has(household.id)}
                    onChange={(event) => toggle(household.id, event.target.checked)}
                    onBlur={field.onBlur}
                    className="size-5 shrink-0 accent-blush-600"
                  />
                  {householdLabel(household)}
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}
