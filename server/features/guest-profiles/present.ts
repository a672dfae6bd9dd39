import type {
  GuestProfile,
  GuestProfileWrite,
  MyGuestProfile,
} from '../../../protocol/guest-profiles';
import type { ModerationItem, ModerationStatus } from '../../../protocol/moderation';
import { storedStatus } from '../../lib/moderation-source';
import type { GuestProfileDocument } from './model';

export type ProfileDoc = GuestProfileDocument & {
  avatarKeys?: string[] | null;
};

export const statusOf = (doc: ProfileDoc): ModerationStatus => storedStatus(doc);

const text = (value: string | null | undefined) => (value ? value : undefined);

/** Only what the guest chose to share: never the e-mail, the guest id or moderation flags. */
export function presentProfile(doc: ProfileDoc): GuestProfile {
  return {
    id: doc._id.toString(),
    name: doc.name,
    bio: text(doc.bio),
    interests: doc.interests ?? [],
    relationship: text(doc.relationship),
    funFact: text(doc.funFact),
    lookingForward: text(doc.lookingForward),
    icebreaker: text(doc.icebreaker),
    avatarUrl: text(doc.avatar),
    createdAt: doc.createdAt.toISOString(),
  };
}

export function presentMine(doc: ProfileDoc): MyGuestProfile {
  return { ...presentProfile(doc), status: statusOf(doc) };
}

export function moderationItemOf(doc: ProfileDoc): ModerationItem {
  const status = statusOf(doc);
  const parts = [doc.relationship, doc.bio, doc.interests?.length ? doc.interests.join(', ') : ''];
  return {
    kind: 'profiles',
    id: doc._id.toString(),
    authorName: doc.name,
    text: text(parts.filter(Boolean).join(' · ')),
    mediaUrl: text(doc.avatar),
    status,
    shownOn: status === 'published' ? ['guests'] : [],
    createdAt: doc.createdAt.toISOString(),
  };
}

/** The stored fields of a guest's write: blank optional answers are removed, interests deduped. */
export function fieldsOf(body: GuestProfileWrite & { interests: string[] }) {
  const seen = new Set<string>();
  const interests = body.interests.filter((interest) => {
    const key = interest.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const set: Record<string, unknown> = { name: body.name, interests };
  const unset: Record<string, 1> = {};
  for (const field of ['bio', 'relationship', 'funFact', 'lookingForward', 'icebreaker'] as const) {
    const value = body[field];
    if (value) set[field] = value;
    else unset[field] = 1;
  }
  return { set, unset };
}
