import type { z } from 'zod';
import {
  GUESTBOOK_LIST_LIMIT,
  type GuestBookEntry,
  type createGuestBookEntryBodySchema,
} from '../../../protocol/guestbook';
import type { RealtimeHub } from '../../lib/realtime/hub';
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

export class GuestBookService {
  constructor(private readonly hub: RealtimeHub) {}

  /** Approved entries, newest first. */
  async list(): Promise<GuestBookEntry[]> {
    const docs = await GuestBookEntryModel.find({ isApproved: true })
      .sort({ createdAt: -1, _id: -1 })
      .limit(GUESTBOOK_LIST_LIMIT)
      .lean<GuestBookEntryDocument[]>();
    return docs.map(presentGuestBookEntry);
  }

  async create(entry: NewEntry): Promise<GuestBookEntry> {
    const doc = await GuestBookEntryModel.create({ ...entry, isApproved: true });
    const created = presentGuestBookEntry(doc.toObject() as GuestBookEntryDocument);
    this.hub.publish('guestbook', 'guestbook:entry-added', created);
    return created;
  }
}
