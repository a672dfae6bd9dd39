import { useState } from 'react';
import { useStrings } from '../../../lib/use-strings';
import { failureText } from '../../../lib/failure-feedback';
import { haptic } from '../../../lib/haptics';
import { Button } from '../../../lib/ui/button';
import { toast } from '../../../lib/ui/use-toast';
import '../strings';
import {
  useCanDelete,
  useDeleteMoment,
  useLikeMoment,
  useLikedByThisDevice,
  useMomentsList,
  useMyVideoMoments,
} from '../useMoments';
import { MomentCard } from './MomentCard';
import { WaitingMoments } from './WaitingMoments';

/** Moments shown at first and added by each 'show more': a phone's page stays light all evening. */
export const FEED_PAGE_SIZE = 10;

export function MomentsFeed() {
  const { t } = useStrings('moments');
  const moments = useMomentsList();
  useMyVideoMoments();
  const like = useLikeMoment();
  const remove = useDeleteMoment();
  const canDelete = useCanDelete();
  const likedHere = useLikedByThisDevice();
  const [visible, setVisible] = useState(FEED_PAGE_SIZE);
  const hidden = Math.max(0, (moments.data?.length ?? 0) - visible);

  const onLike = (id: string) => {
    haptic('light');
    like.mutate(id, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          ...failureText(error, {
            title: t('toast.errorTitle'),
            description: t('toast.likeError'),
          }),
        }),
    });
  };

  const onDelete = (id: string) => {
    remove.mutate(id, {
      onSuccess: () => {
        haptic('medium');
        toast({ title: t('toast.deletedTitle'), description: t('toast.deletedDescription') });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('toast.errorTitle'),
          description:
            ('serverMessage' in error &&
              typeof error.serverMessage === 'string' &&
              error.serverMessage) ||
            t('toast.deleteError'),
        }),
    });
  };

  return (
    <div role="region" aria-labelledby="moments-feed-title" className="grid content-start gap-4">
      <h3 id="moments-feed-title" className="font-serif text-2xl text-blush-700">
        {t('feed.title')}
      </h3>
      {moments.isPending && <p role="status">{t('feed.loading')}</p>}
      {moments.isError && !moments.data && (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{t('feed.loadError')}</p>
          <Button variant="outline" onClick={() => void moments.refetch()}>
            {t('feed.retry')}
          </Button>
        </div>
      )}
      <WaitingMoments />
      {moments.data?.length === 0 && <p className="text-stone-600">{t('feed.empty')}</p>}
      {!!moments.data?.length && (
        <ol className="grid gap-3" aria-label={t('feed.title')}>
          {moments.data.slice(0, visible).map((moment) => (
            <MomentCard
              key={moment.id}
              moment={moment}
              liked={likedHere(moment.id)}
              canDelete={canDelete(moment.id)}
              liking={like.isPending && like.variables === moment.id}
              deleting={remove.isPending && remove.variables === moment.id}
              onLike={() => onLike(moment.id)}
              onDelete={() => onDelete(moment.id)}
            />
          ))}
        </ol>
      )}
      {hidden > 0 && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => setVisible((n) => n + FEED_PAGE_SIZE)}
        >
          {t('feed.showMore', { count: hidden })}
        </Button>
      )}
    </div>
  );
}
