import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { announcementsApi, type Announcement } from '../../../protocol/announcements';
import { call, queryKeyOf } from '../../lib/api';
import { signalFailure } from '../../lib/failure-feedback';
import { useTopic } from '../../lib/realtime/useTopic';
import { Badge } from '../../lib/ui/badge';
import { Button } from '../../lib/ui/button';
import { toast } from '../../lib/ui/use-toast';
import { withAnnouncement } from './announcements-cache';
import { announcementsKey } from './useAnnouncements';

const outboxKey = (id: string) => [...queryKeyOf(announcementsApi.outbox), id];

/**
 * One announcement's text messages. Its delivery is pushed as `announcement:saved` when it starts
 * and when it is recounted: each push refetches the messages, so they follow it live.
 */
function useOutbox(announcementId: string, open: boolean) {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: outboxKey(announcementId) });
  useTopic(
    'announcements',
    { 'announcement:saved': (saved) => void (saved.id === announcementId && refetch()) },
    refetch,
  );
  return useQuery({
    queryKey: outboxKey(announcementId),
    queryFn: () => call(announcementsApi.outbox, { query: { announcementId } }),
    enabled: open,
  });
}

function useRetryFailed(announcementId: string) {
  const { t } = useStrings('admin-announcements');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(announcementsApi.retryFailed, { params: { id: announcementId } }),
    onSuccess: (announcement) => {
      queryClient.setQueryData<Announcement[]>(announcementsKey, (list) =>
        withAnnouncement(list, announcement),
      );
      void queryClient.invalidateQueries({ queryKey: outboxKey(announcementId) });
      const failed = announcement.delivery?.failed ?? 0;
      toast({
        title: t('outbox.retried'),
        ...(failed ? { description: t('outbox.retriedDescription', { count: failed }) } : {}),
      });
    },
    onError: (error) => signalFailure(t('outbox.show'), t('outbox.retryFailed'), error),
  });
}

/** Who was texted, who failed and why, and a retry of the failed ones. */
export function OutboxPanel({ announcement: a }: { announcement: Announcement }) {
  const { t } = useStrings('admin-announcements');
  const [open, setOpen] = useState(false);
  const outbox = useOutbox(a.id, open);
  const retry = useRetryFailed(a.id);
  const failed =
    outbox.data?.filter((entry) => entry.status === 'failed').length ?? a.delivery?.failed ?? 0;
  return (
    <details
      className="rounded-lg border border-stone-200 p-3 text-sm"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium text-blush-700">{t('outbox.show')}</summary>
      <div className="mt-2 grid gap-2">
        {outbox.isPending ? (
          <p role="status">{t('outbox.loading')}</p>
        ) : outbox.isError ? (
          <p role="alert">{t('outbox.error')}</p>
        ) : outbox.data.length === 0 ? (
          <p>{t('outbox.empty')}</p>
        ) : (
          <ul className="grid gap-1" aria-label={t('outbox.show')}>
            {outbox.data.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center gap-2">
                <span className="text-stone-800">
                  {entry.guestName} ({entry.to})
                </span>
                <Badge variant={entry.status === 'failed' ? 'destructive' : 'outline'}>
                  {t(`outbox.status.${entry.status}`)}
                </Badge>
                {entry.reason && (
                  <span className="text-red-700">
                    {t('outbox.reason', { reason: entry.reason })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        {failed > 0 && a.status === 'sent' && (
          <Button
            size="sm"
            variant="outline"
            className="justify-self-start"
            disabled={retry.isPending}
            onClick={() => retry.mutate()}
          >
            <RotateCw aria-hidden="true" />
            {retry.isPending ? t('outbox.retrying') : t('outbox.retry', { count: failed })}
          </Button>
        )}
      </div>
    </details>
  );
}
