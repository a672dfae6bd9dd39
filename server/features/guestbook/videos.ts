import type { VideoFailure } from '../../../protocol/post-video';
import type { Viewer } from '../../lib/auth/viewer';
import { lazyVideoFiles, type VideoPostAdapter, type VideoPosts } from '../gallery/video-posts';
import type { StoredVideo } from '../gallery/video-uploads';
import { reviewFirst } from '../moderation/policy';
import { GuestBookEntryModel, type GuestBookEntryDocument } from './model';
import {
  failedUpdate,
  MADE_UNSET,
  madeVideo,
  posterPicture,
  stillProcessing,
} from '../gallery/video-post-writes';

/**
 * Videos left with a guest book entry (photoUploadURL naming a video upload): the entry is stored
 * as being made, answered to its author alone and in no list; once the videos' job has made it,
 * it is published as any entry is (to the queue first when the couple reviews the guest book).
 */
export class GuestBookVideos implements VideoPostAdapter {
  constructor(
    /** The videos' one lifecycle, looked up when used. */
    private readonly posts: () => VideoPosts,
    /** Publishes an entry that now exists (GuestBookService.announce). */
    private readonly announce: (doc: GuestBookEntryDocument) => Promise<void>,
  ) {}

  /** What hiding, approving and deleting its post do to a video's files. */
  readonly files = lazyVideoFiles(() => this.posts());

  /** `insert` stores the entry with the fields given over its own (the service's insert). */
  create(
    uploadURL: string,
    viewer: Viewer,
    insert: (fields: Partial<GuestBookEntryDocument>) => Promise<GuestBookEntryDocument>,
  ): Promise<GuestBookEntryDocument> {
    return this.posts().accept('guestbook', uploadURL, viewer, (held) =>
      // Reaches nobody until made; the status it will have is decided then.
      insert({ status: 'pending', videoState: 'processing', videoIncomingKey: held.key }),
    );
  }

  async heldUpload(id: string): Promise<string | undefined> {
    const doc = await GuestBookEntryModel.findOne(stillProcessing(id), {
      videoIncomingKey: 1,
    }).lean();
    return doc?.videoIncomingKey ?? undefined;
  }

  async markReady(id: string, stored: StoredVideo): Promise<boolean> {
    const pending = await reviewFirst('guestbook');
    const { modifiedCount } = await GuestBookEntryModel.updateOne(stillProcessing(id), {
      $set: {
        photoUrl: stored.posterUrl,
        photo: posterPicture(stored),
        video: madeVideo(stored),
        status: pending ? 'pending' : 'published',
      },
      $unset: MADE_UNSET,
    });
    return modifiedCount > 0;
  }

  async markFailed(id: string, failure: VideoFailure): Promise<boolean> {
    const { modifiedCount } = await GuestBookEntryModel.updateOne(
      stillProcessing(id),
      failedUpdate(failure),
    );
    return modifiedCount > 0;
  }

  async publish(id: string): Promise<void> {
    const doc = await GuestBookEntryModel.findById(id).lean<GuestBookEntryDocument>();
    if (doc) await this.announce(doc);
  }
}
