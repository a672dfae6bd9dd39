import type { Types } from 'mongoose';
import type { RecipientType } from '../../../protocol/announcements';
import type { ContentLanguage } from '../../../protocol/localized';
import { GuestModel, type GuestDocument } from './model';

/**
 * The guest list's door: what other features read of it (and the few writes they make to a
 * guest's own row), so that none of them reaches into the list's model. Ids are strings or
 * ObjectIds; unknown ids answer null (or nothing) rather than throwing.
 */
export type GuestRecord = GuestDocument;
type Id = string | Types.ObjectId;

export function findGuest(id: Id): Promise<GuestRecord | null> {
  return GuestModel.findById(id).lean<GuestRecord>();
}

/** The guest whose invite code this is (codes are stored upper-case). */
export function findGuestByInviteCode(inviteCode: string): Promise<GuestRecord | null> {
  return GuestModel.findOne({ inviteCode }).lean<GuestRecord>();
}

export async function guestExists(id: Id): Promise<boolean> {
  return (await GuestModel.exists({ _id: id })) !== null;
}

/** These guests, in no particular order; ids not on the list are left out. */
export function guestsByIds(ids: Id[]): Promise<GuestRecord[]> {
  return GuestModel.find({ _id: { $in: ids } }).lean<GuestRecord[]>();
}

/** The ids of the guests with these e-mails (stored lower-case). */
export async function guestIdsByEmails(emails: string[]): Promise<Types.ObjectId[]> {
  const docs = await GuestModel.find({ email: { $in: emails } })
    .select({ _id: 1 })
    .lean<{ _id: Types.ObjectId }[]>();
  return docs.map((doc) => doc._id);
}

/** The whole list by first then last name, at most `limit` guests. */
export function guestsByFirstName(limit: number): Promise<GuestRecord[]> {
  return GuestModel.find().sort({ firstName: 1, lastName: 1 }).limit(limit).lean<GuestRecord[]>();
}

/** Everyone (`'all'`) or the guests with this RSVP status, oldest row first. */
export function guestsWithRsvpStatus(status: RecipientType): Promise<GuestRecord[]> {
  return GuestModel.find(status === 'all' ? {} : { rsvpStatus: status })
    .sort({ _id: 1 })
    .lean<GuestRecord[]>();
}

/** The guest's own language (their messages and new phones follow it); null when not a guest. */
export function setGuestLanguage(id: Id, language: ContentLanguage): Promise<GuestRecord | null> {
  return GuestModel.findByIdAndUpdate(
    id,
    { $set: { language } },
    { new: true },
  ).lean<GuestRecord>();
}

/** What an RSVP tells about the guest (status, party, diet); null when the row is gone. */
export function applyRsvpToGuest(
  id: Id,
  update: { $set: Record<string, unknown>; $unset?: Record<string, ''> },
): Promise<GuestRecord | null> {
  return GuestModel.findByIdAndUpdate(id, update, { new: true }).lean<GuestRecord>();
}

/** Puts a person on the list; a taken e-mail or code throws the unique-index error. */
export async function addGuestRecord(fields: {
  firstName: string;
  lastName?: string;
  email: string;
  inviteCode: string;
}): Promise<GuestRecord> {
  return (await GuestModel.create(fields)).toObject() as GuestRecord;
}

/** Every guest's answer, party, diet and sign-in, without names or contacts (the figures). */
export function guestListFacts<T>(): Promise<T[]> {
  return GuestModel.find(
    {},
    {
      _id: 0,
      rsvpStatus: 1,
      category: 1,
      plusOne: 1,
      partySize: 1,
      dietaryRestrictions: 1,
      isAuthenticated: 1,
    },
  ).lean<T[]>();
}

/** Every guest's id, first name and party (households of one are made from it at start-up). */
export function guestParties(): Promise<
  Pick<GuestRecord, '_id' | 'firstName' | 'partySize' | 'plusOne'>[]
> {
  return GuestModel.find({}, { _id: 1, firstName: 1, partySize: 1, plusOne: 1 }).lean();
}
