import type { FilterQuery } from 'mongoose';
import {
  MODERATION_MESSAGES,
  type ModerationItem,
  type ModerationStatus,
} from '../../../protocol/moderation';
import type { MomentType } from '../../../protocol/moments';
import { conflict, notFound } from '../../lib/http/errors';
import type { ModerationSource } from '../../lib/moderation-source';
import { MomentModel, shownMoments, type MomentDocument } from './model';
import { presentModerationItem } from './moderation-item';
import { presentMoment } from './present';
import type { MomentsService } from './service';
import { audienceOf } from './visibility';

/** A video moment reaches the queue once its film is made (never while processing or failed). */
function filterFor(status: ModerationStatus | undefined): FilterQuery<MomentDocument> {
  if (status === 'published') return shownMoments;
  const made = { videoState: shownMoments.videoState };
  return status ? { ...made, status } : made;
}

/**
 * Moments in the moderation queue. Each action is one conditional update whose filter re-checks
 * the state, so of two organizers acting at once exactly one changes it (and pushes); the other
 * gets a 409.
 */
export class MomentsModeration implements ModerationSource {
  readonly kind = 'moments' as const;

  constructor(private readonly moments: MomentsService) {}

  async list({ status, limit }: { status?: ModerationStatus; limit: number }) {
    const docs = await MomentModel.find(filterFor(status))
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .lean<MomentDocument[]>();
    return docs.map(presentModerationItem);
  }

  async approve(id: string): Promise<ModerationItem> {
    // Files first, then the status: a moment is never shown with its media missing. Nobody can
    // hide it meanwhile (it is hidden already).
    const before = await this.read(id);
    if (before.status === 'hidden' && before.media) {
      await this.moments.media?.restore(before.media);
      if (before.media.videoKey) await this.moments.videos?.files.restore(before.media.videoKey);
    }
    const { modifiedCount } = await MomentModel.updateOne(
      { _id: id, status: { $in: ['pending', 'hidden'] } },
      { $set: { status: 'published' } },
    );
    const doc = await this.read(id);
    if (modifiedCount === 0) throw conflict(MODERATION_MESSAGES.alreadyPublished);
    this.moments.hub.publish('moments', 'moment:created', presentMoment(doc), {
      audience: audienceOf(doc),
    });
    await this.moments.stats.record({
      kind: 'created',
      isPublic: doc.isPublic,
      momentType: doc.momentType as MomentType,
      createdAt: doc.createdAt,
      likes: doc.likes,
    });
    return presentModerationItem(doc);
  }

  async hide(id: string): Promise<ModerationItem> {
    // Two conditional updates, not one, so we know whether it was on screens (published: the
    // usual case on the day, tried first) or only in the queue.
    const fromPublished = await MomentModel.updateOne(
      { _id: id, ...shownMoments },
      { $set: { status: 'hidden' } },
    );
    const fromPending =
      fromPublished.modifiedCount > 0
        ? { modifiedCount: 0 }
        : await MomentModel.updateOne(
            { _id: id, status: 'pending' },
            { $set: { status: 'hidden' } },
          );
    const doc = await this.read(id);
    // Hidden means unreachable: its files stop being served too (again, on a retried hide).
    if (doc.media) await this.moments.media?.withdraw(doc.media);
    if (doc.media?.videoKey) await this.moments.videos?.files.withdraw(doc.media.videoKey);
    if (fromPending.modifiedCount === 0 && fromPublished.modifiedCount === 0)
      throw conflict(MODERATION_MESSAGES.alreadyHidden);
    if (fromPublished.modifiedCount > 0) {
      this.moments.hub.publish('moments', 'moment:deleted', { id }, { audience: audienceOf(doc) });
      await this.moments.stats.record({
        kind: 'deleted',
        isPublic: doc.isPublic,
        momentType: doc.momentType as MomentType,
        createdAt: doc.createdAt,
        likes: doc.likes,
      });
    }
    return presentModerationItem(doc);
  }

  async remove(id: string): Promise<ModerationItem> {
    return presentModerationItem(await this.moments.deleteStored(id));
  }

  private async read(id: string): Promise<MomentDocument> {
    const doc = await MomentModel.findById(id).lean<MomentDocument>();
    if (!doc) throw notFound(MODERATION_MESSAGES.notFound);
    return doc;
  }
}
