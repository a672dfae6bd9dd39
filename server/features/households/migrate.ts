import type { Types } from 'mongoose';
import { partySizeOf } from '../../../protocol/admin-guest-fields';
import { insertIgnoringDuplicates } from '../../lib/unique-insert';
import { guestParties } from '../guests/door';
import { HouseholdMemberModel, HouseholdModel } from './model';

type Party = { _id: Types.ObjectId; partySize?: number | null; plusOne?: boolean | null };

/**
 * A guest in no household becomes a household of one, under the guest's own id, and keeps what
 * their answer meant: a party of 4 is the guest and three companions still to name. Everything is
 * derived from the guest alone and claimed with inserts under those ids, so two processes starting
 * together (or a rerun) write the same documents once; the household goes in before the member row,
 * so no member ever points at a household that is not there.
 */
export async function ensureHouseholds(): Promise<number> {
  const [guests, members] = await Promise.all([
    guestParties(),
    HouseholdMemberModel.find({}, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>(),
  ]);
  const placed = new Set(members.map((member) => member._id.toString()));
  const missing = guests.filter((guest) => !placed.has(guest._id.toString()));
  if (missing.length === 0) return 0;
  const now = new Date();
  await insertIgnoringDuplicates(
    HouseholdModel.collection,
    missing.map((guest) => householdOfOne(guest, now)),
  );
  await insertIgnoringDuplicates(
    HouseholdMemberModel.collection,
    missing.map((guest) => ({
      _id: guest._id,
      householdId: guest._id,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return missing.length;
}

function householdOfOne(guest: Party, now: Date): Record<string, unknown> {
  const companions = partySizeOf(guest) - 1;
  return {
    _id: guest._id,
    companionsAllowed: companions,
    companions: Array.from({ length: companions }, (_, index) => ({
      _id: `${guest._id.toString()}-${index + 1}`,
      child: false,
      guestOf: guest._id,
    })),
    createdAt: now,
    updatedAt: now,
  };
}
