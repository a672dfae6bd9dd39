import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { GALLERY_LIST_LIMIT, GALLERY_MESSAGES, type GalleryPhoto } from '../../../protocol/gallery';
import type {
  ModerationActor,
  ModerationItem,
  ModerationStatus,
} from '../../../protocol/moderation';
import { conflict, notFound } from '../../lib/http/errors';
import type { DomainEvents } from '../../lib/domain-events';
import { MADE, videoStates } from '../../lib/stored-video';
import type { ObjectStorage } from '../../lib/storage';
import { reviewFirst } from '../moderation/policy';
import { SHOWN_PHOTOS } from './door';
import { withPrintCopies } from './keys';
import { GalleryPhotoModel, type GalleryPhotoDocument } from './model';
import { presentModerationItem, presentPhoto } from './present';
import type { Renditions } from './renditions';
import type { GalleryReveal } from './reveal';
import type { RecordPhoto } from './uploads';
import type { VideoPosts } from './video-posts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Published photos another feature records (a photo shared on a moment of the day): the gallery
 * lists them, and an organizer's delete from the gallery reaches their owner (true: it was one).
 */
export interface SharedPhotos {
  list(limit: number): Promise<GalleryPhoto[]>;
  remove(id: string, by: ModerationActor): Promise<boolean>;
}

/**
 * The gallery's photos: recorded once checked, published at once or kept for review (the
 * organizers' moderation policy), and taken down everywhere at once. Guests only ever get
 * published photos, in answers and in pushes.
 */
export class GalleryService {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly renditions: Renditions,
    private readonly events: DomainEvents,
    /** Every push of a shown photo goes through it: held back until the reveal, when one is set. */
    private readonly reveal: GalleryReveal,
    /** Photos recorded elsewhere: listed here, moderated and deleted where they were shared. */
    private readonly sharedElsewhere: SharedPhotos = {
      list: () => Promise.resolve([]),
      remove: () => Promise.resolve(false),
    },
    /** A video's MP4 is withdrawn, restored and deleted with its photo (video-posts.ts). */
    private readonly videos?: Pick<VideoPosts, 'withdraw' | 'restore' | 'removeFiles' | 'release'>,
  ) {}

  /** What guests see: every shown photo, or none while the gallery waits for its reveal. */
  async list(): Promise<GalleryPhoto[]> {
    return (await this.reveal.isHidden()) ? [] : this.listShown();
  }

  /** Published photos, newest first, the gallery's own and those shared elsewhere. */
  async listShown(): Promise<GalleryPhoto[]> {
    const [docs, shared] = await Promise.all([
      GalleryPhotoModel.find(SHOWN_PHOTOS)
        .sort({ createdAt: -1, _id: -1 })
        .limit(GALLERY_LIST_LIMIT)
        .lean<GalleryPhotoDocument[]>(),
      this.sharedElsewhere.list(GALLERY_LIST_LIMIT),
    ]);
    return [...docs.map(presentPhoto), ...shared]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, GALLERY_LIST_LIMIT);
  }

  /**
   * The shown photos this device added, newest first: its own view while the gallery waits. Its
   * videos being made (or refused) are in it too, for this device only.
   */
  async mine(deviceId: string | undefined): Promise<GalleryPhoto[]> {
    if (!deviceId) return [];
    const docs = await GalleryPhotoModel.find({
      uploaderDeviceHash: sha256(deviceId),
      $or: [SHOWN_PHOTOS, { videoState: { $in: [...videoStates] } }],
    })
      .sort({ createdAt: -1, _id: -1 })
      .limit(GALLERY_LIST_LIMIT)
      .lean<GalleryPhotoDocument[]>();
    return docs.map(presentPhoto);
  }

  /** Records a checked photo; pushes it to every screen unless it waits for review. */
  readonly record: RecordPhoto = async (fields) => {
    const status = (await reviewFirst('photos')) ? 'pending' : 'published';
    await this.reveal.takeShot(fields.uploaderDeviceHash);
    const created = await GalleryPhotoModel.create({ ...fields, status });
    const doc = created.toObject() as GalleryPhotoDocument;
    const photo = presentPhoto(doc);
    if (status === 'published') await this.reveal.shown(photo);
    await this.events.emit('moderation.posted', { item: presentModerationItem(doc) });
    return { ...photo, status };
  };

  async moderationList(options: {
    status?: ModerationStatus;
    limit: number;
  }): Promise<ModerationItem[]> {
    const docs = await GalleryPhotoModel.find({
      ...(options.status ? { status: options.status } : {}),
      ...MADE,
    })
      .sort({ createdAt: -1, _id: -1 })
      .limit(options.limit)
      .lean<GalleryPhotoDocument[]>();
    return docs.map(presentModerationItem);
  }

  private async isOwn(id: string): Promise<boolean> {
    return Types.ObjectId.isValid(id) && (await GalleryPhotoModel.exists({ _id: id })) !== null;
  }

  private async find(id: string): Promise<GalleryPhotoDocument> {
    const doc = Types.ObjectId.isValid(id)
      ? await GalleryPhotoModel.findById(id).lean<GalleryPhotoDocument>()
      : null;
    if (!doc) throw notFound(GALLERY_MESSAGES.photoNotFound);
    return doc;
  }

  /** Publishes a pending photo, or brings a hidden one back (its renditions made again). */
  async approve(id: string): Promise<ModerationItem> {
    const doc = await this.find(id);
    if (doc.status === 'published') throw conflict('This photo is already published.');
    if (doc.status === 'hidden') await this.renditions.restore(doc);
    if (doc.status === 'hidden' && doc.video) await this.videos?.restore(doc.video.key);
    const { modifiedCount } = await GalleryPhotoModel.updateOne(
      { _id: doc._id, status: doc.status, ...MADE },
      { $set: { status: 'published' } },
    );
    if (modifiedCount !== 1) throw conflict('This photo was changed by someone else; reload.');
    const published = await this.find(id);
    await this.reveal.shown(presentPhoto(published));
    return presentModerationItem(published);
  }

  /**
   * Takes a photo down: off every screen at once, and its renditions (its only served files) out
   * of storage; the private original stays, so organizers may bring the photo back.
   */
  async hide(id: string): Promise<ModerationItem> {
    const doc = await this.find(id);
    if (doc.status === 'hidden') {
      await this.withdraw(doc);
      throw conflict('This photo is already hidden.');
    }
    const { modifiedCount } = await GalleryPhotoModel.updateOne(
      { _id: doc._id, status: doc.status },
      { $set: { status: 'hidden' } },
    );
    if (modifiedCount !== 1) throw conflict('This photo was changed by someone else; reload.');
    if (doc.status === 'published') await this.reveal.removed(id);
    await this.withdraw(doc);
    return presentModerationItem({ ...doc, status: 'hidden' });
  }

  /** Its served files go: the poster's renditions, and a video's MP4 (to the private prefix). */
  private async withdraw(doc: GalleryPhotoDocument): Promise<void> {
    await this.renditions.withdraw(doc);
    if (doc.video) await this.videos?.withdraw(doc.video.key);
  }

  /** An organizer's delete from the gallery: the moderation queue drops it, the log records it. */
  async removeFromGallery(id: string, by: ModerationActor): Promise<{ id: string }> {
    // A photo shared on a moment of the day is deleted where it lives (its files go once).
    if (!(await this.isOwn(id)) && (await this.sharedElsewhere.remove(id, by))) return { id };
    const item = presentModerationItem(await this.find(id));
    const removed = await this.remove(id);
    await this.events.emit('moderation.acted', { action: 'delete', item, by });
    return removed;
  }

  /** Deletes a photo for good: its record, every screen, and all its files. */
  async remove(id: string): Promise<{ id: string }> {
    const doc = await this.find(id);
    const { deletedCount } = await GalleryPhotoModel.deleteOne({ _id: doc._id });
    if (deletedCount !== 1) throw notFound(GALLERY_MESSAGES.photoNotFound);
    if (doc.status === 'published' && !doc.videoState) await this.reveal.removed(id);
    await this.storage.remove(withPrintCopies([doc.originalKey, doc.thumbKey, doc.largeKey]));
    // A video: its MP4 wherever it is, or the upload its job was to make (it then finds nothing).
    if (doc.video) await this.videos?.removeFiles([doc.video.key]);
    if (doc.videoIncomingKey) await this.videos?.release(doc.videoIncomingKey);
    return { id };
  }
}
