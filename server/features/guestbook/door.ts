import type { Types } from 'mongoose';
import { SHOWN } from '../../lib/moderation-source';
import { MADE } from '../../lib/stored-video';
import { GuestBookEntryModel, type GuestBookEntryDocument } from './model';

/**
 * The guest book's door: what the keepsake, translation and analytics read of its entries, so
 * none reaches into its model.
 */
export type GuestBookEntryRecord = GuestBookEntryDocument;

/** Published entries (the one rule of every moderated kind), a video only once it is made. */
export const SHOWN_ENTRIES = { ...SHOWN, ...MADE } as const;

/** The shown entries, oldest first, one at a time (only `fields` are read). */
export function shownEntries(fields: Record<string, 1>): AsyncIterable<GuestBookEntryRecord> {
  return GuestBookEntryModel.find(SHOWN_ENTRIES)
    .sort({ createdAt: 1, _id: 1 })
    .select(fields)
    .lean<GuestBookEntryRecord>()
    .cursor() as unknown as AsyncIterable<GuestBookEntryRecord>;
}

/** The message of a shown entry, or undefined. */
export async function shownEntryText(id: Types.ObjectId): Promise<string | undefined> {
  const doc = await GuestBookEntryModel.findOne(
    { _id: id, ...SHOWN_ENTRIES },
    { message: 1 },
  ).lean();
  return doc?.message;
}

/** When each entry written since `since` was written (any status: activity, not content). */
export async function entriesWrittenSince(since: Date): Promise<Date[]> {
  const docs = await GuestBookEntryModel.find(
    { createdAt: { $gte: since } },
    { createdAt: 1, _id: 0 },
  ).lean<{ createdAt: Date }[]>();
  return docs.map((doc) => doc.createdAt);
}
