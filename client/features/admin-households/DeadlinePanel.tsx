import { useMemo } from 'react';
import { z } from 'zod';
import { rsvpSettingsBodySchema } from '../../../protocol/household-events';
import { InputField, SubmitButton } from '../../lib/form-field';
import { signalFailure } from '../../lib/failure-feedback';
import { serverText } from '../../lib/error-text';
import { useProtocolForm } from '../../lib/protocol-form';
import { QueryStatus } from '../../lib/query-status';
import { Button } from '../../lib/ui/button';
import { toast } from '../../lib/ui/use-toast';
import { useStrings } from '../../lib/use-strings';
import {
  formatInZone,
  isoToZonedInput,
  zonedInputToIso,
} from '../admin-announcements/wedding-time';
import { deadlinePassed } from './households-cache';
import { useRsvpSettings, useSetDeadline } from './useHouseholds';
import './strings';

/** What the organizer types (a datetime-local in the wedding's zone), sent as an instant. */
function deadlineFormSchema(timeZone: string) {
  return z
    .object({ deadline: z.string() })
    .transform(({ deadline }) => ({
      // A value the zone cannot read is sent on as text, for the protocol's own message.
      deadline: deadline ? (zonedInputToIso(deadline, timeZone) ?? deadline) : null,
    }))
    .pipe(rsvpSettingsBodySchema);
}

function DeadlineForm({ deadline, timeZone }: { deadline: string | null; timeZone: string }) {
  const { t } = useStrings('admin-households');
  const setDeadline = useSetDeadline();
  const schema = useMemo(() => deadlineFormSchema(timeZone), [timeZone]);
  const { field, onSubmit, pending, form } = useProtocolForm({
    schema,
    idPrefix: 'rsvp-deadline',
    defaultValues: { deadline: deadline ? isoToZonedInput(deadline, timeZone) : '' },
    failure: (error) => serverText(error) ?? t('failed'),
    submit: (values) => setDeadline.mutateAsync(values.deadline),
    onSuccess: (saved) =>
      toast({ title: saved.deadline ? t('deadline.saved') : t('deadline.cleared') }),
  });
  const clear = () =>
    setDeadline
      .mutateAsync(null)
      .then(() => {
        form.reset({ deadline: '' });
        toast({ title: t('deadline.cleared') });
      })
      .catch((error: unknown) => signalFailure(t('errorTitle'), t('failed'), error));

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('deadline.title')}
      className="grid gap-3 sm:max-w-md"
    >
      <InputField
        {...field.optional('deadline', t('deadline.label', { zone: timeZone }))}
        type="datetime-local"
        hint={t('deadline.hint')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingText={t('saving')} className="">
          {t('deadline.save')}
        </SubmitButton>
        {deadline && (
          <Button type="button" variant="outline" onClick={() => void clear()}>
            {t('deadline.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** The RSVP deadline: when guests' answers close, in the wedding's time zone. */
export function DeadlinePanel({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useStrings('admin-households');
  const settings = useRsvpSettings();
  if (!settings.data)
    return (
      <QueryStatus
        query={settings}
        loadingText={t('deadline.loading')}
        errorText={t('deadline.loadFailed')}
        retryText={t('retry')}
        align="start"
      />
    );
  const { deadline } = settings.data;
  const time = deadline ? formatInZone(deadline, timeZone, i18n.language) : '';
  return (
    <div className="grid gap-3">
      <p className="font-medium text-stone-800" data-testid="rsvp-deadline-state">
        {!deadline
          ? t('deadline.none')
          : deadlinePassed(deadline)
            ? t('deadline.passed', { time })
            : t('deadline.current', { time })}
      </p>
      {/* Keyed by the deadline and zone: a deadline saved elsewhere refills the field. */}
      <DeadlineForm key={`${deadline}-${timeZone}`} deadline={deadline} timeZone={timeZone} />
    </div>
  );
}
