import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { Announcement, CreateAnnouncementBody } from '../../../protocol/announcements';
import { ApiError } from '../../lib/api';
import { signalFailure } from '../../lib/failure-feedback';
import { QueryStatus } from '../../lib/query-status';
import { AdminSection } from '../../lib/ui/admin-section';
import { toast } from '../../lib/ui/use-toast';
import { NewsletterAdminNotice } from '../newsletter/NewsletterAdminNotice';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { AnnouncementItem } from './AnnouncementItem';
import { ComposeForm } from './ComposeForm';
import './strings';
import {
  useAnnouncements,
  useDeleteAnnouncement,
  useSaveAnnouncement,
  useSendAnnouncement,
} from './useAnnouncements';
import { formatInZone } from './wedding-time';

/** A 4xx carries the server's own explanation (already sent, bad time); otherwise the spec's text. */
const reasonOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 && error.serverMessage
    ? error.serverMessage
    : fallback;

/** The /admin 'Announcements' tab: write, schedule and send; see who received what. */
export function AnnouncementsTab() {
  const { t, i18n } = useStrings('admin-announcements');
  const announcements = useAnnouncements();
  const settings = useWeddingSettings();
  const timeZone = settings.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const saveAnnouncement = useSaveAnnouncement();
  const deleteAnnouncement = useDeleteAnnouncement();
  const sendAnnouncement = useSendAnnouncement();
  const [editing, setEditing] = useState<Announcement | null>(null);

  const save = async (body: CreateAnnouncementBody, id?: string) => {
    try {
      const saved = await saveAnnouncement.mutateAsync({ id, body });
      toast({
        title: id ? t('toast.updated') : t('toast.created'),
        description: saved.scheduledFor
          ? t('toast.scheduledDescription', {
              time: formatInZone(saved.scheduledFor, timeZone, i18n.language),
            })
          : t('toast.createdDescription'),
      });
      if (id) setEditing(null);
      return true;
    } catch (error) {
      signalFailure(
        t('toast.errorTitle'),
        reasonOf(error, id ? t('toast.saveFailed') : t('toast.createFailed')),
      );
      return false;
    }
  };

  const send = (a: Announcement) =>
    sendAnnouncement.mutate(a.id, {
      onSuccess: (sent) =>
        toast({
          title: t('toast.sent'),
          // Still `sending`: some messages' fate is not known yet (the delivery resumes by itself),
          // so there is no count to give yet; the list shows it once the delivery is done.
          description:
            // Without text messages there is no SMS count to give: the ways it went out instead.
            !sent.channels.includes('sms')
              ? t('toast.sentChannels', {
                  channels: sent.channels.map((channel) => t(`list.channel.${channel}`)).join(', '),
                })
              : sent.status === 'sending'
                ? t('toast.sentStillSending')
                : sent.delivery?.smsConfigured === false
                  ? t('toast.sentNoProvider')
                  : t('toast.sentDescription', { count: sent.sentCount }),
        }),
      onError: (error) =>
        signalFailure(t('toast.errorTitle'), reasonOf(error, t('toast.sendFailed'))),
    });

  const remove = (a: Announcement) =>
    deleteAnnouncement.mutate(a.id, {
      onSuccess: () => toast({ title: t('toast.deleted') }),
      onError: (error) =>
        signalFailure(t('toast.errorTitle'), reasonOf(error, t('toast.saveFailed'))),
    });

  return (
    <AdminSection titleId="admin-announcements-title" title={t('title')} intro={t('intro')}>
      <NewsletterAdminNotice />
      {editing ? (
        <ComposeForm
          key={editing.id}
          editing={editing}
          timeZone={timeZone}
          pending={saveAnnouncement.isPending}
          onSubmit={(body) => save(body, editing.id)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <ComposeForm
          timeZone={timeZone}
          pending={saveAnnouncement.isPending}
          onSubmit={(body) => save(body)}
        />
      )}
      <section aria-labelledby="announcement-list-title" className="grid gap-3">
        <h3 id="announcement-list-title" className="font-serif text-2xl text-blush-700">
          {t('list.title')}
        </h3>
        <QueryStatus
          query={announcements}
          loadingText={t('list.loading')}
          errorText={t('list.error')}
          retryText={t('list.retry')}
          align="start"
        />
        {announcements.data?.length === 0 && <p className="text-stone-600">{t('list.empty')}</p>}
        {announcements.data && announcements.data.length > 0 && (
          <ul className="grid gap-3">
            {announcements.data.map((a) => (
              <AnnouncementItem
                key={a.id}
                announcement={a}
                timeZone={timeZone}
                sending={sendAnnouncement.isPending && sendAnnouncement.variables === a.id}
                onEdit={() => setEditing(a)}
                onDelete={() => remove(a)}
                onSend={() => send(a)}
              />
            ))}
          </ul>
        )}
      </section>
    </AdminSection>
  );
}
