import { useState, type FormEvent } from 'react';
import { useStrings } from '../../lib/use-strings';
import {
  recipientTypes,
  type Announcement,
  type CreateAnnouncementBody,
  type RecipientType,
} from '../../../protocol/announcements';
import { DEFAULT_ANNOUNCEMENT_CHANNELS, type AnnouncementChannel } from '../../../protocol/push';
import { FormField } from '../../lib/form-field';
import { Button } from '../../lib/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../lib/ui/card';
import { Checkbox } from '../../lib/ui/checkbox';
import { Input } from '../../lib/ui/input';
import { Label } from '../../lib/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../lib/ui/select';
import { ChannelsField } from './ChannelsField';
import { LanguageTexts, type TextsState } from './LanguageTexts';
import { ReachPreview } from './ReachPreview';
import { SmsPreview } from './SmsPreview';
import { isoToZonedInput, zonedInputToIso } from './wedding-time';

type Errors = Partial<Record<'title' | 'message' | 'scheduledFor' | 'channels', string>>;

type ComposeFormProps = {
  /** The draft being edited; absent for a new announcement. */
  editing?: Announcement;
  timeZone: string;
  pending: boolean;
  onSubmit: (body: CreateAnnouncementBody) => Promise<boolean>;
  onCancel?: () => void;
};

/**
 * Title and message in both languages, recipients, the channels it goes out on and an optional
 * send time, with the live SMS previews (one per language) beside them. A targeted announcement
 * says before it is sent that it reaches only guests who signed in with their invite code (only
 * they have an RSVP status).
 */
export function ComposeForm({ editing, timeZone, pending, onSubmit, onCancel }: ComposeFormProps) {
  const { t } = useStrings('admin-announcements');
  const blank: TextsState = { title: '', titleEs: '', message: '', messageEs: '' };
  const [texts, setTexts] = useState<TextsState>(
    editing
      ? {
          title: editing.title,
          titleEs: editing.titleEs,
          message: editing.message,
          messageEs: editing.messageEs,
        }
      : blank,
  );
  const [recipientType, setRecipientType] = useState<RecipientType>(
    editing?.recipientType ?? 'all',
  );
  const [channels, setChannels] = useState<AnnouncementChannel[]>(
    editing?.channels ?? DEFAULT_ANNOUNCEMENT_CHANNELS,
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
      // Each text in at least one language (protocol/announcements).
      ...(texts.title.trim() || texts.titleEs.trim()
        ? {}
        : { title: t('form.errors.titleRequired') }),
      ...(texts.message.trim() || texts.messageEs.trim()
        ? {}
        : { message: t('form.errors.messageRequired') }),
      ...(channels.length ? {} : { channels: t('form.errors.channelsRequired') }),
      ...(schedule && !scheduledFor ? { scheduledFor: t('form.errors.timeRequired') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    const saved = await onSubmit({ ...texts, recipientType, channels, scheduledFor });
    if (saved && !editing) {
      setTexts(blank);
      setChannels(DEFAULT_ANNOUNCEMENT_CHANNELS);
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
        <form noValidate onSubmit={submit} className="grid gap-4 lg:grid-cols-[2fr_1fr]">
          <div className="grid content-start gap-4">
            <LanguageTexts
              prefix={prefix}
              texts={texts}
              errors={errors}
              onChange={(change) => setTexts((current) => ({ ...current, ...change }))}
            />
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
            {recipientType !== 'all' && (
              <p
                className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-stone-800"
                data-testid="targeted-warning"
              >
                {t('form.targetedWarning')}
              </p>
            )}
            <ChannelsField
              prefix={prefix}
              channels={channels}
              error={errors.channels}
              onChange={setChannels}
            />
            <ReachPreview recipientType={recipientType} channels={channels} />
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
          <SmsPreview texts={texts} />
        </form>
      </CardContent>
    </Card>
  );
}
