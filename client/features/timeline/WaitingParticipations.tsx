import { useQueryClient } from '@tanstack/react-query';
import { useStrings } from '../../lib/use-strings';
import { timelineParticipationSchema } from '../../../protocol/timeline';
import { useOutboxSettled } from '../../lib/outbox/hooks';
import { WaitingList } from '../../lib/outbox/WaitingList';
import { addParticipation } from './useTimeline';
import './strings';

/**
 * This phone's messages and reactions to one event that wait in the outbox, shown on its card
 * until they are sent; then the stored one joins the event's messages and counts.
 */
export function WaitingParticipations({ eventId }: { eventId: string }) {
  const { t } = useStrings('timeline');
  const queryClient = useQueryClient();
  useOutboxSettled('timeline-participation', (settled) => {
    if (settled.outcome !== 'sent' || settled.item.params?.id !== eventId) return;
    addParticipation(queryClient, timelineParticipationSchema.parse(settled.result));
  });
  return (
    <WaitingList
      kind="timeline-participation"
      params={{ id: eventId }}
      label={t('card.waitingTitle')}
      className="grid gap-2"
      itemClassName="rounded-lg p-3"
    >
      {(body) => (
        <>
          <p className="text-sm font-semibold text-stone-800">{body.guestName}</p>
          <p className="mt-1 whitespace-pre-line break-words text-stone-800">{body.content}</p>
        </>
      )}
    </WaitingList>
  );
}
