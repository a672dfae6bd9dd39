import type { z } from 'zod';
import {
  GUESTBOOK_LIST_LIMIT,
  GUESTBOOK_NAME,
  type GuestBookEntry,
  type createGuestBookEntryBodySchema,
} from '../../../protocol/guestbook';
import type { ModerationItem, ModerationStatus } from '../../../protocol/moderation';
import type { Viewer } from '../../lib/auth/viewer';
import { badRequest } from '../../lib/http/errors';
import type { Logger } from '../../lib/logger';
import { storedStatus } from '../../lib/moderation-source';
import type { DomainEvents } from '../../lib/domain-events';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { runOnce } from '../../lib/idempotency/idempotency';
import type { MomentMediaPipeline } from '../moments/media-pipeline';
import { posterName } from '../guests/poster-name';
import { reviewFirst } from '../moderation/policy';
import { namesVideoUpload } from '../gallery/keys';
import { PostFiles } from '../gallery/post-files';
import { presentVideo, presentVideoState } from '../../lib/stored-video';
import { SHOWN_ENTRIES } from './door';
import { GuestBookEntryModel, type GuestBookEntryDocument } from './model';
import type { GuestBookVideos } from './videos';

type NewEntry = z.output<typeof createGuestBookEntryBodySchema>;

export const GUESTBOOK_UPLOADS_OFF = 'Uploading a photo with an entry is not available here.';

/** Only a photo this site's pipeline made is shown; a link stored before uploads never is. */
const shownPhotoUrl = (doc: Pick<GuestBookEntryDocument, 'photoUrl' | 'photo'>) =>
  doc.photo && doc.photoUrl ? doc.photoUrl : undefined;

export function presentGuestBookEntry(doc: GuestBookEntryDocument): GuestBookEntry {
  return {
    id: doc._id.toString(),
    guestName: doc.guestName,
    message: doc.message,
    photoUrl: shownPhotoUrl(doc),
    ...presentVideo(doc, shownPhotoUrl(doc)),
    // Only ever in the answer to its author (an entry being made is in no list).
    ...presentVideoState(doc),
    isApproved: storedStatus(doc) === 'published',
    createdAt: doc.createdAt.toISOString(),
  };
}

/** An entry's moderation status, including entries stored before moderation existed. */
export const statusOf = (doc: Pick<GuestBookEntryDocument, 'status'>): ModerationStatus =>
  storedStatus(doc);

export function presentGuestBookItem(doc: GuestBookEntryDocument): ModerationItem {
  return {
    kind: 'guestbook',
    id: doc._id.toString(),
    authorName: doc.guestName,
    text: doc.message,
    ...(shownPhotoUrl(doc) ? { mediaUrl: shownPhotoUrl(doc) } : {}),
    // A hidden entry's MP4 is not served: the queue shows its poster alone.
    ...(statusOf(doc) === 'hidden' ? {} : presentVideo(doc, shownPhotoUrl(doc))),
    status: statusOf(doc),
    shownOn: ['home'],
    createdAt: doc.createdAt.toISOString(),
  };
}

export class GuestBookService {
  constructor(
    readonly hub: RealtimeHub,
    private readonly events: DomainEvents,
    private readonly logger?: Logger,
    /** The gallery's upload pipeline: an entry's photo is an upload, checked and processed. */
    private readonly media?: MomentMediaPipeline,
    /** An entry's video: made by the videos' job, then published (videos.ts). */
    readonly videos?: GuestBookVideos,
  ) {
    this.files = new PostFiles(media, videos?.files);
  }

  private readonly files: PostFiles;

  /** Approved entries, newest first. */
  async list(): Promise<GuestBookEntry[]> {
    const docs = await GuestBookEntryModel.find(SHOWN_ENTRIES)
      .sort({ createdAt: -1, _id: -1 })
      .limit(GUESTBOOK_LIST_LIMIT)
      .lean<GuestBookEntryDocument[]>();
    return docs.map(presentGuestBookEntry);
  }

  /** Published at once, or kept pending (answered to its author only) when organizers review first. */
  create(entry: NewEntry, viewer: Viewer, idempotencyKey?: string): Promise<GuestBookEntry> {
    return runOnce({ scope: 'guestbook.create', key: idempotencyKey, request: entry }, () =>
      this.createNow(entry, viewer),
    );
  }

  private async createNow(entry: NewEntry, viewer: Viewer): Promise<GuestBookEntry> {
    const { photoUploadURL, ...fields } = entry;
    const pending = await reviewFirst('guestbook');
    const guestName = await posterName(viewer, entry.guestName, GUESTBOOK_NAME.max);
    const insert = async (
      photo?: Partial<GuestBookEntryDocument>,
    ): Promise<GuestBookEntryDocument> =>
      (
        await GuestBookEntryModel.create({
          ...fields,
          guestName,
          status: pending ? 'pending' : 'published',
          ...photo,
        })
      ).toObject() as GuestBookEntryDocument;
    // A video: stored as being made, answered to its author alone; published once made.
    if (photoUploadURL && namesVideoUpload(photoUploadURL) && this.videos)
      return presentGuestBookEntry(await this.videos.create(photoUploadURL, viewer, insert));
    let stored: GuestBookEntryDocument;
    if (!photoUploadURL) stored = await insert();
    else if (!this.media) throw badRequest(GUESTBOOK_UPLOADS_OFF);
    else {
      stored = await this.media.accept(photoUploadURL, viewer, (made) =>
        insert({
          photoUrl: made.url,
          photo: {
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
    await this.announce(stored);
    return presentGuestBookEntry(stored);
  }

  /** A new entry (or one whose video was just made): on every screen unless reviewed first. */
  async announce(stored: GuestBookEntryDocument): Promise<void> {
    if (statusOf(stored) === 'published')
      this.hub.publish('guestbook', 'guestbook:entry-added', presentGuestBookEntry(stored));
    await this.events.emit('moderation.posted', { item: presentGuestBookItem(stored) });
  }

  /** A hidden entry's photo (and video) stops being served at once (its private original stays). */
  withdrawPhoto(doc: GuestBookEntryDocument): Promise<void> {
    return this.files.withdraw(doc);
  }

  /** An entry approved again is served again: the renditions made anew from the original. */
  restorePhoto(doc: GuestBookEntryDocument): Promise<void> {
    return this.files.restore(doc);
  }

  /** An entry deleted for good takes its files with it (a video not made yet: its upload). */
  async removePhotoFiles(doc: GuestBookEntryDocument): Promise<void> {
    try {
      await this.files.remove(doc);
    } catch (error) {
      // The entry is gone from every screen; a file left behind is only disk space.
      this.logger?.warn({ err: error, id: doc._id.toString() }, 'guest book files left in storage');
    }
  }
}
