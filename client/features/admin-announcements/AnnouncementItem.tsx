import { Pencil, Send, Trash2 } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import type { Announcement } from '../../../protocol/announcements';
import { LocalizedSpan } from '../../lib/localized';
import { useLocalized } from '../../lib/use-localized';
import { Badge } from '../../lib/ui/badge';
import { Button } from '../../lib/ui/button';
import { OutboxPanel } from './OutboxPanel';
import { ReachPreview } from './ReachPreview';
import { usePushCounts } from './useAnnouncements';
import { formatInZone } from './wedding-time';

type AnnouncementItemProps = {
  announcement: Announcement;
  timeZone: string;
  sending: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSend: () => void;
};

/** One announcement: a draft with its actions, or a sent one with 'Sent', when, and who got it. */
export function AnnouncementItem({
  announcement: a,
  timeZone,
  sending,
  onEdit,
  onDelete,
  onSend,
}: AnnouncementItemProps) {
  const { t, i18n } = useStrings('admin-announcements');
  const when = (iso: string) => formatInZone(iso, timeZone, i18n.language);
  const editable = a.status === 'draft' || a.status === 'scheduled';
  const headingId = `announcement-${a.id}-title`;
  // Organizers read it in the dashboard's language, the other version marked where one is missing.
  const { pick } = useLocalized();
  const title = pick(a.title, a.titleEs);
  const message = pick(a.message, a.messageEs);
  return (
    <li
      aria-labelledby={headingId}
      data-testid="admin-announcement"
      className="grid gap-2 rounded-xl border border-blush-100 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} className="font-serif text-xl text-blush-700">
          <LocalizedSpan value={title} />
        </h4>
        {a.status === 'draft' && <Badge variant="outline">{t('list.draft')}</Badge>}
        {a.status === 'scheduled' && a.scheduledFor && (
          <Badge variant="secondary">{t('list.scheduled', { time: when(a.scheduledFor) })}</Badge>
        )}
        {a.status === 'sending' && <Badge variant="secondary">{t('list.sending')}</Badge>}
        {a.status === 'sent' && <Badge>{t('list.sent')}</Badge>}
      </div>
      <LocalizedSpan
        as="p"
        value={message}
        className="whitespace-pre-line break-words text-stone-800"
      />
      <p className="text-sm text-stone-600">
        {t('list.to', { recipients: t(`form.recipients.${a.recipientType}`) })}
      </p>
      <p className="text-sm text-stone-600">
        {t('list.channels', {
          channels: a.channels.map((channel) => t(`list.channel.${channel}`)).join(', '),
        })}
      </p>
      {a.sentAt && (
        <p className="text-sm text-stone-700">
          <time dateTime={a.sentAt}>{t('list.sentAt', { time: when(a.sentAt) })}</time>
        </p>
      )}
      {a.status === 'sent' && a.channels.includes('sms') && <DeliveryDetails announcement={a} />}
      {a.channels.includes('push') && (
        <PushCounts id={a.id} sent={a.status === 'sent' || a.status === 'sending'} />
      )}
      {(a.status === 'sent' || a.status === 'sending') && a.channels.includes('sms') && (
        <OutboxPanel announcement={a} />
      )}
      {editable && <ReachPreview recipientType={a.recipientType} channels={a.channels} />}
      {editable && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={onSend}
            disabled={sending}
            aria-label={t('list.sendLabel', { title: title.text })}
          >
            <Send aria-hidden="true" />
            {sending ? t('list.sendingNow') : t('list.send')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={onEdit}
            aria-label={t('list.editLabel', { title: title.text })}
          >
            <Pencil aria-hidden="true" />
            {t('list.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={onDelete}
            aria-label={t('list.deleteLabel', { title: title.text })}
          >
            <Trash2 aria-hidden="true" />
            {t('list.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}

function DeliveryDetails({ announcement: a }: { announcement: Announcement }) {
  const { t } = useStrings('admin-announcements');
  const delivery = a.delivery;
  if (!delivery) return null;
  if (!delivery.smsConfigured)
    return <p className="text-sm font-medium text-stone-800">{t('list.noProvider')}</p>;
  return (
    <div className="grid gap-1 text-sm text-stone-800">
      <p className="font-medium" data-testid="received-count">
        {t('list.received', { count: a.sentCount })}
      </p>
      {delivery.failed > 0 && (
        <div>
          <p className="text-red-700">{t('list.failed', { count: delivery.failed })}</p>
          <ul className="ml-4 list-disc">
            {delivery.failures.map((f) => (
              <li key={f.to}>
                {f.guestName} ({f.to}): {f.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {delivery.invalidPhones.length > 0 && (
        <div>
          <p className="text-red-700">
            {t('list.invalid', { count: delivery.invalidPhones.length })}
          </p>
          <ul className="ml-4 list-disc">
            {delivery.invalidPhones.map((p) => (
              <li key={`${p.guestName}-${p.phone}`}>
                {p.guestName}: {p.phone}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Sent, failed and removed pushes, live as the server reaches the phones. */
function PushCounts({ id, sent }: { id: string; sent: boolean }) {
  const { t } = useStrings('admin-announcements');
  const counts = usePushCounts(id, sent);
  if (!counts) return null;
  return (
    <p role="status" className="text-sm text-stone-800" data-testid="push-counts">
      {t('list.push', counts)}
    </p>
  );
}
