import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  recipientTypes,
  type Announcement,
  type CreateAnnouncementBody,
  type RecipientType,
} from '../../../protocol/announcements';
import { FormField } from '../../lib/form-field';
import { Button } from '../../lib/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../lib/ui/card';
import { Checkbox } from '../../lib/ui/checkbox';
import { Input } from '../../lib/ui/input';
import { Label } from '../../lib/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../lib/ui/select';
import { Textarea } from '../../lib/ui/textarea';
import { SmsPreview } from './SmsPreview';
import { isoToZonedInput, zonedInputToIso } from './wedding-time';

type Errors = Partial<Record<'title' | 'message' | 'scheduledFor', string>>;

type ComposeFormProps = {
  /** The draft being edited; absent for a new announcement. */
  editing?: Announcement;
  timeZone: string;
  pending: boolean;
  onSubmit: (body: CreateAnnouncementBody) => Promise<boolean>;
  onCancel?: () => void;
};

/** Title, message, recipients and an optional send time, with the live SMS preview beside them. */
export function ComposeForm({ editing, timeZone, pending, onSubmit, onCancel }: ComposeFormProps) {
  const { t } = useTranslation('admin-announcements');
  const [title, setTitle] = useState(editing?.title ?? '');
  const [message, setMessage] = useState(editing?.message ?? '');
  const [recipientType, setRecipientType] = useState<RecipientType>(
    editing?.recipientType ?? 'all',
  );
  const [schedule, setSchedule] = useState(Boolean(editing?.scheduledFor));
  const [when, setWhen] = useState(
    editing?.scheduledFor ? isoToZonedInput(editing.scheduledFor, timeZone) : '',
  );
  const [errors, setErrors] = useState<Errors>({});
  const prefix = editing ? `edit-${editing.id}` : 'new-announcement';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const scheduledFor = schedule ? zonedInputToIso(when, timeZone) : null;
    const found: Errors = {
      ...(title.trim() ? {} : { title: t('form.errors.titleRequired') }),
      ...(message.trim() ? {} : { message: t('form.errors.messageRequired') }),
      ...(schedule && !scheduledFor ? { scheduledFor: t('form.errors.timeRequired') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    const saved = await onSubmit({ title, message, recipientType, scheduledFor });
    if (saved && !editing) {
      setTitle('');
      setMessage('');
      setSchedule(false);
      setWhen('');
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? t('form.editTitle') : t('form.newTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
          <div className="grid content-start gap-4">
            <FormField
              id={`${prefix}-title`}
              label={t('form.title')}
              required
              requiredText={t('form.required')}
              error={errors.title}
            >
              {(aria) => (
                <Input
                  {...aria}
                  value={title}
                  maxLength={120}
                  onChange={(e) => setTitle(e.target.value)}
                />
              )}
            </FormField>
            <FormField
              id={`${prefix}-message`}
              label={t('form.message')}
              required
              requiredText={t('form.required')}
              error={errors.message}
            >
              {(aria) => (
                <Textarea
                  {...aria}
                  rows={5}
                  value={message}
                  maxLength={1600}
                  onChange={(e) => setMessage(e.target.value)}
                />
              )}
            </FormField>
            <FormField id={`${prefix}-recipients`} label={t('form.recipientType')}>
              {(aria) => (
                <Select
                  value={recipientType}
                  onValueChange={(value) => setRecipientType(value as RecipientType)}
                >
                  <SelectTrigger {...aria}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {recipientTypes.map((type) => (
                      <SelectItem key={type} value={type}>
                        {t(`form.recipients.${type}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
            <div className="flex items-center gap-3">
              <Checkbox
                id={`${prefix}-schedule`}
                checked={schedule}
                onCheckedChange={(value) => setSchedule(value === true)}
              />
              <Label htmlFor={`${prefix}-schedule`}>{t('form.schedule')}</Label>
            </div>
            {schedule && (
              <FormField
                id={`${prefix}-when`}
                label={t('form.scheduledFor', { zone: timeZone })}
                error={errors.scheduledFor}
              >
                {(aria) => (
                  <Input
                    {...aria}
                    type="datetime-local"
                    value={when}
                    onChange={(e) => setWhen(e.target.value)}
                  />
                )}
              </FormField>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={pending}>
                {pending
                  ? t('form.saving')
                  : editing
                    ? t('form.saveChanges')
                    : schedule
                      ? t('form.saveScheduled')
                      : t('form.save')}
              </Button>
              {onCancel && (
                <Button type="button" variant="outline" onClick={onCancel}>
                  {t('form.cancel')}
                </Button>
              )}
            </div>
          </div>
          <SmsPreview title={title} message={message} />
        </form>
      </CardContent>
    </Card>
  );
}
