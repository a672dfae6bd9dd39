import mongoose from 'mongoose';
import type { weddingPartyEditSchema } from '../../../protocol/wedding-edit';
import type { PartyMember } from '../../../protocol/wedding-party';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/http/errors';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { defaultWeddingParty } from './defaults';
import { PartyMemberModel, type PartyMemberDocument } from './model';

type WeddingPartyEditValues = z.infer<typeof weddingPartyEditSchema>;

type WriteError = { code?: number; err?: { code?: number } };

/** True when every failed insert lost to a document that already had its id. */
function onlyDuplicateKeys(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: WriteError[] } | null)?.writeErrors;
  if (writeErrors?.length)
    return writeErrors.every((item) => (item.code ?? item.err?.code) === 11000);
  return (error as { code?: unknown } | null)?.code === 11000;
}

/** Seed ids are fixed so that two processes starting at once cannot both insert the party. */
function seedId(index: number): mongoose.Types.ObjectId {
  return new mongoose.Types.ObjectId(`5eed${index.toString(16).padStart(20, '0')}`);
}

/** Stores the default party when there is none yet. Answers whether it did. */
export async function seedWeddingParty(defaults = defaultWeddingParty): Promise<boolean> {
  if ((await PartyMemberModel.countDocuments()) > 0) return false;
  try {
    await PartyMemberModel.insertMany(
      defaults.map((member, index) => ({ _id: seedId(index), ...member, sortOrder: index })),
      { ordered: false },
    );
    return true;
  } catch (error) {
    if (onlyDuplicateKeys(error)) return false;
    throw error;
  }
}

export function presentPartyMember(doc: PartyMemberDocument): PartyMember {
  return {
    id: doc._id.toString(),
    name: doc.name,
    role: doc.role,
    relationship: doc.relationship ?? undefined,
    side: doc.side,
    photoUrl: doc.photoUrl || undefined,
  };
}

export async function listWeddingParty(): Promise<PartyMember[]> {
  const docs = await PartyMemberModel.find()
    .sort({ side: 1, sortOrder: 1, _id: 1 })
    .lean<PartyMemberDocument[]>();
  return docs.map(presentPartyMember);
}

/**
 * Replaces the party with an organizer's edited list, in its order: listed members are updated
 * (or created when they have no id), members left out are removed. Every id is checked before
 * anything is written, so a refused edit stores nothing. The new party is pushed on the public
 * `wedding` topic once stored.
 */
export async function replaceWeddingParty(
  edit: WeddingPartyEditValues,
  hub: RealtimeHub,
): Promise<PartyMember[]> {
  const ids = edit.members.flatMap((member) => (member.id ? [member.id] : []));
  if (new Set(ids).size !== ids.length) throw badRequest('A member is listed twice');
  const known = await PartyMemberModel.find({ _id: { $in: ids } }, { _id: 1 }).lean();
  const missing = ids.find((id) => !known.some((doc) => doc._id.toString() === id));
  if (missing) throw notFound(`No wedding party member with id ${missing}`);

  const kept: mongoose.Types.ObjectId[] = [];
  for (const [index, member] of edit.members.entries()) {
    const _id = member.id ? new mongoose.Types.ObjectId(member.id) : new mongoose.Types.ObjectId();
    const set = { name: member.name, role: member.role, side: member.side, sortOrder: index };
    const unset = {
      ...(member.relationship ? {} : { relationship: 1 }),
      ...(member.photoUrl ? {} : { photoUrl: 1 }),
    };
    await PartyMemberModel.collection.updateOne(
      { _id },
      {
        $set: {
          ...set,
          ...(member.relationship ? { relationship: member.relationship } : {}),
          ...(member.photoUrl ? { photoUrl: member.photoUrl } : {}),
        },
        ...(Object.keys(unset).length ? { $unset: unset } : {}),
      },
      { upsert: true },
    );
    kept.push(_id);
  }
  await PartyMemberModel.deleteMany({ _id: { $nin: kept } });
  const party = await listWeddingParty();
  hub.publish('wedding', 'wedding:party-updated', party);
  return party;
}
