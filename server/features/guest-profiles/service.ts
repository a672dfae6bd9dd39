import { isValidObjectId, Types } from 'mongoose';
import {
  GUEST_PROFILE_LIST_LIMIT,
  GUEST_PROFILE_MESSAGES,
  type GuestProfile,
  type MyGuestProfile,
} from '../../../protocol/guest-profiles';
import {
  MODERATION_MESSAGES,
  type ModerationItem,
  type ModerationStatus,
} from '../../../protocol/moderation';
import type { GuestProfileWrite } from '../../../protocol/guest-profiles';
import type { Viewer } from '../../lib/auth/viewer';
import type { DomainEvents } from '../../lib/domain-events';
import { conflict, HttpError, notFound } from '../../lib/http/errors';
import type { Logger } from '../../lib/logger';
import { SHOWN, statusFilter } from '../../lib/moderation-source';
import type { RealtimeHub } from '../../lib/realtime/hub';
import type { ObjectStorage } from '../../lib/storage';
import { withPrintCopies } from '../gallery/keys';
import type { MediaKeys, Renditions } from '../gallery/renditions';
import type { PhotoUploads } from '../gallery/uploads';
import { reviewFirst } from '../moderation/policy';
import { guestExists } from '../guests/door';
import { GuestProfileModel } from './model';
import {
  fieldsOf,
  moderationItemOf,
  presentMine,
  presentProfile,
  statusOf,
  type ProfileDoc,
} from './present';

/** The segment of the `guest-profiles` topic that signed-in guests and organizers join. */
export const SIGNED_IN_SEGMENT = 'signed-in';

const signInFirst = () => new HttpError(401, GUEST_PROFILE_MESSAGES.signInFirst);

/**
 * "Meet the guests": one profile per guest signed in with an invite code, shown to the other
 * signed-in guests once published. Organizers review (when the policy says so) and hide through
 * the moderation queue; every change is pushed live to the directory.
 */
export class GuestProfilesService {
  constructor(
    private readonly deps: {
      hub: RealtimeHub;
      events: DomainEvents;
      uploads: PhotoUploads;
      storage: ObjectStorage;
      renditions: Renditions;
      logger: Logger;
    },
  ) {}

  private guestOf(viewer: Viewer): Types.ObjectId {
    if (!viewer.guestId || !isValidObjectId(viewer.guestId)) throw signInFirst();
    return new Types.ObjectId(viewer.guestId);
  }

  async list(viewer: Viewer, interest?: string): Promise<GuestProfile[]> {
    if (!viewer.organizer) this.guestOf(viewer);
    const docs = await GuestProfileModel.find(SHOWN)
      .sort({ name: 1, _id: 1 })
      .limit(GUEST_PROFILE_LIST_LIMIT)
      .lean<ProfileDoc[]>();
    const wanted = interest?.toLowerCase();
    return docs
      .filter((doc) => !wanted || doc.interests.some((i) => i.toLowerCase().includes(wanted)))
      .map(presentProfile);
  }

  async get(viewer: Viewer, id: string): Promise<GuestProfile> {
    if (!viewer.organizer) this.guestOf(viewer);
    const doc = await GuestProfileModel.findOne({ _id: id, ...SHOWN }).lean<ProfileDoc>();
    if (!doc) throw notFound(GUEST_PROFILE_MESSAGES.notFound);
    return presentProfile(doc);
  }

  async mine(viewer: Viewer): Promise<MyGuestProfile | null> {
    if (!viewer.guestId) return null;
    const doc = await GuestProfileModel.findOne({
      guestId: this.guestOf(viewer),
    }).lean<ProfileDoc>();
    return doc ? presentMine(doc) : null;
  }

  /**
   * Creates or updates the guest's profile. With profiles under review, every save waits for an
   * organizer again (what was approved is not what is shown now); a hidden profile stays hidden.
   */
  async save(
    viewer: Viewer,
    body: GuestProfileWrite & { interests: string[] },
  ): Promise<MyGuestProfile> {
    const guestId = this.guestOf(viewer);
    if (!(await guestExists(guestId))) throw signInFirst();
    const review = await reviewFirst('profiles');
    const { set, unset } = fieldsOf(body);
    // Under review a published or pending profile waits again, before its new text is stored
    // (never shown unreviewed); a hidden one stays hidden.
    if (review) {
      await GuestProfileModel.updateOne(
        { guestId, status: { $ne: 'hidden' } },
        { $set: { status: 'pending' } },
      );
    }
    const doc = await GuestProfileModel.findOneAndUpdate(
      { guestId },
      {
        $set: set,
        ...(Object.keys(unset).length ? { $unset: unset } : {}),
        $setOnInsert: { guestId, createdAt: new Date(), status: review ? 'pending' : 'published' },
      },
      { upsert: true, new: true, timestamps: false },
    ).lean<ProfileDoc>();
    if (!doc) throw signInFirst();
    this.pushed(doc);
    await this.deps.events.emit('moderation.posted', { item: moderationItemOf(doc) });
    return presentMine(doc);
  }

  /** Processes an upload (the gallery's checks and renditions) and makes it the profile's photo. */
  async setAvatar(viewer: Viewer, photoURL: string): Promise<MyGuestProfile> {
    const guestId = this.guestOf(viewer);
    const before = await GuestProfileModel.findOne({ guestId }).lean<ProfileDoc>();
    if (!before) throw new HttpError(409, GUEST_PROFILE_MESSAGES.saveFirst);
    const doc = await this.deps.uploads.accept(photoURL, viewer, async (photo) => {
      const updated = await GuestProfileModel.findOneAndUpdate(
        { guestId },
        {
          $set: {
            avatar: photo.thumbUrl,
            avatarKeys: [photo.originalKey, photo.thumbKey, photo.largeKey],
          },
        },
        { new: true },
      ).lean<ProfileDoc>();
      if (!updated) {
        // Withdrawn meanwhile: the processed files have no owner.
        await this.deps.storage.remove(
          withPrintCopies([photo.originalKey, photo.thumbKey, photo.largeKey]),
        );
        throw new HttpError(409, GUEST_PROFILE_MESSAGES.saveFirst);
      }
      return updated;
    });
    await this.removeFiles(before.avatarKeys);
    // A hidden profile's new photo is as unreachable as the rest of it until it is approved.
    if (statusOf(doc) === 'hidden') await this.withdrawAvatar(doc);
    this.pushed(doc);
    return presentMine(doc);
  }

  /** The guest withdraws their profile: gone from every directory at once. */
  async removeMine(viewer: Viewer): Promise<void> {
    const guestId = this.guestOf(viewer);
    const doc = await GuestProfileModel.findOneAndDelete({ guestId }).lean<ProfileDoc>();
    if (!doc) return;
    this.removed(doc._id.toString());
    await this.removeFiles(doc.avatarKeys);
    await this.deps.events.emit('moderation.removed', { kind: 'profiles', id: doc._id.toString() });
  }

  // --- the moderation queue's source ---

  async moderationList(options: { status?: string; limit: number }): Promise<ModerationItem[]> {
    const filter = statusFilter(options.status as ModerationStatus | undefined);
    const docs = await GuestProfileModel.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .limit(options.limit)
      .lean<ProfileDoc[]>();
    return docs.map(moderationItemOf);
  }

  async approve(id: string): Promise<ModerationItem> {
    await this.existing(id);
    // Files first, then the flag: a profile is never shown with its photo missing.
    const before = await GuestProfileModel.findById(id).lean<ProfileDoc>();
    const keys = before && statusOf(before) === 'hidden' ? avatarKeysOf(before) : undefined;
    if (keys) await this.deps.renditions.restore(keys);
    const doc = await GuestProfileModel.findOneAndUpdate(
      { _id: id, status: { $in: ['pending', 'hidden'] } },
      { $set: { status: 'published' } },
      { new: true },
    ).lean<ProfileDoc>();
    if (!doc) throw conflict(MODERATION_MESSAGES.alreadyPublished);
    this.pushed(doc);
    return moderationItemOf(doc);
  }

  async hide(id: string): Promise<ModerationItem> {
    await this.existing(id);
    const doc = await GuestProfileModel.findOneAndUpdate(
      { _id: id, status: { $ne: 'hidden' } },
      { $set: { status: 'hidden' } },
      { new: true },
    ).lean<ProfileDoc>();
    // Hidden means unreachable: the photo's renditions go too (again on a retried hide, so a
    // storage failure can be repaired from the queue); the private original stays for approval.
    await this.withdrawAvatar(doc ?? (await GuestProfileModel.findById(id).lean<ProfileDoc>()));
    if (!doc) throw conflict(MODERATION_MESSAGES.alreadyHidden);
    this.removed(id);
    return moderationItemOf(doc);
  }

  async remove(id: string): Promise<ModerationItem> {
    await this.existing(id);
    const doc = await GuestProfileModel.findOneAndDelete({ _id: id }).lean<ProfileDoc>();
    if (!doc) throw notFound(MODERATION_MESSAGES.notFound);
    this.removed(id);
    await this.removeFiles(doc.avatarKeys);
    return moderationItemOf(doc);
  }

  private async existing(id: string): Promise<void> {
    if (!isValidObjectId(id) || !(await GuestProfileModel.exists({ _id: id }))) {
      throw notFound(MODERATION_MESSAGES.notFound);
    }
  }

  /** A published profile is pushed to the directory; any other state takes it off it. */
  private pushed(doc: ProfileDoc): void {
    if (statusOf(doc) === 'published') {
      this.deps.hub.publish('guest-profiles', 'guest-profile:saved', presentProfile(doc), {
        audience: { segment: SIGNED_IN_SEGMENT },
      });
    } else {
      this.removed(doc._id.toString());
    }
  }

  private removed(id: string): void {
    this.deps.hub.publish(
      'guest-profiles',
      'guest-profile:removed',
      { id },
      { audience: { segment: SIGNED_IN_SEGMENT } },
    );
  }

  private async withdrawAvatar(doc: ProfileDoc | null): Promise<void> {
    const keys = doc ? avatarKeysOf(doc) : undefined;
    if (keys) await this.deps.renditions.withdraw(keys);
  }

  private async removeFiles(keys: string[] | null | undefined): Promise<void> {
    if (!keys?.length) return;
    await this.deps.storage
      .remove(withPrintCopies(keys))
      .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'avatar files not removed'));
  }
}

/** The avatar's files as the pipeline stored them: `[original, thumbnail, large]`. */
function avatarKeysOf(doc: ProfileDoc): MediaKeys | undefined {
  const [originalKey, thumbKey, largeKey] = doc.avatarKeys ?? [];
  return originalKey && thumbKey && largeKey ? { originalKey, thumbKey, largeKey } : undefined;
}
