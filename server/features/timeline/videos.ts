import type { VideoFailure } from '../../../protocol/post-video';
import type { Viewer } from '../../lib/auth/viewer';
import { lazyVideoFiles, type VideoPostAdapter, type VideoPosts } from '../gallery/video-posts';
import type { StoredVideo } from '../gallery/video-uploads';
import { reviewFirst } from '../moderation/policy';
import { TimelineParticipationModel, type TimelineParticipationDocument } from './model';
import {
  failedUpdate,
  MADE_UNSET,
  madeVideo,
  posterPicture,
  stillProcessing,
} from '../gallery/video-post-writes';

type Participation = TimelineParticipationDocument;

/**
 * Videos shared as a photo on a moment of the day (photoUploadURL naming a video upload): stored
 * as being made, answered to its author alone and in no list; once the videos' job has made it,
 * announced as a photo message is (to the queue first when the couple reviews the timeline), its
 * poster as `photo` and its MP4 as `photo.video`, on the timeline and in the gallery.
 */
export class TimelineVideos implements VideoPostAdapter {
  constructor(
    /** The videos' one lifecycle, looked up when used. */
    private readonly posts: () => VideoPosts,
    /** Announces a participation that now exists (the service's announceCreated). */
    private readonly announce: (doc: Participation) => Promise<void>,
  ) {}

  /** What hiding, approving and deleting its post do to a video's files. */
  readonly files = lazyVideoFiles(() => this.posts());

  /** `insert` stores the participation with the fields given over its own. */
  create(
    uploadURL: string,
    viewer: Viewer,
    insert: (fields: Partial<Participation>) => Promise<Participation>,
  ): Promise<Participation> {
    return this.posts().accept('timeline', uploadURL, viewer, (held) =>
      // Reaches nobody until made; the status it will have is decided then.
      insert({ status: 'pending', videoState: 'processing', videoIncomingKey: held.key }),
    );
  }

  async heldUpload(id: string): Promise<string | undefined> {
    const doc = await TimelineParticipationModel.findOne(stillProcessing(id), {
      videoIncomingKey: 1,
    }).lean();
    return doc?.videoIncomingKey ?? undefined;
  }

  async markReady(id: string, stored: StoredVideo): Promise<boolean> {
    const pending = await reviewFirst('timeline');
    const { modifiedCount } = await TimelineParticipationModel.updateOne(stillProcessing(id), {
      $set: {
        photo: { url: stored.posterUrl, ...posterPicture(stored) },
        video: madeVideo(stored),
        status: pending ? 'pending' : 'published',
      },
      $unset: MADE_UNSET,
    });
    return modifiedCount > 0;
  }

  async markFailed(id: string, failure: VideoFailure): Promise<boolean> {
    const { modifiedCount } = await TimelineParticipationModel.updateOne(
      stillProcessing(id),
      failedUpdate(failure),
    );
    return modifiedCount > 0;
  }

  async publish(id: string): Promise<void> {
    const doc = await TimelineParticipationModel.findById(id).lean<Participation>();
    if (doc) await this.announce(doc);
  }
}
