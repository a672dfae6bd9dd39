import { useTranslation } from 'react-i18next';
import {
  CALENDAR_CATEGORY_SUGGESTIONS,
  type PlannedEvent,
  type PlannedEventInput,
} from '../../../protocol/planning-calendar';
import { CALENDAR_REMINDER_DEFAULTS } from '../../../protocol/planning';
import { InputField, SubmitButton, TextareaField } from '../../lib/form-field';
import { useProtocolForm } from '../../lib/protocol-form';
import { Button } from '../../lib/ui/button';
import { toast } from '../../lib/ui/use-toast';
import { validationText } from '../../lib/validation-text';
import { eventFormSchema, toLocalInput } from './event-form-schema';
import { planningFormMessages } from './strings';

type Props = {
  event?: PlannedEvent;
  onSave: (body: PlannedEventInput) => Promise<unknown>;
  onDone: () => void;
};

/** Add or edit one planning event: what, when, where, and whether to be reminded. */
export function EventForm({ event, onSave, onDone }: Props) {
  const { t } = useTranslation('admin-planning');
  const idPrefix = event ? `calendar-event-${event.id}` : 'calendar-event-new';
  const { form, field, onSubmit, pending } = useProtocolForm({
    schema: eventFormSchema,
    idPrefix,
    defaultValues: {
      title: event?.title ?? '',
      date: event ? toLocalInput(event.date) : '',
      location: event?.location ?? '',
      category: event?.category ?? '',
      description: event?.description ?? '',
      reminderEnabled: event?.reminderEnabled ?? CALENDAR_REMINDER_DEFAULTS.reminderEnabled,
      reminderTime: event?.reminderTime ?? CALENDAR_REMINDER_DEFAULTS.reminderTime,
    },
    errorText: (message) => validationText(t, planningFormMessages, message),
    failure: t('eventForm.failed'),
    submit: (values) => onSave(values),
    onSuccess: () => {
      toast({ title: t('eventForm.saved') });
      onDone();
    },
  });
  const suggestionsId = `${idPrefix}-category-suggestions`;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={event ? t('eventForm.editTitle') : t('eventForm.newTitle')}
      className="grid gap-4 rounded-xl border border-blush-100 bg-white p-4 sm:grid-cols-2"
    >
      <InputField {...field.required('title', t('eventForm.title'))} autoComplete="off" />
      <InputField {...field.required('date', t('eventForm.date'))} type="datetime-local" />
      <InputField {...field.optional('location', t('eventForm.location'))} autoComplete="off" />
      <InputField
        {...field.optional('category', t('eventForm.category'))}
        list={suggestionsId}
        autoComplete="off"
      />
      <datalist id={suggestionsId}>
        {CALENDAR_CATEGORY_SUGGESTIONS.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <TextareaField {...field.optional('description', t('eventForm.description'))} rows={3} />
      <div className="grid content-start gap-3">
        <label className="flex min-h-11 items-center gap-3 text-stone-800">
          <input
            type="checkbox"
            {...form.register('reminderEnabled')}
            className="size-5 accent-blush-600"
          />
          {t('eventForm.reminderEnabled')}
        </label>
        <InputField
          {...field.required('reminderTime', t('eventForm.reminderTime'), { valueAsNumber: true })}
          type="number"
          min={0}
          max={720}
          inputMode="numeric"
        />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <SubmitButton pending={pending} pendingText={t('eventForm.saving')} className="">
          {t('eventForm.save')}
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('eventForm.cancel')}
        </Button>
      </div>
    </form>
  );
}
