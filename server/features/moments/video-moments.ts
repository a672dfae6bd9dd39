import { Types } from 'mongoose';
import type { CreatedMoment, Moment } from '../../../protocol/moments';
import type { VideoFailure } from '../../../protocol/post-video';
import type { Viewer } from '../../lib/auth/viewer';
import type { StoredVideo } from '../gallery/video-uploads';
import { lazyVideoFiles, type VideoPostAdapter, type VideoPosts } from '../gallery/video-posts';
import { reviewFirst } from '../moderation/policy';
import { MomentModel, type MomentDocument } from './model';
import { presentMoment } from './present';
import { sha256 } from './visibility';

/** What a video moment is stored with before its film exists (a moment's body, named). */
export type VideoMomentFields = Pick<
  MomentDocument,
  'guestName' | 'content' | 'hashtags' | 'isPublic'
> & { guestEmail?: string; location?: string; momentType: Moment['momentType'] };

const processing = (id: string) => ({ _id: id, videoState: 'processing' });

/**
 * Video moments: stored at once as `processing` (seen by their author's device only), made in the
 * background by the videos' one job (gallery/video-posts.ts), then shown exactly as a photo
 * moment is once it exists: to the moderation queue first when the couple reviews moments,
 * otherwise pushed as `moment:created`. See docs/videos.md.
 */
export class VideoMoments implements VideoPostAdapter {
  constructor(
    /** The videos' one lifecycle, looked up when used. */
    private readonly posts: () => VideoPosts,
    /** Publishes a moment that became shown (MomentsService.publishCreated). */
    private readonly published: (doc: MomentDocument, awaitingReview: boolean) => Promise<void>,
  ) {}

  /** What hiding, approving and deleting a video moment do to its files. */
  readonly files = lazyVideoFiles(() => this.posts());

  async create(
    fields: VideoMomentFields,
    uploadURL: string,
    viewer: Viewer,
    authorToken: string,
  ): Promise<CreatedMoment> {
    const doc = await this.posts().accept('moment', uploadURL, viewer, async (held) => {
      const created = await MomentModel.create({
        ...fields,
        _id: new Types.ObjectId(),
        likes: 0,
        videoState: 'processing',
        videoIncomingKey: held.key,
        videoBytes: held.bytes,
        authorTokenHash: sha256(authorToken),
        authorDeviceHash: held.uploaderDeviceHash,
      });
      return created.toObject() as MomentDocument;
    });
    return { ...presentMoment(doc, { includeEmail: true }), authorToken };
  }

  async heldUpload(id: string): Promise<string | undefined> {
    const moment = await MomentModel.findOne(processing(id), { videoIncomingKey: 1 }).lean();
    return moment?.videoIncomingKey ?? undefined;
  }

  async markReady(id: string, stored: StoredVideo): Promise<boolean> {
    const awaitingReview = await reviewFirst('moments');
    const media = {
      thumbUrl: stored.thumbUrl,
      width: stored.width,
      height: stored.height,
      animated: false,
      originalKey: stored.originalKey,
      thumbKey: stored.thumbKey,
      largeKey: stored.largeKey,
      videoKey: stored.videoKey,
      videoUrl: stored.url,
      durationSeconds: stored.durationSeconds,
    };
    const { modifiedCount } = await MomentModel.updateOne(processing(id), {
      $set: {
        media,
        mediaUrl: stored.posterUrl,
        status: awaitingReview ? 'pending' : 'published',
      },
      $unset: { videoState: '', videoIncomingKey: '' },
    });
    return modifiedCount > 0;
  }

  async markFailed(id: string, failure: VideoFailure): Promise<boolean> {
    const { modifiedCount } = await MomentModel.updateOne(processing(id), {
      $set: { videoState: 'failed', videoFailure: failure },
      $unset: { videoIncomingKey: '' },
    });
    return modifiedCount > 0;
  }

  async publish(id: string): Promise<void> {
    const doc = await MomentModel.findById(id).lean<MomentDocument>();
    if (doc) await this.published(doc, doc.status === 'pending');
  }
}
