import { useStrings } from '../../lib/use-strings';
import {
  CALENDAR_CATEGORY_SUGGESTIONS,
  type PlannedEvent,
  type PlannedEventInput,
} from '../../../protocol/planning-calendar';
import { CALENDAR_REMINDER_DEFAULTS } from '../../../protocol/planning';
import { InputField, TextareaField } from '../../lib/form-field';
import { useProtocolForm } from '../../lib/protocol-form';
import { toast } from '../../lib/ui/use-toast';
import { eventFormSchema, toLocalInput } from './event-form-schema';
import { CategoryField, PlanningFormCard } from './PlanningFormCard';
import './strings';

type Props = {
  event?: PlannedEvent;
  onSave: (body: PlannedEventInput) => Promise<unknown>;
  onDone: () => void;
};

/** Add or edit one planning event: what, when, where, and whether to be reminded. */
export function EventForm({ event, onSave, onDone }: Props) {
  const { t } = useStrings('admin-planning');
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
    failure: t('eventForm.failed'),
    submit: (values) => onSave(values),
    onSuccess: () => {
      toast({ title: t('eventForm.saved') });
      onDone();
    },
  });

  return (
    <PlanningFormCard
      label={event ? t('eventForm.editTitle') : t('eventForm.newTitle')}
      onSubmit={onSubmit}
      pending={pending}
      saveText={t('eventForm.save')}
      savingText={t('eventForm.saving')}
      cancelText={t('eventForm.cancel')}
      onCancel={onDone}
    >
      <InputField {...field.required('title', t('eventForm.title'))} autoComplete="off" />
      <InputField {...field.required('date', t('eventForm.date'))} type="datetime-local" />
      <InputField {...field.optional('location', t('eventForm.location'))} autoComplete="off" />
      <CategoryField
        {...field.optional('category', t('eventForm.category'))}
        suggestions={CALENDAR_CATEGORY_SUGGESTIONS}
      />
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
    </PlanningFormCard>
  );
}
