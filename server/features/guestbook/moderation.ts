import type { FilterQuery } from 'mongoose';
import {
  MODERATION_MESSAGES,
  type ModerationItem,
  type ModerationStatus,
} from '../../../protocol/moderation';
import { conflict, notFound } from '../../lib/http/errors';
import { statusFilter, type ModerationSource } from '../../lib/moderation-source';
import { MADE } from '../../lib/stored-video';
import { GuestBookEntryModel, type GuestBookEntryDocument } from './model';
import {
  presentGuestBookEntry,
  presentGuestBookItem,
  statusOf,
  type GuestBookService,
} from './service';

/** The queue's entries in a status; a video entry only once its video is made. */
const filterFor = (status: ModerationStatus | undefined): FilterQuery<GuestBookEntryDocument> => ({
  ...statusFilter(status),
  ...MADE,
});

/**
 * Guest book entries in the moderation queue. Each action is one conditional update re-checking
 * the state: of two organizers acting at once, exactly one changes it and pushes.
 */
export class GuestBookModeration implements ModerationSource {
  readonly kind = 'guestbook' as const;

  constructor(private readonly guestBook: GuestBookService) {}

  async list({ status, limit }: { status?: ModerationStatus; limit: number }) {
    const docs = await GuestBookEntryModel.find(filterFor(status))
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .lean<GuestBookEntryDocument[]>();
    return docs.map(presentGuestBookItem);
  }

  async approve(id: string): Promise<ModerationItem> {
    const before = await this.read(id);
    // Served again before anyone is told it is back.
    if (before.status === 'hidden') await this.guestBook.restorePhoto(before);
    const { modifiedCount } = await GuestBookEntryModel.updateOne(
      { _id: id, status: { $in: ['pending', 'hidden'] }, ...MADE },
      { $set: { status: 'published' } },
    );
    const doc = await this.read(id);
    if (modifiedCount === 0) throw conflict(MODERATION_MESSAGES.alreadyPublished);
    this.guestBook.hub.publish('guestbook', 'guestbook:entry-added', presentGuestBookEntry(doc));
    return presentGuestBookItem(doc);
  }

  async hide(id: string): Promise<ModerationItem> {
    const before = await this.read(id);
    const { modifiedCount } = await GuestBookEntryModel.updateOne(
      // Only from the state read (a hidden entry's filter matches nothing to hide).
      {
        _id: id,
        ...(statusOf(before) === 'hidden' ? { _id: null } : statusFilter(statusOf(before))),
      },
      { $set: { status: 'hidden' } },
    );
    if (modifiedCount === 0) {
      // Hidden already, or changed by another organizer between the read and the write.
      const now = await this.read(id);
      throw conflict(
        statusOf(now) === 'hidden'
          ? MODERATION_MESSAGES.alreadyHidden
          : MODERATION_MESSAGES.changedMeanwhile,
      );
    }
    await this.guestBook.withdrawPhoto(before);
    if (statusOf(before) === 'published')
      this.guestBook.hub.publish('guestbook', 'guestbook:entry-removed', { id });
    return presentGuestBookItem(await this.read(id));
  }

  async remove(id: string): Promise<ModerationItem> {
    const deleted = (await GuestBookEntryModel.findOneAndDelete({
      _id: id,
    }).lean()) as GuestBookEntryDocument | null;
    if (!deleted) throw notFound(MODERATION_MESSAGES.notFound);
    if (statusOf(deleted) === 'published')
      this.guestBook.hub.publish('guestbook', 'guestbook:entry-removed', { id });
    await this.guestBook.removePhotoFiles(deleted);
    return presentGuestBookItem(deleted);
  }

  private async read(id: string): Promise<GuestBookEntryDocument> {
    const doc = await GuestBookEntryModel.findById(id).lean<GuestBookEntryDocument>();
    if (!doc) throw notFound(MODERATION_MESSAGES.notFound);
    return doc;
  }
}
