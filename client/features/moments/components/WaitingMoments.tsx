import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  createdMomentSchema,
  momentLikedSchema,
  type CreateMomentBody,
  type Moment,
} from '../../../../protocol/moments';
import { WaitingToSendNotice } from '../../../lib/outbox/WaitingToSendNotice';
import { useOutboxSettled, useWaitingToSend } from '../../../lib/outbox/hooks';
import '../strings';
import { rememberAuthorToken } from '../device-records';
import { withLikes, withMoment } from '../moments-cache';
import { momentsListKey } from '../useMoments';

/**
 * Moments shared on this phone while it was offline, shown above the feed until they are sent;
 * once the server has one, it joins the feed (and this device keeps its author token).
 */
export function WaitingMoments() {
  const { t } = useTranslation('moments');
  const queryClient = useQueryClient();
  const waiting = useWaitingToSend('moment');
  useOutboxSettled('moment', (settled) => {
    if (settled.outcome !== 'sent') return;
    const { authorToken, awaitingReview, ...moment } = createdMomentSchema.parse(settled.result);
    rememberAuthorToken(moment.id, authorToken);
    if (awaitingReview) return;
    queryClient.setQueryData<Moment[]>(momentsListKey, (list) => withMoment(list, moment));
  });
  useOutboxSettled('moment-like', (settled) => {
    if (settled.outcome !== 'sent') return;
    const liked = momentLikedSchema.parse(settled.result);
    queryClient.setQueryData<Moment[]>(momentsListKey, (list) => withLikes(list, liked));
  });
  if (waiting.length === 0) return null;
  return (
    <ol className="grid gap-3" aria-label={t('feed.waitingTitle')}>
      {waiting.map((item) => {
        const moment = item.body as CreateMomentBody;
        return (
          <li
            key={item.key}
            data-outbox="waiting"
            className="rounded-xl border border-dashed border-amber-300 bg-amber-50/60 p-4"
          >
            <article aria-label={t('feed.sharedBy', { name: moment.guestName })}>
              <p className="font-serif text-lg font-semibold text-stone-800">{moment.guestName}</p>
              <p className="mt-2 whitespace-pre-line break-words text-stone-700">
                {moment.content}
              </p>
              <WaitingToSendNotice />
            </article>
          </li>
        );
      })}
    </ol>
  );
}
