import { useController, type Control } from 'react-hook-form';
import { useStrings } from '../../../lib/use-strings';
import { type RsvpBody } from '../../../../protocol/rsvp';
import { cn } from '../../../lib/ui/cn';
import { messageText } from '../../../lib/error-text';
import type { RsvpFormOutput } from '../rsvp-form';
import '../../../lib/form-strings';
import '../strings';

const choices = [
  { value: true, key: 'yes' },
  { value: false, key: 'no' },
] as const;

/** Attending yes/no as a native radio group: arrow keys, labels and the legend come for free. */
export function AttendingChoice({
  control,
}: {
  control: Control<RsvpBody, unknown, RsvpFormOutput>;
}) {
  const { t } = useStrings('rsvp');
  const { field, fieldState } = useController({ control, name: 'attending' });
  const error = messageText(fieldState.error?.message);
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? 'rsvp-attending-error' : undefined}
      aria-invalid={Boolean(error)}
    >
      <legend className="mb-1.5 text-base font-medium text-stone-800">
        {t('form.attending')}
        <span aria-hidden className="text-blush-600">
          {' *'}
        </span>
        <span className="sr-only"> {t('forms:required')}</span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice, index) => (
          <label
            key={choice.key}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-base has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blush-500',
              field.value === choice.value
                ? 'border-blush-500 bg-blush-50'
                : 'border-stone-300 bg-white',
            )}
          >
            <input
              type="radio"
              name={field.name}
              value={choice.key}
              checked={field.value === choice.value}
              onChange={() => field.onChange(choice.value)}
              onBlur={field.onBlur}
              ref={index === 0 ? field.ref : undefined}
              className="size-5 accent-blush-600"
            />
            {t(`form.${choice.key}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id="rsvp-attending-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
