import { Types } from 'mongoose';
import {
  GUEST_LIST_ERRORS,
  type AddGuestValues,
  type AdminGuest,
  type BulkGuestAction,
  type BulkGuestsResult,
  type EditGuestValues,
  type RsvpStatus,
} from '../../../protocol/admin-guests';
import type { DomainEvents } from '../../lib/domain-events';
import { conflict, notFound } from '../../lib/http/errors';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { presentAdminGuest, splitName } from './admin-present';
import { isUniqueViolation } from '../../lib/http/errors';
import { withFreshInviteCode } from './invite-code';
import { presentGuestStatus } from './service';
import { GuestModel, type GuestDocument } from './model';

/** A deleted row sent back by 'Undo' (partySize may be missing from a page loaded before it). */
type RestoredGuest = Omit<AdminGuest, 'partySize'> & { partySize?: number };

/** Optional text fields: a value sets them, an empty one removes them. */
const optionalFields = [
  'phone',
  'dietaryRestrictions',
  'tableAssignment',
  'side',
  'travelingFrom',
  'accessibilityNeeds',
  'language',
] as const;

function duplicateEmail(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(GUEST_LIST_ERRORS.duplicateEmail);
  throw error;
}

/**
 * The organizers' guest list. Every write answers the stored row and, after it succeeded, pushes
 * it on the organizer-only `guests` topic so other organizers' screens follow.
 */
export class AdminGuestsService {
  constructor(
    private readonly hub: RealtimeHub,
    private readonly events: DomainEvents,
  ) {}

  publishSaved(docs: GuestDocument[]): AdminGuest[] {
    const guests = docs.map(presentAdminGuest);
    if (guests.length)
      this.hub.publish('guests', 'guests:saved', { guests }, { audience: 'organizers' });
    return guests;
  }

  /** Tells the organizers' screens, then the features that keep something per guest. */
  private async publishDeleted(ids: string[]): Promise<void> {
    if (!ids.length) return;
    this.hub.publish('guests', 'guests:deleted', { ids }, { audience: 'organizers' });
    await this.events.emit('guests.deleted', { ids });
  }

  /** Every guest in one lean query: the dashboard filters and sorts in the browser. */
  async list(): Promise<AdminGuest[]> {
    const docs = await GuestModel.find()
      .sort({ lastName: 1, firstName: 1, _id: 1 })
      .lean<GuestDocument[]>();
    return docs.map(presentAdminGuest);
  }

  async create(values: AddGuestValues): Promise<AdminGuest> {
    const { name, ...rest } = values;
    const doc = await withFreshInviteCode(async (inviteCode) => {
      const created = await GuestModel.create({ ...splitName(name), ...rest, inviteCode });
      return created.toObject() as GuestDocument;
    }).catch(duplicateEmail);
    return this.publishSaved([doc])[0]!;
  }

  async update(id: string, values: EditGuestValues): Promise<AdminGuest> {
    const current = await GuestModel.findById(id).lean<GuestDocument>();
    if (!current) throw notFound(GUEST_LIST_ERRORS.notFound);
    const { name, ...rest } = values;
    const $set: Record<string, unknown> = { ...splitName(name, current) };
    const $unset: Record<string, ''> = {};
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) $set[key] = value;
    }
    for (const key of optionalFields) if (rest[key] === undefined) $unset[key] = '';
    // The organizer changed the plus one by hand: that now sizes the party, not an older RSVP.
    if (rest.plusOne !== (current.plusOne ?? false)) $unset.partySize = '';
    const doc = await GuestModel.findByIdAndUpdate(
      id,
      { $set, ...(Object.keys($unset).length ? { $unset } : {}) },
      { new: true },
    )
      .lean<GuestDocument>()
      .catch(duplicateEmail);
    if (!doc) throw notFound(GUEST_LIST_ERRORS.notFound);
    return this.publishSaved([doc])[0]!;
  }

  async setStatus(id: string, rsvpStatus: RsvpStatus): Promise<AdminGuest> {
    const doc = await GuestModel.findByIdAndUpdate(
      id,
      { $set: { rsvpStatus } },
      { new: true },
    ).lean<GuestDocument>();
    if (!doc) throw notFound(GUEST_LIST_ERRORS.notFound);
    return this.publishSaved([doc])[0]!;
  }

  /**
   * Statuses a household's answers gave its members: only those that change are written (a
   * conditional update each), then pushed to the organizers' lists together.
   */
  async applyStatuses(statuses: { guestId: string; rsvpStatus: RsvpStatus }[]): Promise<void> {
    const changed: GuestDocument[] = [];
    for (const { guestId, rsvpStatus } of statuses) {
      const doc = await GuestModel.findOneAndUpdate(
        { _id: guestId, rsvpStatus: { $ne: rsvpStatus } },
        { $set: { rsvpStatus } },
        { new: true },
      ).lean<GuestDocument>();
      if (doc) changed.push(doc);
    }
    this.publishSaved(changed);
    for (const doc of changed) {
      this.hub.publish('guests', 'guests:updated', presentGuestStatus(doc), {
        audience: 'organizers',
      });
    }
  }

  /** A new code for a guest (a lost or leaked card); the old one stops working at once. */
  async regenerateCode(id: string): Promise<AdminGuest> {
    const doc = await withFreshInviteCode((inviteCode) =>
      GuestModel.findByIdAndUpdate(
        id,
        { $set: { inviteCode } },
        { new: true },
      ).lean<GuestDocument>(),
    );
    if (!doc) throw notFound(GUEST_LIST_ERRORS.notFound);
    const [saved] = this.publishSaved([doc]);
    await this.events.emit('guests.code-changed', { ids: [id] });
    return saved!;
  }

  /** Deletes a guest and answers the deleted row, which the dashboard keeps for 'Undo'. */
  async remove(id: string): Promise<AdminGuest> {
    const doc = await GuestModel.findByIdAndDelete(id).lean<GuestDocument>();
    if (!doc) throw notFound(GUEST_LIST_ERRORS.notFound);
    await this.publishDeleted([id]);
    return presentAdminGuest(doc);
  }

  /**
   * Undo of a delete: puts the rows back with their ids, codes and answers. A row already back
   * (undone twice, or by another organizer) is fine; a row whose e-mail or code was taken since
   * is a 409 naming it.
   */
  async restore(guests: RestoredGuest[]): Promise<AdminGuest[]> {
    const docs = guests.map((guest) => ({
      _id: new Types.ObjectId(guest.id),
      firstName: guest.firstName,
      lastName: guest.lastName,
      email: guest.email.toLowerCase(),
      ...Object.fromEntries(
        optionalFields.flatMap((key) => (guest[key] ? [[key, guest[key]]] : [])),
      ),
      rsvpStatus: guest.rsvpStatus,
      plusOne: guest.plusOne,
      ...(guest.partySize ? { partySize: guest.partySize } : {}),
      category: guest.category,
      invitationSent: guest.invitationSent,
      inviteCode: guest.inviteCode.toUpperCase(),
      isAuthenticated: guest.isAuthenticated,
      ...(guest.lastLoginAt ? { lastLoginAt: new Date(guest.lastLoginAt) } : {}),
      createdAt: new Date(guest.createdAt),
      updatedAt: new Date(),
    }));
    try {
      await GuestModel.collection.insertMany(docs, { ordered: false });
    } catch (error) {
      // Duplicates are sorted out below: rows already back are fine, others are conflicts.
      if (!isUniqueViolation(error) && !hasOnlyDuplicateWrites(error)) throw error;
    }
    const ids = docs.map((doc) => doc._id);
    const back = await GuestModel.find({ _id: { $in: ids } }).lean<GuestDocument[]>();
    const backIds = new Set(back.map((doc) => doc._id.toString()));
    const missing = guests.filter((guest) => !backIds.has(guest.id));
    if (missing.length) {
      this.publishSaved(back);
      throw conflict(
        `${GUEST_LIST_ERRORS.duplicateEmail} (${missing.map((g) => g.email).join(', ')})`,
      );
    }
    return this.publishSaved(back);
  }

  async bulk(ids: string[], action: BulkGuestAction): Promise<BulkGuestsResult> {
    const filter = { _id: { $in: ids.map((id) => new Types.ObjectId(id)) } };
    if (action.type === 'delete') {
      const doomed = await GuestModel.find(filter, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
      const doomedIds = doomed.map((doc) => doc._id);
      await GuestModel.deleteMany({ _id: { $in: doomedIds } });
      const deletedIds = doomedIds.map(String);
      await this.publishDeleted(deletedIds);
      return { saved: [], deletedIds };
    }
    const $set =
      action.type === 'status'
        ? { rsvpStatus: action.rsvpStatus }
        : action.type === 'category'
          ? { category: action.category }
          : { invitationSent: action.invitationSent };
    await GuestModel.updateMany(filter, { $set });
    const docs = await GuestModel.find(filter).lean<GuestDocument[]>();
    return { saved: this.publishSaved(docs), deletedIds: [] };
  }
}

/** An unordered insertMany that failed only on unique indexes (some rows were written). */
function hasOnlyDuplicateWrites(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: { code?: number }[] }).writeErrors;
  return Array.isArray(writeErrors) && writeErrors.every((w) => w.code === 11000);
}
