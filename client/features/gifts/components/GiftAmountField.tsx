import { useController, type Control } from 'react-hook-form';
import { useStrings } from '../../../lib/use-strings';
import { FormField } from '../../../lib/form-field';
import { Input } from '../../../lib/ui/input';
import { messageText } from '../../../lib/error-text';
import { formatDollars, type GiftFormOutput, type GiftFormValues } from '../gift-form';
import '../../../lib/form-strings';
import '../strings';

/** The amount in dollars: a '$' in front, a decimal keypad on phones, two decimals once left. */
export function GiftAmountField({
  control,
}: {
  control: Control<GiftFormValues, unknown, GiftFormOutput>;
}) {
  const { t } = useStrings('gifts');
  const { field, fieldState } = useController({ control, name: 'amount' });
  return (
    <FormField
      id="gift-amount"
      label={t('dialog.amount')}
      required
      requiredText={t('forms:required')}
      hint={t('dialog.amountHint')}
      error={messageText(fieldState.error?.message)}
    >
      {(control) => (
        <div className="relative">
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-base text-stone-600"
          >
            $
          </span>
          <Input
            {...control}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={() => {
              field.onChange(formatDollars(field.value));
              field.onBlur();
            }}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            className="pl-7"
          />
        </div>
      )}
    </FormField>
  );
}
