import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Types, type FilterQuery } from 'mongoose';
import {
  MOMENTS_LIST_LIMIT,
  type CreatedMoment,
  type Moment,
  type MomentLiked,
  type MomentStats,
  type MomentType,
  type ValidMomentBody,
} from '../../../protocol/moments';
import type { Viewer } from '../../lib/auth/viewer';
import { badRequest, forbidden, isDuplicateKey, notFound } from '../../lib/http/errors';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { MomentLikeModel, MomentModel, type MomentDocument } from './model';
import { presentMoment } from './present';
import { KeyedSerialQueue } from '../../lib/keyed-serial-queue';
import { StatsPublisher, readStats } from './stats';

export const NEED_DEVICE_MESSAGE = 'A device id (X-Device-Id header) is required to like a moment.';
export const NOT_FOUND_MESSAGE = 'This moment does not exist (it may have been deleted).';
export const DELETE_FORBIDDEN_MESSAGE =
  'Only the guest who shared this moment or an organizer can delete it.';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Who sees a private moment: organizers, and the device that shared it (recognised by the hash of
 * its device id, which the browser sends with every request). Everyone else never learns it exists:
 * it is missing from their lists and stats, never pushed to them, and a like or delete of it
 * answers 404 as for a moment that does not exist.
 */
function visibleTo(viewer: Viewer): FilterQuery<MomentDocument> {
  if (viewer.organizer) return {};
  if (!viewer.deviceId) return { isPublic: true };
  return { $or: [{ isPublic: true }, { authorDeviceHash: sha256(viewer.deviceId) }] };
}

type VisibilityFields = Pick<MomentDocument, 'isPublic' | 'authorDeviceHash'>;

function canSee(moment: VisibilityFields, viewer: Viewer): boolean {
  if (moment.isPublic || viewer.organizer) return true;
  return (
    !!viewer.deviceId &&
    !!moment.authorDeviceHash &&
    moment.authorDeviceHash === sha256(viewer.deviceId)
  );
}

function tokenMatches(token: string | undefined, storedHash: string | undefined | null): boolean {
  if (!token || !storedHash) return false;
  const given = Buffer.from(sha256(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Private moments travel only to organizers; the author's own page has it from its answers. */
const audienceOf = (moment: { isPublic: boolean }) => (moment.isPublic ? 'everyone' : 'organizers');

export class MomentsService {
  private readonly likeQueue = new KeyedSerialQueue();
  readonly stats: StatsPublisher;

  constructor(
    private readonly hub: RealtimeHub,
    logger: Logger,
  ) {
    this.stats = new StatsPublisher(hub, logger);
  }

  async list(viewer: Viewer): Promise<Moment[]> {
    const docs = await MomentModel.find(visibleTo(viewer))
      .sort({ createdAt: -1, _id: -1 })
      .limit(MOMENTS_LIST_LIMIT)
      .lean<MomentDocument[]>();
    return docs.map((doc) => presentMoment(doc, { includeEmail: viewer.organizer }));
  }

  /** Guests' figures count public moments only; organizers' count every moment. */
  async statsFor(viewer: Viewer): Promise<MomentStats> {
    const { guests, organizers } = await readStats();
    return viewer.organizer ? organizers : guests;
  }

  async create(body: ValidMomentBody, viewer: Viewer): Promise<CreatedMoment> {
    const authorToken = randomBytes(32).toString('base64url');
    const created = await MomentModel.create({
      ...body,
      likes: 0,
      authorTokenHash: sha256(authorToken),
      authorDeviceHash: viewer.deviceId ? sha256(viewer.deviceId) : undefined,
    });
    const doc = created.toObject() as MomentDocument;
    this.hub.publish('moments', 'moment:created', presentMoment(doc), {
      audience: audienceOf(doc),
    });
    await this.stats.record({
      kind: 'created',
      isPublic: doc.isPublic,
      momentType: doc.momentType as MomentType,
      createdAt: doc.createdAt,
    });
    return { ...presentMoment(doc, { includeEmail: true }), authorToken };
  }

  async like(id: string, viewer: Viewer): Promise<MomentLiked> {
    const deviceId = viewer.deviceId;
    if (!deviceId) throw badRequest(NEED_DEVICE_MESSAGE);
    const moment = await MomentModel.findById(id)
      .select({ isPublic: 1, authorDeviceHash: 1 })
      .lean<VisibilityFields>();
    if (!moment || !canSee(moment, viewer)) throw notFound(NOT_FOUND_MESSAGE);

    return this.likeQueue.run(id, async () => {
      try {
        await MomentLikeModel.create({ momentId: id, deviceId });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // This device already liked it: nothing changes, the answer is the current count.
        const current = await MomentModel.findById(id)
          .select({ likes: 1 })
          .lean<{ likes: number }>();
        if (!current) throw notFound(NOT_FOUND_MESSAGE);
        return { id, likes: current.likes };
      }
      // updateOne then a read, not findOneAndUpdate: FerretDB 1.x refuses projections there, and
      // mongoose always projects away the hidden hash fields.
      const { matchedCount } = await MomentModel.updateOne({ _id: id }, { $inc: { likes: 1 } });
      const updated =
        matchedCount > 0
          ? await MomentModel.findById(id)
              .select({ likes: 1, isPublic: 1 })
              .lean<{ likes: number; isPublic: boolean }>()
          : null;
      if (!updated) {
        // Deleted between the check and the increment: leave no orphan like behind.
        await MomentLikeModel.deleteOne({ momentId: id, deviceId });
        throw notFound(NOT_FOUND_MESSAGE);
      }
      const liked = { id, likes: updated.likes };
      this.hub.publish('moments', 'moment:liked', liked, { audience: audienceOf(updated) });
      await this.stats.record({ kind: 'liked', isPublic: updated.isPublic });
      return liked;
    });
  }

  /** The author's device (holding the token) or an organizer may delete; anyone else gets 403. */
  async remove(
    id: string,
    viewer: Viewer,
    authorToken: string | undefined,
  ): Promise<{ id: string }> {
    const moment = await MomentModel.findById(id)
      .select({ isPublic: 1, authorDeviceHash: 1, authorTokenHash: 1 })
      .lean<VisibilityFields & { authorTokenHash?: string | null }>();
    if (!moment) throw notFound(NOT_FOUND_MESSAGE);
    const allowed = viewer.organizer || tokenMatches(authorToken, moment.authorTokenHash);
    if (!allowed)
      throw canSee(moment, viewer)
        ? forbidden(DELETE_FORBIDDEN_MESSAGE)
        : notFound(NOT_FOUND_MESSAGE);

    // The document as it was deleted: its like count then is what leaves the totals.
    const deleted = await MomentModel.collection.findOneAndDelete({ _id: new Types.ObjectId(id) });
    if (!deleted) throw notFound(NOT_FOUND_MESSAGE);
    this.hub.publish('moments', 'moment:deleted', { id }, { audience: audienceOf(moment) });
    await MomentLikeModel.deleteMany({ momentId: id });
    await this.stats.record({
      kind: 'deleted',
      isPublic: deleted.isPublic as boolean,
      momentType: deleted.momentType as MomentType,
      createdAt: deleted.createdAt as Date,
      likes: (deleted.likes as number | undefined) ?? 0,
    });
    return { id };
  }
}
