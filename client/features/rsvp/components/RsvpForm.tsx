import { useWatch } from 'react-hook-form';
import { useStrings } from '../../../lib/use-strings';
import {
  RSVP_GUESTS,
  rsvpBodySchema,
  type RsvpBody,
  type RsvpSaved,
} from '../../../../protocol/rsvp';
import { EmailField, InputField, SubmitButton, TextareaField } from '../../../lib/form-field';
import { useProtocolForm } from '../../../lib/protocol-form';
import { emptyRsvp } from '../rsvp-form';
import { AttendingChoice } from './AttendingChoice';
import '../strings';
import { useSubmitRsvp } from '../hooks/useSubmitRsvp';

type RsvpFormProps = {
  defaultValues: Partial<RsvpBody>;
  /** Signed in with an invite code: the answer is the guest's own and goes straight to their row. */
  signedIn: boolean;
  onSaved: (saved: RsvpSaved, values: RsvpBody) => void;
};

export function RsvpForm({ defaultValues, signedIn, onSaved }: RsvpFormProps) {
  const { t } = useStrings('rsvp');
  const submitRsvp = useSubmitRsvp();
  const { form, field, onSubmit, pending } = useProtocolForm({
    schema: rsvpBodySchema,
    idPrefix: 'rsvp',
    defaultValues: { ...emptyRsvp, ...defaultValues },
    failure: t('toast.errorDescription'),
    submit: (answer) => submitRsvp.mutateAsync(answer),
    onSuccess: (saved) => onSaved(saved, form.getValues()),
  });
  const attending = useWatch({ control: form.control, name: 'attending' });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          {...field.required('firstName', t('form.firstName'))}
          autoComplete="given-name"
        />
        <InputField
          {...field.required('lastName', t('form.lastName'))}
          autoComplete="family-name"
        />
      </div>
      <EmailField
        {...field.required('email', t('form.email'))}
        hint={t(signedIn ? 'form.emailHintSignedIn' : 'form.emailHint')}
      />
      <AttendingChoice control={form.control} />
      {attending !== false && (
        <InputField
          {...field.unmarked('guestCount', t('form.guestCount'), { valueAsNumber: true })}
          hint={t('form.guestCountHint', { max: RSVP_GUESTS.max })}
          type="number"
          inputMode="numeric"
          min={RSVP_GUESTS.min}
          max={RSVP_GUESTS.max}
          step={1}
          className="max-w-32"
        />
      )}
      {attending !== false && (
        <InputField
          {...field.optional('dietaryRestrictions', t('form.dietaryRestrictions'))}
          placeholder={t('form.dietaryPlaceholder')}
        />
      )}
      <TextareaField
        {...field.optional('message', t('form.message'))}
        rows={3}
        placeholder={t('form.messagePlaceholder')}
      />
      <SubmitButton pending={pending} pendingText={t('form.submitting')}>
        {t('form.submit')}
      </SubmitButton>
    </form>
  );
}
