import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  RSVP_GUESTS,
  RSVP_MESSAGES,
  rsvpBodySchema,
  type RsvpBody,
  type RsvpSaved,
} from '../../../../protocol/rsvp';
import { InputField, SubmitButton, TextareaField } from '../../../lib/form-field';
import { useProtocolForm } from '../../../lib/protocol-form';
import { validationText } from '../../../lib/validation-text';
import { emptyRsvp } from '../rsvp-form';
import { AttendingChoice } from './AttendingChoice';
import '../strings';
import { useSubmitRsvp } from '../hooks/useSubmitRsvp';

type RsvpFormProps = {
  defaultValues: Partial<RsvpBody>;
  onSaved: (saved: RsvpSaved, values: RsvpBody) => void;
};

export function RsvpForm({ defaultValues, onSaved }: RsvpFormProps) {
  const { t } = useTranslation('rsvp');
  const submitRsvp = useSubmitRsvp();
  const { form, field, onSubmit, pending } = useProtocolForm({
    schema: rsvpBodySchema,
    defaultValues: { ...emptyRsvp, ...defaultValues },
    errorText: (message) => validationText(t, RSVP_MESSAGES, message),
    failure: t('toast.errorDescription'),
    submit: (answer) => submitRsvp.mutateAsync(answer),
    onSuccess: (saved) => onSaved(saved, form.getValues()),
  });
  const attending = useWatch({ control: form.control, name: 'attending' });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          {...field.required('firstName')}
          id="rsvp-first-name"
          label={t('form.firstName')}
          autoComplete="given-name"
        />
        <InputField
          {...field.required('lastName')}
          id="rsvp-last-name"
          label={t('form.lastName')}
          autoComplete="family-name"
        />
      </div>
      <InputField
        {...field.required('email')}
        id="rsvp-email"
        label={t('form.email')}
        hint={t('form.emailHint')}
        type="email"
        autoComplete="email"
      />
      <AttendingChoice control={form.control} />
      {attending !== false && (
        <InputField
          {...field.unmarked('guestCount', { valueAsNumber: true })}
          id="rsvp-guest-count"
          label={t('form.guestCount')}
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
          {...field.optional('dietaryRestrictions')}
          id="rsvp-dietary"
          label={t('form.dietaryRestrictions')}
          placeholder={t('form.dietaryPlaceholder')}
        />
      )}
      <TextareaField
        {...field.optional('message')}
        id="rsvp-message"
        label={t('form.message')}
        rows={3}
        placeholder={t('form.messagePlaceholder')}
      />
      <SubmitButton pending={pending} pendingText={t('form.submitting')}>
        {t('form.submit')}
      </SubmitButton>
    </form>
  );
}
