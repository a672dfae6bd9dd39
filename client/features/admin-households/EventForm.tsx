import {
  weekendEventBodySchema,
  type OrganizerWeekendEvent,
  type WeekendEventBody,
} from '../../../protocol/household-events';
import type { Household } from '../../../protocol/households';
import { BilingualField } from '../../lib/bilingual-field';
import { serverText } from '../../lib/error-text';
import { InputField, SubmitButton } from '../../lib/form-field';
import { useProtocolForm } from '../../lib/protocol-form';
import { Button } from '../../lib/ui/button';
import { toast } from '../../lib/ui/use-toast';
import { useStrings } from '../../lib/use-strings';
import { EventMealsField, EventQuestionsField } from './EventListFields';
import { InvitedHouseholdsField } from './InvitedHouseholdsField';
import './strings';

/** The form's values of an event: its meals and questions keep their ids, so answers stay valid. */
function initialValues(event?: OrganizerWeekendEvent): WeekendEventBody {
  return {
    name: event?.name ?? '',
    nameEs: event?.nameEs ?? '',
    details: event?.details ?? '',
    detailsEs: event?.detailsEs ?? '',
    date: event?.date ?? '',
    time: event?.time ?? '',
    place: event?.place ?? '',
    meals: (event?.meals ?? []).map((meal) => ({ ...meal })),
    questions: (event?.questions ?? []).map((question) => ({ ...question })),
    seated: event?.seated ?? false,
    householdIds: event?.householdIds ?? [],
  };
}

type Props = {
  event?: OrganizerWeekendEvent;
  households: Household[];
  timeZone: string;
  onSave: (body: WeekendEventBody) => Promise<unknown>;
  onDone: () => void;
};

/** Add or edit one of the weekend's events: what, when, where, its meals and questions, who comes. */
export function EventForm({ event, households, timeZone, onSave, onDone }: Props) {
  const { t } = useStrings('admin-households');
  const idPrefix = event ? `weekend-event-${event.id}` : 'weekend-event-new';
  const { form, field, onSubmit, pending } = useProtocolForm({
    schema: weekendEventBodySchema,
    idPrefix,
    defaultValues: initialValues(event),
    failure: (error) => serverText(error) ?? t('failed'),
    submit: (values) => onSave(values),
    onSuccess: () => {
      toast({ title: t('events.saved') });
      onDone();
    },
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={event ? t('eventForm.editTitle') : t('eventForm.newTitle')}
      className="grid gap-4 rounded-xl border border-blush-100 bg-white p-4 sm:grid-cols-2"
    >
      <BilingualField
        legend={t('eventForm.name')}
        english={field.unmarked('name', '')}
        spanish={field.unmarked('nameEs', '')}
      />
      <InputField {...field.required('date', t('eventForm.date'))} type="date" />
      <InputField
        {...field.required('time', t('eventForm.time', { zone: timeZone }))}
        type="time"
        hint={t('eventForm.timeHint')}
      />
      <InputField
        {...field.optional('place', t('eventForm.place'))}
        className="sm:col-span-2"
        autoComplete="off"
      />
      <BilingualField
        legend={t('eventForm.details')}
        english={field.optional('details', '')}
        spanish={field.optional('detailsEs', '')}
        multiline
        rows={3}
      />
      <label className="flex min-h-11 items-start gap-3 text-stone-800 sm:col-span-2">
        <input
          type="checkbox"
          {...form.register('seated')}
          aria-describedby={`${idPrefix}-seated-hint`}
          className="mt-1 size-5 accent-blush-600"
        />
        <span className="grid gap-0.5">
          {t('eventForm.seated')}
          <span id={`${idPrefix}-seated-hint`} className="text-sm text-stone-600">
            {t('eventForm.seatedHint')}
          </span>
        </span>
      </label>
      <EventMealsField form={form} field={field} />
      <EventQuestionsField form={form} field={field} />
      <InvitedHouseholdsField control={form.control} households={households} idPrefix={idPrefix} />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <SubmitButton pending={pending} pendingText={t('saving')} className="">
          {t('eventForm.save')}
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
