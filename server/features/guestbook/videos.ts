import type { VideoPosts } from '../gallery/video-posts';
import { HeldVideoPosts } from '../gallery/held-video-posts';
import { posterPicture } from '../gallery/video-post-writes';
import { GuestBookEntryModel, type GuestBookEntryDocument } from './model';

export type GuestBookVideos = HeldVideoPosts<GuestBookEntryDocument>;

/**
 * Videos left with a guest book entry (photoUploadURL naming a video upload), published as any
 * entry is once made; the poster is the entry's photo.
 */
export function guestBookVideos(
  posts: () => VideoPosts,
  announce: (doc: GuestBookEntryDocument) => Promise<void>,
): GuestBookVideos {
  return new HeldVideoPosts<GuestBookEntryDocument>({
    kind: 'guestbook',
    model: GuestBookEntryModel,
    posts,
    announce,
    posterFields: (stored) => ({ photoUrl: stored.posterUrl, photo: posterPicture(stored) }),
  });
}
