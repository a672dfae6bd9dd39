import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VideoFailure, VideoPostRef } from '../../../protocol/post-video';
import { useLazyTopic } from '../realtime/useLazyTopic';

type Kind = VideoPostRef['kind'];

/** Where a video's latest pushed percent is kept: no request fills it, only the pushes. */
export const videoProgressKey = (kind: Kind, id: string) => ['my-videos', kind, id] as const;

type Settled = {
  /** The video is made and published: the feature reads its list again. */
  onReady?: (id: string) => void;
  onFailed?: (id: string, failure: VideoFailure) => void;
  /** Pushes were missed (a long drop): whatever was being made may be done by now. */
  onResync?: () => void | Promise<unknown>;
};

/**
 * This phone's videos of one kind of post while they are made (the `my-videos` topic, pushed to
 * the uploading device only). Progress goes to the query cache for VideoStatus to show; ready and
 * failed are handed to the feature, which refetches its list (React Query owns the posts). Joined
 * while the feature's section is mounted, before anything is posted, so no push is missed; the
 * socket code loads on demand, off the guest's first load.
 */
export function useMyVideos(kind: Kind, settled: Settled = {}): void {
  const queryClient = useQueryClient();
  useLazyTopic(
    'my-videos',
    {
      'video:progress': (progress) => {
        if (progress.kind !== kind) return;
        queryClient.setQueryData(videoProgressKey(kind, progress.id), progress.percent);
      },
      'video:ready': ({ kind: of, id }) => {
        if (of !== kind) return;
        void queryClient.resetQueries({ queryKey: videoProgressKey(kind, id) });
        settled.onReady?.(id);
      },
      'video:failed': ({ kind: of, id, failure }) => {
        if (of !== kind) return;
        void queryClient.resetQueries({ queryKey: videoProgressKey(kind, id) });
        settled.onFailed?.(id, failure);
      },
    },
    settled.onResync,
  );
}

/** The last percent pushed for this video, undefined before the first. */
export function useVideoProgress(kind: Kind, id: string): number | undefined {
  return useQuery<number>({ queryKey: videoProgressKey(kind, id), queryFn: skipToken }).data;
}
