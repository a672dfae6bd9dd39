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
import { SHOWN_ENTRIES } from './door';
import { GuestBookEntryModel, type GuestBookEntryDocument } from './model';

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
  ) {}

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
    const insert = async (photo?: Pick<GuestBookEntryDocument, 'photoUrl' | 'photo'>) =>
      (
        await GuestBookEntryModel.create({
          ...fields,
          ...photo,
          guestName,
          status: pending ? 'pending' : 'published',
        })
      ).toObject() as GuestBookEntryDocument;
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
    const created = presentGuestBookEntry(stored);
    if (!pending) this.hub.publish('guestbook', 'guestbook:entry-added', created);
    await this.events.emit('moderation.posted', { item: presentGuestBookItem(stored) });
    return created;
  }

  /** A hidden entry's photo stops being served at once (its private original stays). */
  async withdrawPhoto(doc: Pick<GuestBookEntryDocument, 'photo'>): Promise<void> {
    if (doc.photo) await this.media?.withdraw(doc.photo);
  }

  /** An entry approved again is served again: the renditions made anew from the original. */
  async restorePhoto(doc: Pick<GuestBookEntryDocument, 'photo'>): Promise<void> {
    if (doc.photo) await this.media?.restore(doc.photo);
  }

  /** An entry deleted for good takes its photo's files with it. */
  async removePhotoFiles(doc: Pick<GuestBookEntryDocument, 'photo'>): Promise<void> {
    if (!doc.photo) return;
    const { originalKey, thumbKey, largeKey } = doc.photo;
    try {
      await this.media?.removeFiles([originalKey, thumbKey, largeKey]);
    } catch (error) {
      // The entry is gone from every screen; a file left behind is only disk space.
      this.logger?.warn({ err: error, key: largeKey }, 'guest book photo left in storage');
    }
  }
}
