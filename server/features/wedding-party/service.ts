import mongoose from 'mongoose';
import type { PartyMember } from '../../../protocol/wedding-party';
import { defaultWeddingParty } from './defaults';
import { PartyMemberModel, type PartyMemberDocument } from './model';

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
