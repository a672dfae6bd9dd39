import { useQueryClient } from '@tanstack/react-query';
import type { VideoFailure } from '../../../protocol/post-video';
import { errorText } from '../../lib/error-text';
import { useMyVideos } from '../../lib/video/my-videos';
import type { Outcome } from './UploadFileRow';
import { galleryKey } from './useGallery';
import { myGalleryKey } from './useGalleryReveal';

/**
 * This phone's gallery videos while they are made (the uploader's rows, and the gallery's list of
 * them): a row being prepared becomes added or refused with the reason, as the `my-videos` pushes
 * say, and the gallery and this phone's own photos are read again. Mounted once, in the uploader:
 * the percent it is pushed reaches every VideoStatus through the query cache.
 */
export function useMyGalleryVideos(
  setOutcomes: (change: (all: Record<string, Outcome>) => Record<string, Outcome>) => void,
): void {
  const queryClient = useQueryClient();
  const settle = (id: string, next: (pending: boolean) => Outcome) =>
    setOutcomes((all) =>
      Object.fromEntries(
        Object.entries(all).map(([file, outcome]) => [
          file,
          outcome.state === 'preparing' && outcome.id === id ? next(outcome.pending) : outcome,
        ]),
      ),
    );
  const refetch = () =>
    Promise.all(
      [galleryKey, myGalleryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  useMyVideos('gallery', {
    onReady: (id) => {
      settle(id, (pending) => ({ state: 'done', pending }));
      void refetch();
    },
    onFailed: (id, failure: VideoFailure) => {
      settle(id, () => ({ state: 'refused', message: errorText(failure) }));
      void refetch();
    },
    onResync: refetch,
  });
}
