import { useStrings } from '../../lib/use-strings';
import type { ModeratedParticipation } from '../../../protocol/timeline';
import { signalFailure } from '../../lib/failure-feedback';
import { QueryStatus } from '../../lib/query-status';
import { Badge } from '../../lib/ui/badge';
import { Button } from '../../lib/ui/button';
import { useAdminEvents, useModerationActions, useModerationList } from './useAdminTimeline';
import './strings';
import { useLocalized } from '../../lib/use-localized';

/** Every guest message with its state: show (approve), hide or delete, live on every screen. */
export function GuestMessages() {
  const { t } = useStrings('admin-timeline');
  const list = useModerationList();
  const { pick } = useLocalized();
  const titles = new Map(
    (useAdminEvents().data ?? []).map((event) => [event.id, pick(event.title, event.titleEs).text]),
  );
  const actions = useModerationActions();
  const run = (action: { mutateAsync: (id: string) => Promise<unknown> }, id: string) =>
    action
      .mutateAsync(id)
      .catch((error: unknown) => signalFailure(t('form.errorTitle'), t('messages.failed'), error));

  if (!list.data)
    return (
      <QueryStatus
        query={list}
        loadingText={t('messages.loading')}
        errorText={t('messages.failed')}
        retryText={t('schedule.retry')}
        align="start"
      />
    );
  if (list.data.length === 0) return <p className="text-stone-600">{t('messages.empty')}</p>;

  const row = (message: ModeratedParticipation) => (
    <li
      key={message.id}
      data-status={message.status}
      className="grid gap-2 rounded-xl border border-blush-100 bg-white p-3"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
        <span className="font-semibold text-stone-900">{message.guestName}</span>
        <span>{t('messages.on', { event: titles.get(message.timelineEventId) ?? '—' })}</span>
        <Badge variant={message.status === 'published' ? 'secondary' : 'outline'}>
          {t(`messages.status.${message.status}`)}
        </Badge>
      </p>
      <p className="whitespace-pre-line break-words text-stone-800">{message.content}</p>
      <div className="flex flex-wrap gap-2">
        {message.status !== 'published' && (
          <Button
            type="button"
            size="sm"
            aria-label={t('messages.approve', { name: message.guestName })}
            onClick={() => void run(actions.approve, message.id)}
          >
            {t('messages.approveShort')}
          </Button>
        )}
        {message.status !== 'hidden' && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={t('messages.hide', { name: message.guestName })}
            onClick={() => void run(actions.hide, message.id)}
          >
            {t('messages.hideShort')}
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={t('messages.delete', { name: message.guestName })}
          onClick={() => void run(actions.remove, message.id)}
        >
          {t('messages.deleteShort')}
        </Button>
      </div>
    </li>
  );

  return (
    <ul className="grid gap-3" aria-label={t('messages.title')}>
      {list.data.map(row)}
    </ul>
  );
}
