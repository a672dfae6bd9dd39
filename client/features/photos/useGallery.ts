import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { galleryApi, type GalleryPhoto } from '../../../protocol/gallery';
import { call, queryKeyOf } from '../../lib/api';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic, type TopicHandlers } from '../../lib/realtime/useTopic';
import { forgetCachedImages } from '../pwa/image-cache';
import { withoutPhoto, withPhoto } from './gallery-cache';
import { applyRevealState, myGalleryKey, revealKey } from './useGalleryReveal';

export const galleryKey = queryKeyOf(galleryApi.photos);

/** While the live connection is down, the gallery is reloaded this often. */
export const GALLERY_FALLBACK_POLL_MS = 30_000;

export function galleryPushHandlers(queryClient: QueryClient): TopicHandlers<'gallery'> {
  return {
    'gallery:photo-added': (photo) =>
      queryClient.setQueryData<GalleryPhoto[]>(galleryKey, (list) => withPhoto(list, photo)),
    'gallery:photo-removed': ({ id }) => {
      const removed = queryClient
        .getQueryData<GalleryPhoto[]>(galleryKey)
        ?.find((p) => p.id === id);
      void forgetCachedImages([removed?.url, removed?.thumbUrl]);
      queryClient.setQueryData<GalleryPhoto[]>(galleryKey, (list) => withoutPhoto(list, id));
    },
    'gallery:reveal': (state) => applyRevealState(queryClient, state, galleryKey),
  };
}

/** The published photos, newest first, kept live by the `gallery` topic. */
export function useGallery() {
  const queryClient = useQueryClient();
  useTopic('gallery', galleryPushHandlers(queryClient), () =>
    Promise.all(
      [galleryKey, revealKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ),
  );
  return useQuery({
    queryKey: galleryKey,
    queryFn: () => call(galleryApi.photos),
    refetchInterval: useFallbackPolling(GALLERY_FALLBACK_POLL_MS),
  });
}

/**
 * The uploader's own photo shows at once, before its push arrives; while the gallery waits for
 * its reveal, in this phone's own photos (whose shots left move too).
 */
export function addOwnPhoto(queryClient: QueryClient, photo: GalleryPhoto): void {
  if (queryClient.getQueryData<{ hidden: boolean }>(revealKey)?.hidden !== true)
    queryClient.setQueryData<GalleryPhoto[]>(galleryKey, (list) => withPhoto(list, photo));
  void queryClient.invalidateQueries({ queryKey: myGalleryKey });
}
