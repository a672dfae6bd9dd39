import type { z } from 'zod';
import {
  GUESTBOOK_LIST_LIMIT,
  GUESTBOOK_NAME,
  type GuestBookEntry,
  type createGuestBookEntryBodySchema,
} from '../../../protocol/guestbook';
import type { ModerationItem, ModerationStatus } from '../../../protocol/moderation';
import type { Viewer } from '../../lib/auth/viewer';
import type { DomainEvents } from '../../lib/domain-events';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { runOnce } from '../../lib/idempotency/idempotency';
import { posterName } from '../guests/poster-name';
import { reviewFirst } from '../moderation/policy';
import { GuestBookEntryModel, type GuestBookEntryDocument } from './model';

type NewEntry = z.output<typeof createGuestBookEntryBodySchema>;

export function presentGuestBookEntry(doc: GuestBookEntryDocument): GuestBookEntry {
  return {
    id: doc._id.toString(),
    guestName: doc.guestName,
    message: doc.message,
    photoUrl: doc.photoUrl ?? undefined,
    isApproved: doc.isApproved ?? true,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** An entry's moderation status, including entries stored before moderation existed. */
export function statusOf(
  doc: Pick<GuestBookEntryDocument, 'isApproved' | 'status'>,
): ModerationStatus {
  if (doc.isApproved ?? true) return 'published';
  return doc.status === 'hidden' ? 'hidden' : 'pending';
}

export function presentGuestBookItem(doc: GuestBookEntryDocument): ModerationItem {
  return {
    kind: 'guestbook',
    id: doc._id.toString(),
    authorName: doc.guestName,
    text: doc.message,
    ...(doc.photoUrl ? { mediaUrl: doc.photoUrl } : {}),
    status: statusOf(doc),
    shownOn: ['home'],
    createdAt: doc.createdAt.toISOString(),
  };
}

export class GuestBookService {
  constructor(
    readonly hub: RealtimeHub,
    private readonly events: DomainEvents,
  ) {}

  /** Approved entries, newest first. */
  async list(): Promise<GuestBookEntry[]> {
    const docs = await GuestBookEntryModel.find({ isApproved: true })
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
    const pending = await reviewFirst('guestbook');
    const doc = await GuestBookEntryModel.create({
      ...entry,
      guestName: await posterName(viewer, entry.guestName, GUESTBOOK_NAME.max),
      isApproved: !pending,
      status: pending ? 'pending' : 'published',
    });
    const stored = doc.toObject() as GuestBookEntryDocument;
    const created = presentGuestBookEntry(stored);
    if (!pending) this.hub.publish('guestbook', 'guestbook:entry-added', created);
    await this.events.emit('moderation.posted', { item: presentGuestBookItem(stored) });
    return created;
  }
}
