import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { timelineParticipationSchema, type ParticipationForm } from '../../../protocol/timeline';
import { WaitingToSendNotice } from '../../lib/outbox/WaitingToSendNotice';
import { useOutboxSettled, useWaitingToSend } from '../../lib/outbox/hooks';
import { addParticipation } from './useTimeline';
import './strings';

/**
 * This phone's messages and reactions to one event that wait in the outbox, shown on its card
 * until they are sent; then the stored one joins the event's messages and counts.
 */
export function WaitingParticipations({ eventId }: { eventId: string }) {
  const { t } = useTranslation('timeline');
  const queryClient = useQueryClient();
  const waiting = useWaitingToSend('timeline-participation', { id: eventId });
  useOutboxSettled('timeline-participation', (settled) => {
    if (settled.outcome !== 'sent' || settled.item.params?.id !== eventId) return;
    addParticipation(queryClient, timelineParticipationSchema.parse(settled.result));
  });
  if (waiting.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label={t('card.waitingTitle')}>
      {waiting.map((item) => {
        const body = item.body as ParticipationForm;
        return (
          <li
            key={item.key}
            data-outbox="waiting"
            className="rounded-lg border border-dashed border-amber-300 bg-amber-50/60 p-3"
          >
            <p className="text-sm font-semibold text-stone-800">{body.guestName}</p>
            <p className="mt-1 whitespace-pre-line break-words text-stone-800">{body.content}</p>
            <WaitingToSendNotice />
          </li>
        );
      })}
    </ul>
  );
}
