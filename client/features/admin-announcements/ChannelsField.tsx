import { useStrings } from '../../lib/use-strings';
import { announcementChannels, type AnnouncementChannel } from '../../../protocol/push';
import { Checkbox } from '../../lib/ui/checkbox';
import { Label } from '../../lib/ui/label';

type ChannelsFieldProps = {
  prefix: string;
  channels: AnnouncementChannel[];
  error?: string;
  onChange: (channels: AnnouncementChannel[]) => void;
};

/** Which ways an announcement goes out: the page banner, phones' notifications, text messages. */
export function ChannelsField({ prefix, channels, error, onChange }: ChannelsFieldProps) {
  const { t } = useStrings('admin-announcements');
  const errorId = `${prefix}-channels-error`;
  const toggle = (channel: AnnouncementChannel, on: boolean) =>
    onChange(announcementChannels.filter((c) => (c === channel ? on : channels.includes(c))));
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-stone-800">
        {t('form.channels.legend')}
      </legend>
      {announcementChannels.map((channel) => (
        <div key={channel} className="flex items-center gap-3">
          <Checkbox
            id={`${prefix}-channel-${channel}`}
            checked={channels.includes(channel)}
            onCheckedChange={(value) => toggle(channel, value === true)}
          />
          <Label htmlFor={`${prefix}-channel-${channel}`}>{t(`form.channels.${channel}`)}</Label>
        </div>
      ))}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
