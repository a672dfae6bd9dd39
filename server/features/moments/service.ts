import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import {
  MOMENT_GUEST_NAME_MAX,
  MOMENTS_LIST_LIMIT,
  type CreatedMoment,
  type Moment,
  type MomentLiked,
  type MomentStats,
  type MomentType,
  type ValidMomentBody,
} from '../../../protocol/moments';
import type { ModerationActor } from '../../../protocol/moderation';
import type { Viewer } from '../../lib/auth/viewer';
import { badRequest, forbidden, notFound } from '../../lib/http/errors';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub } from '../../lib/realtime/hub';
import type { DomainEvents } from '../../lib/domain-events';
import { posterName } from '../guests/poster-name';
import { reviewFirst } from '../moderation/policy';
import { MomentLikeModel, MomentModel, isUnready, isWithheld, type MomentDocument } from './model';
import type { VideoMoments } from './video-moments';
import { storeLike } from './likes';
import { presentModerationItem } from './moderation-item';
import type { MomentMediaPipeline } from './media-pipeline';
import { presentMoment } from './present';
import { KeyedSerialQueue } from '../../lib/keyed-serial-queue';
import { runOnce } from '../../lib/idempotency/idempotency';
import { readStats } from './stats';
import { StatsPublisher } from './stats-publisher';
import {
  audienceOf,
  authorTokenFromKey,
  canSee,
  sha256,
  tokenMatches,
  visibleTo,
  type VisibilityFields,
} from './visibility';

export const NEED_DEVICE_MESSAGE = 'A device id (X-Device-Id header) is required to like a moment.';
export const NOT_FOUND_MESSAGE = 'This moment does not exist (it may have been deleted).';
export const UPLOADS_OFF_MESSAGE = 'Uploading a file with a moment is not available here.';
export const DELETE_FORBIDDEN_MESSAGE =
  'Only the guest who shared this moment or an organizer can delete it.';

type MomentFields = Omit<ValidMomentBody, 'mediaUploadURL' | 'mediaUrl'> & {
  mediaUrl?: string;
  media?: MomentDocument['media'];
};

export class MomentsService {
  private readonly likeQueue = new KeyedSerialQueue();
  readonly stats: StatsPublisher;
  /** Video moments (video-moments.ts), set by the feature when it has the job runner. */
  videos?: VideoMoments;

  constructor(
    readonly hub: RealtimeHub,
    private readonly logger: Logger,
    private readonly events: DomainEvents,
    readonly media?: MomentMediaPipeline,
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

  /**
   * Guests' figures count public moments only; organizers' count private ones too. Neither counts
   * moments withheld by moderation (pending, hidden).
   */
  async statsFor(viewer: Viewer): Promise<MomentStats> {
    const { guests, organizers } = await readStats();
    return viewer.organizer ? organizers : guests;
  }

  /**
   * Stores and announces a moment once per idempotency key. The author token of a keyed moment is
   * derived from the key (which only the author's device knows; the server keeps its hash), so a
   * replay hands back the same token without it ever being stored.
   */
  async create(
    body: ValidMomentBody,
    viewer: Viewer,
    idempotencyKey?: string,
  ): Promise<CreatedMoment> {
    if (idempotencyKey === undefined) {
      return this.createNow(body, viewer, randomBytes(32).toString('base64url'));
    }
    const authorToken = authorTokenFromKey(idempotencyKey);
    // The kept answer leaves the token out; it is added back to the first answer and to replays.
    const created = await runOnce(
      { scope: 'moments.create', key: idempotencyKey, request: body },
      async (): Promise<Omit<CreatedMoment, 'authorToken'>> => {
        const { authorToken: _token, ...answer } = await this.createNow(body, viewer, authorToken);
        return answer;
      },
    );
    return { ...created, authorToken };
  }

  /**
   * A moment with an uploaded photo or GIF goes through the photo pipeline first (checked,
   * upright, metadata stripped, renditions stored); it is announced once it is recorded.
   */
  private async createNow(
    body: ValidMomentBody,
    viewer: Viewer,
    authorToken: string,
  ): Promise<CreatedMoment> {
    const { mediaUploadURL, ...typed } = body;
    const fields = {
      ...typed,
      guestName: await posterName(viewer, typed.guestName, MOMENT_GUEST_NAME_MAX),
    };
    if (!mediaUploadURL) return this.announce(await this.insert(fields, viewer, authorToken));
    if (fields.momentType === 'video') {
      // Made in the background: shown (and announced) once its film exists.
      if (!this.videos) throw badRequest(UPLOADS_OFF_MESSAGE);
      return this.videos.create(fields, mediaUploadURL, viewer, authorToken);
    }
    if (!this.media) throw badRequest(UPLOADS_OFF_MESSAGE);
    const inserted = await this.media.accept(mediaUploadURL, viewer, (stored) =>
      this.insert(
        {
          ...fields,
          mediaUrl: stored.url,
          media: {
            thumbUrl: stored.thumbUrl,
            width: stored.width,
            height: stored.height,
            animated: stored.animated,
            originalKey: stored.originalKey,
            thumbKey: stored.thumbKey,
            largeKey: stored.largeKey,
          },
        },
        viewer,
        authorToken,
      ),
    );
    return this.announce(inserted);
  }

  private async insert(fields: MomentFields, viewer: Viewer, authorToken: string) {
    const awaitingReview = await reviewFirst('moments');
    const created = await MomentModel.create({
      ...fields,
      likes: 0,
      status: awaitingReview ? 'pending' : 'published',
      authorTokenHash: sha256(authorToken),
      authorDeviceHash: viewer.deviceId ? sha256(viewer.deviceId) : undefined,
    });
    return { doc: created.toObject() as MomentDocument, authorToken, awaitingReview };
  }

  private async announce({
    doc,
    authorToken,
    awaitingReview,
  }: {
    doc: MomentDocument;
    authorToken: string;
    awaitingReview: boolean;
  }): Promise<CreatedMoment> {
    await this.publishCreated(doc, awaitingReview);
    const created = { ...presentMoment(doc, { includeEmail: true }), authorToken };
    return awaitingReview ? { ...created, awaitingReview } : created;
  }

  /** A moment that now exists: to the queue only when reviewed first, otherwise to every screen. */
  async publishCreated(doc: MomentDocument, awaitingReview: boolean): Promise<void> {
    if (awaitingReview) {
      // Nobody but the organizers' queue hears of it until it is approved.
      await this.events.emit('moderation.posted', { item: presentModerationItem(doc) });
      return;
    }
    this.hub.publish('moments', 'moment:created', presentMoment(doc), {
      audience: audienceOf(doc),
    });
    await this.events.emit('moderation.posted', { item: presentModerationItem(doc) });
    await this.stats.record({
      kind: 'created',
      isPublic: doc.isPublic,
      momentType: doc.momentType as MomentType,
      createdAt: doc.createdAt,
    });
  }

  like(id: string, viewer: Viewer, idempotencyKey?: string): Promise<MomentLiked> {
    return runOnce({ scope: 'moments.like', key: idempotencyKey, request: { id } }, () =>
      this.likeNow(id, viewer),
    );
  }

  private async likeNow(id: string, viewer: Viewer): Promise<MomentLiked> {
    const { deviceId, deviceKey } = viewer;
    if (!deviceId || !deviceKey) throw badRequest(NEED_DEVICE_MESSAGE);
    const moment = await MomentModel.findById(id)
      .select({ isPublic: 1, authorDeviceHash: 1, status: 1, videoState: 1 })
      .lean<VisibilityFields>();
    if (!moment || !canSee(moment, viewer)) throw notFound(NOT_FOUND_MESSAGE);

    return this.likeQueue.run(id, async () => {
      const { liked, shown } = await storeLike(id, deviceId, deviceKey);
      // Hidden meanwhile: the like stays on it (shown again, it keeps it) but reaches no screen.
      if (!shown) return liked;
      this.hub.publish('moments', 'moment:liked', liked, { audience: audienceOf(shown) });
      await this.stats.record({ kind: 'liked', isPublic: shown.isPublic });
      return liked;
    });
  }

  /**
   * The author's device (holding the token) or an organizer may delete; anyone else gets 403.
   * `by`: who is asking, recorded in the moderation log when it is an organizer.
   */
  async remove(
    id: string,
    viewer: Viewer,
    authorToken: string | undefined,
    by?: ModerationActor,
  ): Promise<{ id: string }> {
    const moment = await MomentModel.findById(id)
      .select({ isPublic: 1, authorDeviceHash: 1, authorTokenHash: 1, status: 1, videoState: 1 })
      .lean<VisibilityFields & { authorTokenHash?: string | null }>();
    if (!moment) throw notFound(NOT_FOUND_MESSAGE);
    const allowed = viewer.organizer || tokenMatches(authorToken, moment.authorTokenHash);
    if (!allowed)
      throw canSee(moment, viewer)
        ? forbidden(DELETE_FORBIDDEN_MESSAGE)
        : notFound(NOT_FOUND_MESSAGE);

    const deleted = await this.deleteStored(id);
    if (viewer.organizer && by) {
      await this.events.emit('moderation.acted', {
        action: 'delete',
        item: presentModerationItem(deleted),
        by,
      });
    } else {
      await this.events.emit('moderation.removed', { kind: 'moments', id });
    }
    return { id };
  }

  /**
   * Deletes a moment for good; the screens that showed it drop it. Answers the document as it was
   * deleted: its like count then is what leaves the totals.
   */
  async deleteStored(id: string): Promise<MomentDocument> {
    const deleted = (await MomentModel.collection.findOneAndDelete({
      _id: new Types.ObjectId(id),
    })) as MomentDocument | null;
    if (!deleted) throw notFound(NOT_FOUND_MESSAGE);
    await MomentLikeModel.deleteMany({ momentId: id });
    if (deleted.media) await this.removeMediaFiles(deleted.media);
    // A video still being made: its held upload goes (its job then finds nothing to make).
    if (deleted.videoIncomingKey) await this.videos?.files.release(deleted.videoIncomingKey);
    // A withheld moment (or a video not made) was on no screen and in no figure.
    if (isWithheld(deleted.status) || isUnready(deleted.videoState)) return deleted;
    this.hub.publish('moments', 'moment:deleted', { id }, { audience: audienceOf(deleted) });
    await this.stats.record({
      kind: 'deleted',
      isPublic: deleted.isPublic,
      momentType: deleted.momentType as MomentType,
      createdAt: deleted.createdAt,
      likes: deleted.likes ?? 0,
    });
    return deleted;
  }

  private async removeMediaFiles(media: NonNullable<MomentDocument['media']>): Promise<void> {
    try {
      const keys = [media.originalKey, media.thumbKey, media.largeKey];
      if (media.videoKey) await this.videos?.files.removeFiles([...keys, media.videoKey]);
      else await this.media?.removeFiles(keys);
    } catch (error) {
      // The moment is gone from every screen; a file left behind is only disk space.
      this.logger.warn({ err: error, key: media.largeKey }, 'moment media left in storage');
    }
  }
}
