import type { VideoPosts } from '../gallery/video-posts';
import { HeldVideoPosts } from '../gallery/held-video-posts';
import { posterPicture } from '../gallery/video-post-writes';
import { TimelineParticipationModel, type TimelineParticipationDocument } from './model';

export type TimelineVideos = HeldVideoPosts<TimelineParticipationDocument>;

/**
 * Videos shared as a photo on a moment of the day (photoUploadURL naming a video upload),
 * announced as a photo message is once made: the poster as `photo`, the MP4 as `photo.video`,
 * on the timeline and in the gallery.
 */
export function timelineVideos(
  posts: () => VideoPosts,
  announce: (doc: TimelineParticipationDocument) => Promise<void>,
): TimelineVideos {
  return new HeldVideoPosts<TimelineParticipationDocument>({
    kind: 'timeline',
    model: TimelineParticipationModel,
    posts,
    announce,
    posterFields: (stored) => ({ photo: { url: stored.posterUrl, ...posterPicture(stored) } }),
  });
}
