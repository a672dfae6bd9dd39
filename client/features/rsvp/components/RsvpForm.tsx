import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  RSVP_GUESTS,
  RSVP_MESSAGES,
  rsvpBodySchema,
  type RsvpBody,
  type RsvpSaved,
} from '../../../../protocol/rsvp';
import { FormField } from '../../../lib/form-field';
import { haptic } from '../../../lib/haptics';
import { Button } from '../../../lib/ui/button';
import { Input } from '../../../lib/ui/input';
import { Textarea } from '../../../lib/ui/textarea';
import { toast } from '../../../lib/ui/use-toast';
import { validationText } from '../../../lib/validation-text';
import { AttendingChoice } from './AttendingChoice';
import '../strings';
import { useSubmitRsvp } from '../hooks/useSubmitRsvp';

export type RsvpFormOutput = z.output<typeof rsvpBodySchema>;

type RsvpFormProps = {
  defaultValues: Partial<RsvpBody>;
  onSaved: (saved: RsvpSaved, values: RsvpBody) => void;
};

export function RsvpForm({ defaultValues, onSaved }: RsvpFormProps) {
  const { t } = useTranslation('rsvp');
  const submitRsvp = useSubmitRsvp();
  const form = useForm<RsvpBody, unknown, RsvpFormOutput>({
    resolver: zodResolver(rsvpBodySchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      guestCount: RSVP_GUESTS.default,
      dietaryRestrictions: '',
      message: '',
      ...defaultValues,
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const errorText = (message: string | undefined) => validationText(t, RSVP_MESSAGES, message);
  const attending = useWatch({ control: form.control, name: 'attending' });

  const submit = form.handleSubmit(async (answer) => {
    try {
      const saved = await submitRsvp.mutateAsync(answer);
      haptic('success');
      onSaved(saved, form.getValues());
    } catch {
      haptic('error');
      toast({
        variant: 'destructive',
        title: t('toast.errorTitle'),
        description: t('toast.errorDescription'),
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="rsvp-first-name"
          label={t('form.firstName')}
          required
          requiredText={t('form.required')}
          error={errorText(errors.firstName?.message)}
        >
          {(control) => (
            <Input {...control} {...form.register('firstName')} autoComplete="given-name" />
          )}
        </FormField>
        <FormField
          id="rsvp-last-name"
          label={t('form.lastName')}
          required
          requiredText={t('form.required')}
          error={errorText(errors.lastName?.message)}
        >
          {(control) => (
            <Input {...control} {...form.register('lastName')} autoComplete="family-name" />
          )}
        </FormField>
      </div>
      <FormField
        id="rsvp-email"
        label={t('form.email')}
        required
        requiredText={t('form.required')}
        hint={t('form.emailHint')}
        error={errorText(errors.email?.message)}
      >
        {(control) => (
          <Input {...control} {...form.register('email')} type="email" autoComplete="email" />
        )}
      </FormField>
      <AttendingChoice control={form.control} />
      {attending !== false && (
        <FormField
          id="rsvp-guest-count"
          label={t('form.guestCount')}
          hint={t('form.guestCountHint', { max: RSVP_GUESTS.max })}
          error={errorText(errors.guestCount?.message)}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('guestCount', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={RSVP_GUESTS.min}
              max={RSVP_GUESTS.max}
              step={1}
              className="max-w-32"
            />
          )}
        </FormField>
      )}
      {attending !== false && (
        <FormField
          id="rsvp-dietary"
          label={t('form.dietaryRestrictions')}
          optionalText={t('form.optional')}
          error={errorText(errors.dietaryRestrictions?.message)}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('dietaryRestrictions')}
              placeholder={t('form.dietaryPlaceholder')}
            />
          )}
        </FormField>
      )}
      <FormField
        id="rsvp-message"
        label={t('form.message')}
        optionalText={t('form.optional')}
        error={errorText(errors.message?.message)}
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('message')}
            rows={3}
            placeholder={t('form.messagePlaceholder')}
          />
        )}
      </FormField>
      <Button
        type="submit"
        disabled={submitRsvp.isPending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {submitRsvp.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
