import { useStrings } from '../../lib/use-strings';
import {
  TIMELINE_EVENT_DEFAULTS,
  timelineCategories,
  timelineEventFormSchema,
  timelineIcons,
  type TimelineEvent,
  type TimelineEventForm,
} from '../../../protocol/timeline';
import { BilingualField } from '../../lib/bilingual-field';
import { InputField, SubmitButton } from '../../lib/form-field';
import { useProtocolForm } from '../../lib/protocol-form';
import { Button } from '../../lib/ui/button';
import { toast } from '../../lib/ui/use-toast';
import { SelectField } from '../wedding-editor/SelectField';
import './strings';

const flags = ['isInteractive', 'allowGuestMessages', 'allowPhotoUploads', 'remind'] as const;

function initialValues(event?: TimelineEvent): TimelineEventForm {
  return {
    title: event?.title ?? '',
    titleEs: event?.titleEs ?? '',
    time: event && /^\d{2}:\d{2}$/.test(event.time) ? event.time : '',
    duration: event?.duration ?? TIMELINE_EVENT_DEFAULTS.duration,
    location: event?.location ?? '',
    locationEs: event?.locationEs ?? '',
    description: event?.description ?? '',
    descriptionEs: event?.descriptionEs ?? '',
    category: (timelineCategories as readonly string[]).includes(event?.category ?? '')
      ? (event!.category as TimelineEventForm['category'])
      : 'special',
    icon: (timelineIcons as readonly string[]).includes(event?.icon ?? '')
      ? (event!.icon as TimelineEventForm['icon'])
      : 'heart',
    isInteractive: event?.isInteractive ?? TIMELINE_EVENT_DEFAULTS.isInteractive,
    allowGuestMessages: event?.allowGuestMessages ?? TIMELINE_EVENT_DEFAULTS.allowGuestMessages,
    allowPhotoUploads: event?.allowPhotoUploads ?? TIMELINE_EVENT_DEFAULTS.allowPhotoUploads,
    remind: event?.remind ?? TIMELINE_EVENT_DEFAULTS.remind,
  };
}

type Props = {
  event?: TimelineEvent;
  onSave: (body: TimelineEventForm) => Promise<unknown>;
  onDone: () => void;
};

/** Add or edit one event of the day: what, when, how long, where, and what guests may do. */
export function EventForm({ event, onSave, onDone }: Props) {
  const { t } = useStrings('admin-timeline');
  const idPrefix = event ? `timeline-event-${event.id}` : 'timeline-event-new';
  const { form, field, onSubmit, pending } = useProtocolForm({
    schema: timelineEventFormSchema,
    idPrefix,
    defaultValues: initialValues(event),
    failure: t('form.failed'),
    submit: (values) => onSave(values),
    onSuccess: () => {
      toast({ title: t('form.saved') });
      onDone();
    },
  });
  const error = (name: 'category' | 'icon') => form.formState.errors[name]?.message;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={event ? t('form.editTitle') : t('form.newTitle')}
      className="grid gap-4 rounded-xl border border-blush-100 bg-white p-4 sm:grid-cols-2"
    >
      <BilingualField
        legend={t('form.title')}
        english={field.unmarked('title', '')}
        spanish={field.unmarked('titleEs', '')}
      />
      <InputField {...field.required('time', t('form.time'))} type="time" />
      <InputField
        {...field.required('duration', t('form.duration'), { valueAsNumber: true })}
        type="number"
        min={5}
        max={720}
        inputMode="numeric"
      />
      <BilingualField
        legend={t('form.location')}
        english={field.optional('location', '')}
        spanish={field.optional('locationEs', '')}
      />
      <SelectField
        id={`${idPrefix}-category`}
        label={t('form.category')}
        registration={form.register('category')}
        error={error('category')}
        options={timelineCategories.map((value) => ({ value, label: t(`categories.${value}`) }))}
      />
      <SelectField
        id={`${idPrefix}-icon`}
        label={t('form.icon')}
        registration={form.register('icon')}
        error={error('icon')}
        options={timelineIcons.map((value) => ({ value, label: t(`icons.${value}`) }))}
      />
      <BilingualField
        legend={t('form.description')}
        english={field.optional('description', '')}
        spanish={field.optional('descriptionEs', '')}
        multiline
        rows={3}
      />
      <div className="grid gap-2 sm:col-span-2">
        {flags.map((flag) => (
          <label key={flag} className="flex min-h-11 items-center gap-3 text-stone-800">
            <input type="checkbox" {...form.register(flag)} className="size-5 accent-blush-600" />
            {t(`form.${flag}`)}
          </label>
        ))}
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <SubmitButton pending={pending} pendingText={t('form.saving')} className="">
          {t('form.save')}
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
