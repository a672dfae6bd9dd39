import { Types } from 'mongoose';
import type { AddedPhoto } from '../../../protocol/gallery';
import type { VideoFailure } from '../../../protocol/post-video';
import type { Viewer } from '../../lib/auth/viewer';
import type { DomainEvents } from '../../lib/domain-events';
import { posterName } from '../guests/poster-name';
import { reviewFirst } from '../moderation/policy';
import { GalleryPhotoModel, type GalleryPhotoDocument } from './model';
import { presentModerationItem, presentPhoto } from './present';
import type { GalleryReveal } from './reveal';
import type { ConfirmInput } from './uploads-types';
import type { VideoPostAdapter, VideoPosts } from './video-posts';
import type { StoredVideo } from './video-uploads';
import {
  failedUpdate,
  MADE_UNSET,
  madeVideo,
  posterPicture,
  stillProcessing,
} from './video-post-writes';

/**
 * Videos shared to the gallery (PUT /api/guest-photos naming a video upload): recorded at once as
 * processing (listed to their uploader's device alone, in its own photos), made by the videos'
 * job, then shown as a photo is once it exists: to the moderation queue first when the couple
 * reviews photos, otherwise pushed as `gallery:photo-added` through the reveal (held back, like
 * every photo, while the gallery waits for it). A video takes one of the phone's shots.
 */
export class GalleryVideos implements VideoPostAdapter {
  constructor(
    private readonly posts: VideoPosts,
    private readonly reveal: GalleryReveal,
    private readonly events: DomainEvents,
  ) {}

  async create(input: ConfirmInput, viewer: Viewer): Promise<AddedPhoto> {
    const uploaderName = await posterName(viewer, input.guestName, 80);
    const doc = await this.posts.accept('gallery', input.photoURL, viewer, async (held) => {
      await this.reveal.takeShot(held.uploaderDeviceHash);
      const created = await GalleryPhotoModel.create({
        _id: new Types.ObjectId(),
        caption: input.caption,
        uploaderName,
        // Reaches nobody until made; the status it will have is decided then.
        status: 'pending',
        videoState: 'processing',
        videoIncomingKey: held.key,
        uploaderDeviceHash: held.uploaderDeviceHash,
      });
      return created.toObject() as GalleryPhotoDocument;
    });
    const status = (await reviewFirst('photos')) ? 'pending' : 'published';
    return { ...presentPhoto(doc), status };
  }

  async heldUpload(id: string): Promise<string | undefined> {
    const doc = await GalleryPhotoModel.findOne(stillProcessing(id), {
      videoIncomingKey: 1,
    }).lean();
    return doc?.videoIncomingKey ?? undefined;
  }

  async markReady(id: string, stored: StoredVideo): Promise<boolean> {
    const status = (await reviewFirst('photos')) ? 'pending' : 'published';
    const { modifiedCount } = await GalleryPhotoModel.updateOne(stillProcessing(id), {
      $set: {
        url: stored.posterUrl,
        ...posterPicture(stored),
        video: madeVideo(stored),
        status,
      },
      $unset: MADE_UNSET,
    });
    return modifiedCount > 0;
  }

  async markFailed(id: string, failure: VideoFailure): Promise<boolean> {
    const { modifiedCount } = await GalleryPhotoModel.updateOne(
      stillProcessing(id),
      failedUpdate(failure),
    );
    return modifiedCount > 0;
  }

  async publish(id: string): Promise<void> {
    const doc = await GalleryPhotoModel.findById(id).lean<GalleryPhotoDocument>();
    if (!doc) return;
    if (doc.status === 'published') await this.reveal.shown(presentPhoto(doc));
    await this.events.emit('moderation.posted', { item: presentModerationItem(doc) });
  }
}
