import { useQuery, type QueryClient } from '@tanstack/react-query';
import { galleryRevealApi, type RevealState } from '../../../protocol/gallery-reveal';
import { call, queryKeyOf } from '../../lib/api';

export const revealKey = queryKeyOf(galleryRevealApi.state);
export const myGalleryKey = queryKeyOf(galleryRevealApi.mine);

/**
 * Whether the gallery waits for its reveal, kept live by the `gallery` topic's `gallery:reveal`
 * (useGallery subscribes to it): every screen learns of the reveal at the same moment.
 */
export function useRevealState() {
  return useQuery({ queryKey: revealKey, queryFn: () => call(galleryRevealApi.state) });
}

/** This phone's own photos and shots left: asked only when the couple set a reveal or shots. */
export function useMyGallery(enabled: boolean) {
  return useQuery({
    queryKey: myGalleryKey,
    queryFn: () => call(galleryRevealApi.mine),
    enabled,
  });
}

/** A pushed reveal state; at the reveal (or when it is set again) the gallery is read afresh. */
export function applyRevealState(
  queryClient: QueryClient,
  state: RevealState,
  galleryKey: readonly unknown[],
): void {
  const before = queryClient.getQueryData<RevealState>(revealKey);
  queryClient.setQueryData(revealKey, state);
  if (before?.hidden !== state.hidden) void queryClient.invalidateQueries({ queryKey: galleryKey });
  if (before && before.shotsPerGuest !== state.shotsPerGuest)
    void queryClient.invalidateQueries({ queryKey: myGalleryKey });
}
