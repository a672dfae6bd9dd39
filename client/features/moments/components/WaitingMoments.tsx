import { useQueryClient } from '@tanstack/react-query';
import { useStrings } from '../../../lib/use-strings';
import { createdMomentSchema, momentLikedSchema, type Moment } from '../../../../protocol/moments';
import { useOutboxSettled } from '../../../lib/outbox/hooks';
import { WaitingList } from '../../../lib/outbox/WaitingList';
import '../strings';
import { rememberAuthorToken } from '../device-records';
import { withLikes, withMoment } from '../moments-cache';
import { momentsListKey } from '../useMoments';

/**
 * Moments shared on this phone while it was offline, shown above the feed until they are sent;
 * once the server has one, it joins the feed (and this device keeps its author token).
 */
export function WaitingMoments() {
  const { t } = useStrings('moments');
  const queryClient = useQueryClient();
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
  return (
    <WaitingList
      kind="moment"
      ordered
      label={t('feed.waitingTitle')}
      className="grid gap-3"
      itemClassName="rounded-xl p-4"
      articleLabel={(moment) => t('feed.sharedBy', { name: moment.guestName })}
    >
      {(moment) => (
        <>
          <p className="font-serif text-lg font-semibold text-stone-800">{moment.guestName}</p>
          <p className="mt-2 whitespace-pre-line break-words text-stone-700">{moment.content}</p>
        </>
      )}
    </WaitingList>
  );
}
