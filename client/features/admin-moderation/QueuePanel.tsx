import { useState } from 'react';
import { useStrings, type Translate } from '../../lib/use-strings';
import {
  MODERATION_MESSAGES,
  moderationKinds,
  type ModerationItem,
  type ModerationKind,
  type QueueStatus,
} from '../../../protocol/moderation';
import { ApiError } from '../../lib/api';
import { signalFailure } from '../../lib/failure-feedback';
import { QueryStatus } from '../../lib/query-status';
import { toast } from '../../lib/ui/use-toast';
import { errorText, serverText } from '../../lib/error-text';
import { FilterButtons } from './FilterButtons';
import { QueueItem } from './QueueItem';
import { useModerate, useQueue, type ItemAction } from './useModeration';

const statuses: QueueStatus[] = ['pending', 'published', 'hidden', 'all'];

/**
 * Why the server refused, in the organizer's language: the catalog's words for the queue's own
 * messages; a feature's own wording is shown as sent in English, else said in general terms.
 */
function refusalText(t: Translate<'admin-moderation'>, language: string, error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500 || !error.serverMessage)
    return t('toast.failed');
  const text = serverText(error) ?? t('toast.failed');
  if (language.startsWith('en') || text !== error.serverMessage) return text;
  if (error.status === 404) return errorText({ message: MODERATION_MESSAGES.notFound });
  return error.status === 409 ? t('errors.refused') : t('toast.failed');
}

/** The queue: what guests posted, filtered by kind and status, with approve / hide / delete. */
export function QueuePanel({ organizerName }: { organizerName: string }) {
  const { t, i18n } = useStrings('admin-moderation');
  const [kind, setKind] = useState<ModerationKind | 'all'>('all');
  const [status, setStatus] = useState<QueueStatus>('pending');
  const queue = useQueue({ kind, status });
  const moderate = useModerate(organizerName);
  const available = queue.data?.kinds ?? moderationKinds;

  const act = (item: ModerationItem, action: ItemAction) =>
    moderate.mutate(
      { item, action },
      {
        onSuccess: () =>
          toast({
            title: t(
              action === 'approve'
                ? 'toast.approved'
                : action === 'hide'
                  ? 'toast.hidden'
                  : 'toast.deleted',
            ),
          }),
        onError: (error) =>
          signalFailure(t('toast.errorTitle'), refusalText(t, i18n.language, error), error),
      },
    );

  return (
    <section aria-labelledby="moderation-queue-title" className="grid gap-3">
      <h3 id="moderation-queue-title" className="font-serif text-2xl text-blush-700">
        {t('queue.title')}
      </h3>
      <FilterButtons
        label={t('queue.kindFilter')}
        value={kind}
        onChange={setKind}
        options={[
          { value: 'all' as const, label: t('queue.all') },
          ...available.map((value) => ({ value, label: t(`kinds.${value}`) })),
        ]}
      />
      <FilterButtons
        label={t('queue.statusFilter')}
        value={status}
        onChange={setStatus}
        options={statuses.map((value) => ({
          value,
          label: value === 'all' ? t('queue.allStatuses') : t(`statuses.${value}`),
        }))}
      />
      <QueryStatus
        query={queue}
        loadingText={t('queue.loading')}
        errorText={t('queue.error')}
        retryText={t('queue.retry')}
        align="start"
      />
      {queue.data?.items.length === 0 && <p className="text-stone-600">{t('queue.empty')}</p>}
      {queue.data && queue.data.items.length > 0 && (
        <ul className="grid gap-3" aria-labelledby="moderation-queue-title">
          {queue.data.items.map((item) => (
            <QueueItem
              key={`${item.kind}-${item.id}`}
              item={item}
              busy={moderate.isPending && moderate.variables?.item.id === item.id}
              onAction={(action) => act(item, action)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
