import { Types, type FilterQuery } from 'mongoose';
import type { ModerationActor, ModerationStatus } from '../../../protocol/moderation';
import {
  PARTICIPATION_MESSAGES,
  PARTICIPATION_NAME_MAX,
  PARTICIPATIONS_LIST_LIMIT,
  REACTION_EMOJI,
  TIMELINE_EVENT_MESSAGES,
  type ModeratedParticipation,
  type ParticipationBody,
  type TimelineParticipation,
} from '../../../protocol/timeline';
import type { Viewer } from '../../lib/auth/viewer';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http/errors';
import { statusFilter } from '../../lib/moderation-source';
import type { DomainEvents } from '../../lib/domain-events';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { runOnce } from '../../lib/idempotency/idempotency';
import type { MomentMediaPipeline } from '../moments/media-pipeline';
import { posterName } from '../guests/poster-name';
import { reviewFirst } from '../moderation/policy';
import {
  TimelineEventModel,
  TimelineParticipationModel,
  type TimelineParticipationDocument,
} from './model';
import { timelineGalleryPhoto } from './gallery-photos';
import { photoProblem, refusal, type EventRules } from './participation-rules';
import { SHOWN_PARTICIPATIONS } from './visibility';
import type { TimelineVideos } from './videos';
import { namesVideoUpload } from '../gallery/keys';
import { PostFiles } from '../gallery/post-files';
import { MADE } from '../../lib/stored-video';
import type { GalleryPushes } from '../gallery/door';
import { presentModerated, presentModerationItem, presentParticipation, statusOf } from './present';

/** What guests may see: approved and not taken down. */
const visibleToGuests = SHOWN_PARTICIPATIONS;

/** Reactions need no review (their text is fixed); messages and photos go to the queue. */
const reviewable = { participationType: { $in: ['message', 'photo'] } } as const;

const byStatus: Record<ModerationStatus, FilterQuery<TimelineParticipationDocument>> = {
  pending: statusFilter('pending'),
  published: visibleToGuests,
  hidden: statusFilter('hidden'),
};

/** Guests' messages and reactions, and the organizers' moderation of them. */
export class TimelineParticipationsService {
  constructor(
    private readonly hub: RealtimeHub,
    /** Tells the moderation queue of new messages (its organizer topic); absent in the source. */
    private readonly events?: DomainEvents,
    /** The gallery's upload pipeline: a photo participation's picture is an upload of this site. */
    private readonly media?: MomentMediaPipeline,
    /** The gallery's screens, for a photo message (held back there until the reveal). */
    private readonly gallery?: GalleryPushes,
    /** A photo message's video: made by the videos' job, then announced (videos.ts). */
    readonly videos?: TimelineVideos,
  ) {
    this.files = new PostFiles(media, videos?.files);
  }

  private readonly files: PostFiles;

  async listForGuests(): Promise<TimelineParticipation[]> {
    const docs = await TimelineParticipationModel.find(visibleToGuests)
      .sort({ createdAt: -1, _id: -1 })
      .limit(PARTICIPATIONS_LIST_LIMIT)
      .lean<TimelineParticipationDocument[]>();
    return docs.map(presentParticipation);
  }

  async listForOrganizers(
    status?: ModerationStatus,
    limit = 500,
  ): Promise<TimelineParticipationDocument[]> {
    const filter = { ...reviewable, ...MADE, ...(status ? byStatus[status] : {}) };
    return TimelineParticipationModel.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .lean<TimelineParticipationDocument[]>();
  }

  /** A guest's message or reaction, stored and announced once per idempotency key. */
  participate(
    eventId: string,
    body: ParticipationBody,
    viewer: Viewer,
    idempotencyKey?: string,
  ): Promise<TimelineParticipation> {
    return runOnce(
      { scope: 'timeline.participate', key: idempotencyKey, request: { eventId, body } },
      () => this.participateNow(eventId, body, viewer),
    );
  }

  private async participateNow(
    eventId: string,
    body: ParticipationBody,
    viewer: Viewer,
  ): Promise<TimelineParticipation> {
    const event = await TimelineEventModel.findById(eventId)
      .select({ isInteractive: 1, allowGuestMessages: 1, allowPhotoUploads: 1 })
      .lean<EventRules>();
    if (!event) throw notFound(PARTICIPATION_MESSAGES.eventNotFound);
    const refused = refusal(event, body);
    if (refused) throw forbidden(refused);
    const badPhoto = photoProblem(body);
    if (badPhoto) throw badRequest(badPhoto);

    const isReaction = body.participationType === 'reaction' && body.reactionType;
    const fields = {
      timelineEventId: eventId,
      guestId: viewer.guestId ?? null,
      guestName: await posterName(viewer, body.guestName, PARTICIPATION_NAME_MAX),
      guestEmail: body.guestEmail,
      participationType: body.participationType,
      // A reaction's text is always the spec's 'Reacted with' and its emoji, whatever was sent.
      content: isReaction ? `Reacted with ${REACTION_EMOJI[body.reactionType!]}` : body.content,
      reactionType: isReaction ? body.reactionType : undefined,
      status: !isReaction && (await reviewFirst('timeline')) ? 'pending' : 'published',
    };
    const insert = async (more: Partial<TimelineParticipationDocument> = {}) =>
      (
        await TimelineParticipationModel.create({ ...fields, ...more })
      ).toObject() as TimelineParticipationDocument;
    let doc: TimelineParticipationDocument;
    if (!body.photoUploadURL) doc = await insert();
    else if (namesVideoUpload(body.photoUploadURL) && this.videos) {
      // A video: stored as being made, answered to its author alone; announced once made.
      const made = await this.videos.create(body.photoUploadURL, viewer, insert);
      return presentParticipation(made);
    } else if (!this.media) throw badRequest(PARTICIPATION_MESSAGES.noPhotos);
    else {
      doc = await this.media.accept(body.photoUploadURL, viewer, (made) =>
        insert({
          photo: {
            url: made.url,
            thumbUrl: made.thumbUrl,
            width: made.width,
            height: made.height,
            originalKey: made.originalKey,
            thumbKey: made.thumbKey,
            largeKey: made.largeKey,
          },
        }),
      );
    }
    await this.announceCreated(doc);
    return presentParticipation(doc);
  }

  /** A new participation (or a video photo just made): shown, and the queue told. */
  async announceCreated(doc: TimelineParticipationDocument): Promise<void> {
    if (statusOf(doc) === 'published') await this.publishShown(doc);
    if (doc.reactionType) return;
    this.hub.publish('timeline', 'timeline:moderated', presentModerated(doc), {
      audience: 'organizers',
    });
    await this.events?.emit('moderation.posted', { item: presentModerationItem(doc) });
  }

  async find(id: string): Promise<TimelineParticipationDocument> {
    const doc = await TimelineParticipationModel.findById(id).lean<TimelineParticipationDocument>();
    if (!doc) throw notFound(PARTICIPATION_MESSAGES.participationNotFound);
    return doc;
  }

  /** A conditional write: only the state it expects changes, so two organizers cannot both win. */
  private async transition(
    id: string,
    expected: FilterQuery<TimelineParticipationDocument>,
    change: { status: ModerationStatus },
  ): Promise<TimelineParticipationDocument> {
    await this.find(id);
    const { modifiedCount } = await TimelineParticipationModel.updateOne(
      { _id: id, ...expected },
      { $set: change },
    );
    if (!modifiedCount) throw conflict(TIMELINE_EVENT_MESSAGES.stateConflict);
    return this.find(id);
  }

  /**
   * Publishes a pending message, or brings back a hidden one: it reaches every guest's screen.
   * `by`: the organizer acting from the timeline's own screen, for the moderation log (the
   * Moderation tab's source leaves it out: that tab logs its own actions).
   */
  async approve(id: string, by?: ModerationActor): Promise<ModeratedParticipation> {
    const before = await this.find(id);
    // A hidden photo is served again before anyone is told it is back.
    if (statusOf(before) === 'hidden') await this.files.restore(before);
    const doc = await this.transition(
      id,
      { status: { $in: ['pending', 'hidden'] }, ...MADE },
      { status: 'published' },
    );
    await this.publishShown(doc);
    await this.acted('approve', doc, by);
    return this.announce(doc);
  }

  /** Takes a message down everywhere at once; it stays stored for the organizers. */
  async hide(id: string, by?: ModerationActor): Promise<ModeratedParticipation> {
    const before = await this.find(id);
    const doc = await this.transition(
      id,
      statusOf(before) === 'hidden' ? { _id: null } : statusFilter(statusOf(before)),
      { status: 'hidden' },
    );
    // Hidden means unreachable: its photo's renditions stop being served at once.
    await this.files.withdraw(doc);
    // It was not hidden: guests saw it unless it still waited for review.
    await this.publishRemoved(doc, statusOf(before) === 'published');
    await this.acted('hide', doc, by);
    return this.announce(doc);
  }

  async remove(id: string, by?: ModerationActor): Promise<{ id: string }> {
    await this.removeStored(id, by);
    return { id };
  }

  /**
   * An organizer's delete from the gallery of a photo shared here: answers whether it was one
   * (anything else is not the timeline's to delete from there).
   */
  async removePhoto(id: string, by: ModerationActor): Promise<boolean> {
    if (!Types.ObjectId.isValid(id)) return false;
    const isPhoto = await TimelineParticipationModel.exists({
      _id: id,
      participationType: 'photo',
    });
    if (!isPhoto) return false;
    await this.removeStored(id, by);
    return true;
  }

  /** Deletes for good; answers the message as it was. */
  async removeStored(id: string, by?: ModerationActor): Promise<TimelineParticipationDocument> {
    const doc = await this.find(id);
    const { deletedCount } = await TimelineParticipationModel.deleteOne({ _id: id });
    if (!deletedCount) throw notFound(PARTICIPATION_MESSAGES.participationNotFound);
    // Gone from every screen either way; a file left behind would only be disk space.
    await this.files.remove(doc).catch(() => undefined);
    await this.publishRemoved(doc, statusOf(doc) === 'published');
    await this.acted('delete', doc, by);
    return doc;
  }

  private async acted(
    action: 'approve' | 'hide' | 'delete',
    doc: TimelineParticipationDocument,
    by: ModerationActor | undefined,
  ): Promise<void> {
    if (by)
      await this.events?.emit('moderation.acted', { action, item: presentModerationItem(doc), by });
  }

  /** Shows a published participation on every timeline, and its photo in every gallery. */
  private async publishShown(doc: TimelineParticipationDocument): Promise<void> {
    this.hub.publish('timeline', 'timeline:participation', presentParticipation(doc));
    const galleryPhoto = timelineGalleryPhoto(doc);
    if (galleryPhoto) await this.gallery?.shown(galleryPhoto);
  }

  /**
   * Takes the message off every screen that shows it. One guests never saw (waiting for review, or
   * already hidden) is news to the organizers' screens only: guests are not even told its id.
   */
  private async publishRemoved(
    doc: TimelineParticipationDocument,
    guestsSawIt: boolean,
  ): Promise<void> {
    this.hub.publish(
      'timeline',
      'timeline:participation-removed',
      { id: doc._id.toString(), timelineEventId: doc.timelineEventId.toString() },
      guestsSawIt ? undefined : { audience: 'organizers' },
    );
    // A photo guests saw was in the gallery too (one record: its files go once, above).
    if (guestsSawIt && doc.photo) await this.gallery?.removed(doc._id.toString());
  }

  private announce(doc: TimelineParticipationDocument): ModeratedParticipation {
    const moderated = presentModerated(doc);
    this.hub.publish('timeline', 'timeline:moderated', moderated, { audience: 'organizers' });
    return moderated;
  }
}
