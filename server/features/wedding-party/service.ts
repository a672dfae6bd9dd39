import mongoose from 'mongoose';
import type { weddingPartyEditSchema } from '../../../protocol/wedding-edit';
import type { PartyMember } from '../../../protocol/wedding-party';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/http/errors';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { defaultWeddingParty } from './defaults';
import type { MediaKeys } from '../gallery/renditions';
import { PartyMemberModel, type PartyMemberDocument } from './model';
import {
  copyPartyPhoto,
  isLink,
  removePartyPhotos,
  type PartyPhotoDeps,
  type StoredPartyPhoto,
} from './photos';

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
  photos: PartyPhotoDeps,
): Promise<PartyMember[]> {
  const ids = edit.members.flatMap((member) => (member.id ? [member.id] : []));
  if (new Set(ids).size !== ids.length) throw badRequest('A member is listed twice');
  const before = await PartyMemberModel.find({}, { photoUrl: 1, photoKeys: 1 }).lean<
    { _id: mongoose.Types.ObjectId; photoUrl?: string; photoKeys?: MediaKeys }[]
  >();
  const current = new Map(before.map((doc) => [doc._id.toString(), doc]));
  const missing = ids.find((id) => !current.has(id));
  if (missing) throw notFound(`No wedding party member with id ${missing}`);

  // Photos first: a link that cannot be copied refuses the whole edit, before anything is stored.
  const members = edit.members.map((member) => ({
    ...member,
    _id: member.id ? new mongoose.Types.ObjectId(member.id) : new mongoose.Types.ObjectId(),
  }));
  const stored: (StoredPartyPhoto | undefined)[] = [];
  try {
    for (const [index, member] of members.entries()) {
      const was = current.get(member._id.toString());
      const unchanged = member.photoUrl && was?.photoUrl === member.photoUrl;
      stored.push(
        !member.photoUrl
          ? undefined
          : unchanged
            ? { photoUrl: member.photoUrl, photoKeys: was?.photoKeys ?? undefined }
            : isLink(member.photoUrl)
              ? await copyPartyPhoto(
                  photos,
                  member._id.toString(),
                  member.photoUrl,
                  `members.${index}.photoUrl`,
                )
              : { photoUrl: member.photoUrl },
      );
    }
  } catch (error) {
    await removePartyPhotos(photos, copiedIn(stored, current, members));
    throw error;
  }

  for (const [index, member] of members.entries()) {
    const photo = stored[index];
    const set = { name: member.name, role: member.role, side: member.side, sortOrder: index };
    const unset = {
      ...(member.relationship ? {} : { relationship: 1 }),
      ...(photo ? {} : { photoUrl: 1 }),
      ...(photo?.photoKeys ? {} : { photoKeys: 1 }),
    };
    await PartyMemberModel.collection.updateOne(
      { _id: member._id },
      {
        $set: {
          ...set,
          ...(member.relationship ? { relationship: member.relationship } : {}),
          ...(photo ? { photoUrl: photo.photoUrl } : {}),
          ...(photo?.photoKeys ? { photoKeys: photo.photoKeys } : {}),
        },
        $unset: unset,
      },
      { upsert: true },
    );
  }
  await PartyMemberModel.deleteMany({ _id: { $nin: members.map((member) => member._id) } });
  // The copies no member shows any more: replaced, removed, or their member gone.
  const kept = new Set(stored.flatMap((photo) => (photo?.photoKeys ? [photo.photoKeys.thumbKey] : [])));
  await removePartyPhotos(
    photos,
    before.map((doc) => doc.photoKeys).filter((keys) => keys && !kept.has(keys.thumbKey)),
  );
  const party = await listWeddingParty();
  hub.publish('wedding', 'wedding:party-updated', party);
  return party;
}

/** The copies made by this edit (not those a member already had). */
function copiedIn(
  stored: (StoredPartyPhoto | undefined)[],
  current: Map<string, { photoKeys?: MediaKeys | null }>,
  members: { _id: mongoose.Types.ObjectId }[],
): MediaKeys[] {
  return stored.flatMap((photo, index) => {
    const had = current.get(members[index]!._id.toString())?.photoKeys;
    return photo?.photoKeys && photo.photoKeys.thumbKey !== had?.thumbKey ? [photo.photoKeys] : [];
  });
}
