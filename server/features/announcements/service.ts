import { isValidObjectId } from 'mongoose';
import {
  ANNOUNCEMENT_MESSAGES,
  type Announcement,
  type AnnouncementReach,
  type PublicAnnouncement,
  type RecipientType,
  type SmsOutboxEntry,
  type ValidAnnouncementBody,
} from '../../../protocol/announcements';
import { pickVersion } from '../../../protocol/localized';
import { badRequest, conflict, notFound } from '../../lib/http/errors';
import type { JobRunner } from '../../lib/jobs/runner';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { audienceFor, recipientSegments, type AudienceViewer } from './audience';
import { claim, isClaimed, sendKey } from './claims';
import { DEFAULT_LEASE_MS, type DeliveryOptions } from './delivery';
import { DeliveryJobs } from './delivery-job';
import {
  AnnouncementModel,
  SmsOutboxModel,
  type AnnouncementDocument,
  type SmsOutboxDocument,
} from './model';
import {
  channelsOf,
  presentAnnouncement,
  presentOutboxEntry,
  presentPublicAnnouncement,
} from './present';
import { reachOf } from './reach';
import { claimRetry } from './retry';

const EDITABLE_STATUSES = ['draft', 'scheduled'];
const EDITABLE = { $in: EDITABLE_STATUSES };
const CANDIDATES = 10;
const LIVE = { $in: ['sending', 'sent'] };
const LIST_LIMIT = 200;
const GUEST_LIST_LIMIT = 50;

function scheduleOf(body: ValidAnnouncementBody, now = new Date()) {
  if (!body.scheduledFor) return { status: 'draft', scheduledFor: null };
  const due = new Date(body.scheduledFor);
  if (due.getTime() <= now.getTime()) throw badRequest(ANNOUNCEMENT_MESSAGES.scheduleInPast);
  return { status: 'scheduled', scheduledFor: due };
}

function textsOf(body: ValidAnnouncementBody) {
  return {
    title: body.title,
    titleEs: body.titleEs,
    message: body.message,
    messageEs: body.messageEs,
    channels: body.channels,
  };
}

/**
 * Announcements: organizers draft, schedule and send; guests read the sent ones addressed to
 * them. Every change of status is one conditional update, so each happens once however many
 * requests or processes race for it.
 */
export class AnnouncementsService {
  private readonly deliveries: DeliveryJobs;

  constructor(
    private readonly hub: RealtimeHub,
    private readonly delivery: DeliveryOptions & { jobs: JobRunner },
  ) {
    this.deliveries = new DeliveryJobs(delivery.jobs, delivery, this.leaseMs, (sent) =>
      this.saved(sent),
    );
  }

  private get leaseMs() {
    return this.delivery.leaseMs ?? DEFAULT_LEASE_MS;
  }

  async list(): Promise<Announcement[]> {
    const docs = await AnnouncementModel.find()
      .sort({ createdAt: -1, _id: -1 })
      .limit(LIST_LIMIT)
      .lean<AnnouncementDocument[]>();
    return docs.map(presentAnnouncement);
  }

  /** The sent announcements this viewer is a recipient of, newest first. */
  async listFor(viewer: AudienceViewer): Promise<PublicAnnouncement[]> {
    const audience = await audienceFor(viewer);
    const docs = await AnnouncementModel.find({ status: LIVE, recipientType: { $in: audience } })
      .sort({ sentAt: -1, _id: -1 })
      .limit(GUEST_LIST_LIMIT)
      .lean<AnnouncementDocument[]>();
    return docs.map(presentPublicAnnouncement);
  }

  /** Whom an announcement to these recipients would reach now (see reach.ts). */
  async reach(recipientType: RecipientType): Promise<AnnouncementReach> {
    return reachOf(recipientType, {
      hub: this.hub,
      smsConfigured: this.delivery.provider !== null,
      defaultCountry: this.delivery.defaultCountry,
      defaultLanguage: await this.delivery.defaultLanguage().catch(() => 'en' as const),
    });
  }

  async outbox(query: { announcementId?: string } = {}): Promise<SmsOutboxEntry[]> {
    const docs = await SmsOutboxModel.find(
      query.announcementId ? { announcementId: query.announcementId } : {},
    )
      .sort({ createdAt: -1, _id: -1 })
      .limit(500)
      .lean<SmsOutboxDocument[]>();
    return docs.map(presentOutboxEntry);
  }

  async create(body: ValidAnnouncementBody): Promise<Announcement> {
    const created = await AnnouncementModel.create({
      ...textsOf(body),
      recipientType: body.recipientType,
      ...scheduleOf(body),
    });
    return this.saved(created.toObject() as AnnouncementDocument);
  }

  async update(id: string, body: ValidAnnouncementBody): Promise<Announcement> {
    if (await isClaimed(sendKey(id))) throw conflict(ANNOUNCEMENT_MESSAGES.notEditable);
    const updated = await AnnouncementModel.findOneAndUpdate(
      { _id: id, status: EDITABLE },
      {
        $set: {
          ...textsOf(body),
          recipientType: body.recipientType,
          ...scheduleOf(body),
        },
      },
      { new: true },
    ).lean<AnnouncementDocument>();
    if (!updated) throw await this.whyNot(id, ANNOUNCEMENT_MESSAGES.notEditable);
    return this.saved(updated);
  }

  async remove(id: string): Promise<{ id: string }> {
    if (await isClaimed(sendKey(id))) throw conflict(ANNOUNCEMENT_MESSAGES.notEditable);
    const deleted = await AnnouncementModel.findOneAndDelete({ _id: id, status: EDITABLE }).lean();
    if (!deleted) throw await this.whyNot(id, ANNOUNCEMENT_MESSAGES.notEditable);
    this.hub.publish('announcements', 'announcement:deleted', { id });
    return { id };
  }

  /**
   * Sends a draft (or a scheduled one) now. Only the request that claims the send goes on: of two
   * sends at once (a double click, two organizers), one wins and the other gets 409.
   */
  async send(id: string): Promise<Announcement> {
    // The claim comes first: it is the one write that decides, and it keeps the path to the
    // guests' screens at two round trips.
    if (!(await claim(sendKey(id)))) throw await this.whyNot(id, ANNOUNCEMENT_MESSAGES.alreadySent);
    const now = new Date();
    const claimed = await AnnouncementModel.findOneAndUpdate(
      { _id: id, status: EDITABLE },
      {
        $set: {
          status: 'sending',
          sentAt: now,
          leaseUntil: new Date(now.getTime() + this.leaseMs),
        },
      },
      { new: true },
    ).lean<AnnouncementDocument>();
    // Missing, or sent before claims existed.
    if (!claimed) throw await this.whyNot(id, ANNOUNCEMENT_MESSAGES.alreadySent);
    return this.goLiveAndDeliver(claimed);
  }

  /**
   * Sends the failed text messages of a sent announcement again, through the same delivery (its
   * limits, retries and provider calls). Idempotent: with nothing failed, or a retry already
   * running, it answers the announcement as it stands and sends nothing.
   */
  async retryFailed(id: string): Promise<Announcement> {
    const current = await AnnouncementModel.findById(id).lean<AnnouncementDocument>();
    if (!current) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
    if (EDITABLE_STATUSES.includes(current.status))
      throw conflict(ANNOUNCEMENT_MESSAGES.notSentYet);
    if (!this.delivery.provider) throw conflict(ANNOUNCEMENT_MESSAGES.noProvider);
    if (current.status !== 'sent') return presentAnnouncement(current);
    const retry = await claimRetry(current, this.leaseMs);
    if (!retry) {
      const now = await AnnouncementModel.findById(id).lean<AnnouncementDocument>();
      return presentAnnouncement(now ?? current);
    }
    // Organizers see it sending again at once; its outbox follows as the provider answers.
    this.hub.publish('announcements', 'announcement:saved', presentAnnouncement(retry.claimed));
    return (await this.deliveries.deliverNow(retry.claimed, retry.recipients)).announcement;
  }

  private markSending(id: string, now: Date) {
    return AnnouncementModel.findOneAndUpdate(
      { _id: id },
      {
        $set: {
          status: 'sending',
          sentAt: now,
          leaseUntil: new Date(now.getTime() + this.leaseMs),
        },
      },
      { new: true },
    ).lean<AnnouncementDocument>();
  }

  /** Claims one scheduled announcement that is due, or null when none is left to claim. */
  async claimDue(now = new Date()): Promise<AnnouncementDocument | null> {
    const due = await AnnouncementModel.find({ status: 'scheduled', scheduledFor: { $lte: now } })
      .select({ _id: 1 })
      .sort({ scheduledFor: 1 })
      .limit(CANDIDATES)
      .lean<{ _id: AnnouncementDocument['_id'] }[]>();
    for (const { _id } of due) {
      const id = _id.toString();
      if (await claim(sendKey(id))) return this.markSending(id, now);
    }
    return null;
  }

  /**
   * Hands the job runner every delivery left `sending` without a job: one an older version was
   * sending when it stopped (its `leaseUntil` lapsed). The job's key is the announcement, so a
   * delivery that has its job already (in any process) gets no second one. Each one found is
   * resumed here, the caller waiting; answers how many were.
   */
  async resumeStalled(now = new Date()): Promise<number> {
    const stalled = await AnnouncementModel.find({ status: 'sending', leaseUntil: { $lt: now } })
      .sort({ leaseUntil: 1 })
      .limit(CANDIDATES)
      .lean<AnnouncementDocument[]>();
    let resumed = 0;
    for (const doc of stalled) {
      // Its e-mail went out when it was first sent; only the text messages are left.
      if (!(await this.deliveries.deliverNow(doc)).ran) continue;
      this.delivery.logger.warn(
        { announcementId: doc._id.toString() },
        'resumed an interrupted announcement',
      );
      resumed += 1;
    }
    return resumed;
  }

  /** Tells every recipient's screen at once, then sends the text messages. */
  async goLiveAndDeliver(claimed: AnnouncementDocument): Promise<Announcement> {
    // Without the banner it still lists on the home page; only the live banner is left out.
    if (channelsOf(claimed).includes('banner'))
      this.hub.publish('notices', 'announcement:sent', presentPublicAnnouncement(claimed), {
        audience: { segment: await recipientSegments(claimed.recipientType as RecipientType) },
      });
    this.hub.publish('announcements', 'announcement:saved', presentAnnouncement(claimed));
    return this.resume(claimed);
  }

  /** Sends a claimed announcement's text messages (the guests were told when it was claimed). */
  async resume(claimed: AnnouncementDocument): Promise<Announcement> {
    // Not awaited: other channels (e-mail) go out beside the text messages, not before them.
    void this.mailInDefaultLanguage(claimed);
    return (await this.deliveries.deliverNow(claimed)).announcement;
  }

  /** E-mail has one text for all subscribers: the wedding's default language, else the other. */
  private async mailInDefaultLanguage(claimed: AnnouncementDocument): Promise<void> {
    if (!this.delivery.events) return;
    const language = await this.delivery.defaultLanguage().catch(() => 'en' as const);
    await this.delivery.events.emit('announcement.sent', {
      announcementId: claimed._id.toString(),
      title: pickVersion(claimed.title, claimed.titleEs, language).text,
      message: pickVersion(claimed.message, claimed.messageEs, language).text,
      recipientType: claimed.recipientType,
      texts: {
        title: claimed.title,
        titleEs: claimed.titleEs,
        message: claimed.message,
        messageEs: claimed.messageEs,
      },
      channels: channelsOf(claimed),
    });
  }

  private saved(doc: AnnouncementDocument): Announcement {
    const announcement = presentAnnouncement(doc);
    this.hub.publish('announcements', 'announcement:saved', announcement);
    return announcement;
  }

  /** 404 for an id that does not exist, otherwise 409 with the reason. */
  private async whyNot(id: string, conflictMessage: string) {
    const exists = isValidObjectId(id) && (await AnnouncementModel.exists({ _id: id }));
    return exists ? conflict(conflictMessage) : notFound(ANNOUNCEMENT_MESSAGES.notFound);
  }
}
