import { useQuery } from '@tanstack/react-query';
import {
  announcementsApi,
  type AnnouncementReach,
  type RecipientType,
} from '../../../protocol/announcements';
import type { AnnouncementChannel } from '../../../protocol/push';
import { call } from '../../lib/api';
import { useStrings } from '../../lib/use-strings';

/** Pages open and phones subscribed change while an organizer writes: counted again this often. */
const REACH_REFRESH_MS = 30_000;

const reachKey = (recipientType: RecipientType) =>
  [announcementsApi.reach.path, recipientType] as const;

/**
 * Before sending: whom it would reach now on each chosen channel (the server counts by the rules
 * the send follows), and for a targeted announcement that only invite-code guests are among them.
 */
export function ReachPreview({
  recipientType,
  channels,
}: {
  recipientType: RecipientType;
  channels: readonly AnnouncementChannel[];
}) {
  const { t } = useStrings('admin-announcements');
  const reach = useQuery<AnnouncementReach>({
    queryKey: reachKey(recipientType),
    queryFn: () => call(announcementsApi.reach, { query: { recipientType } }),
    staleTime: REACH_REFRESH_MS / 2,
    refetchInterval: REACH_REFRESH_MS,
  });
  const counts = reach.data;
  return (
    <div
      className="grid gap-1 text-sm text-stone-800"
      data-testid="reach-preview"
      aria-live="polite"
    >
      <p className="font-medium">{t('reach.title')}</p>
      {reach.isPending && <p>{t('reach.loading')}</p>}
      {reach.isError && <p>{t('reach.error')}</p>}
      {counts && (
        <ul className="ml-4 list-disc">
          {channels.includes('banner') && (
            <li>{t('reach.openPages', { count: counts.openPages })}</li>
          )}
          {channels.includes('push') && (
            <li>{t('reach.pushPhones', { count: counts.pushPhones })}</li>
          )}
          {channels.includes('sms') && (
            <li>
              {counts.smsConfigured
                ? t('reach.textMessages', { count: counts.textMessages })
                : t('reach.noProvider')}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
