import {
  defaultModerationPolicy,
  moderationPolicySchema,
  type ModerationKind,
  type ModerationPolicy,
} from '../../../protocol/moderation';
import { RecentRead } from '../../lib/recent-read';
import { ModerationSettingsModel } from './model';

const SETTINGS_ID = 'current';

/** How long this process trusts the policy it read; another process may have changed it. */
const POLICY_MAX_AGE_MS = 1000;

async function readPolicy(): Promise<ModerationPolicy> {
  const stored = await ModerationSettingsModel.findById(SETTINGS_ID).lean();
  return moderationPolicySchema.parse({ ...defaultModerationPolicy, ...pickModes(stored) });
}

function pickModes(
  stored: Partial<Record<ModerationKind, unknown>> | null,
): Partial<ModerationPolicy> {
  if (!stored) return {};
  const { moments, guestbook, timeline, photos, profiles, reviews } =
    stored as Partial<ModerationPolicy>;
  return Object.fromEntries(
    Object.entries({ moments, guestbook, timeline, photos, profiles, reviews }).filter(
      ([, mode]) => mode,
    ),
  );
}

/**
 * The organizers' policy, read at most twice a second per process (every new post asks), and
 * refreshed ahead in the second half of its second: a post never waits for that read while posts
 * keep coming (it was a database round trip before the insert of every fifth moment of the
 * moments bench), and another process's change still applies within the second.
 */
const known = new RecentRead(readPolicy, POLICY_MAX_AGE_MS / 2, POLICY_MAX_AGE_MS / 2);

export function moderationPolicy(): Promise<ModerationPolicy> {
  return known.get();
}

/** Whether a new post of this kind waits for an organizer's approval before guests see it. */
export async function reviewFirst(kind: ModerationKind): Promise<boolean> {
  return (await moderationPolicy())[kind] === 'review';
}

/** Changes the policy for some kinds; answers the whole policy as stored. */
export async function saveModerationPolicy(
  changes: Partial<ModerationPolicy>,
): Promise<ModerationPolicy> {
  await ModerationSettingsModel.updateOne(
    { _id: SETTINGS_ID },
    { $set: changes },
    { upsert: true, setDefaultsOnInsert: true },
  );
  known.forget();
  return moderationPolicy();
}
