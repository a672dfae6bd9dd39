// The moment this site moved from ids phones made for themselves to identities it issues, and
// where those old ids appear in what was stored before it.
import { isDuplicateKey } from '../../lib/http/errors';
import { deviceSharedPhotoBefore } from '../gallery/door';
import { devicePlayedBefore } from '../games/door';
import { RAW_DEVICE_ID } from '../moments/like-keys';
import { deviceUsedMomentsBefore, earliestRawLike } from '../moments/door';
import { DeviceClaimModel, IdentityUpgradeModel } from './model';

const UPGRADE_ID = 'identities-issued';
/** An issued id as the previous release stored it raw in a like (22 characters of base64url). */
const RAW_ISSUED_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * The earliest trace of issued identities in stored data, for a site that issued them before
 * this moment was recorded: its first claim, or its first like under an issued id.
 */
async function earliestTrace(): Promise<Date | undefined> {
  const [claim, like] = await Promise.all([
    DeviceClaimModel.findOne({}, { claimedAt: 1 }).sort({ claimedAt: 1 }).lean(),
    earliestRawLike(RAW_ISSUED_ID),
  ]);
  const dates = [claim?.claimedAt, like].filter((date): date is Date => !!date);
  return dates.length ? new Date(Math.min(...dates.map((date) => date.getTime()))) : undefined;
}

/**
 * When this site first issued identities: read, or found and recorded once. Run before any like
 * is moved to its keyed hash (the raw issued ids are the trace). Two processes starting together
 * both try the one insert under a fixed id; the loser reads the winner's.
 */
export async function identitiesIssuedSince(now = new Date()): Promise<Date> {
  const recorded = await IdentityUpgradeModel.findById(UPGRADE_ID).lean();
  if (recorded) return recorded.at;
  const at = (await earliestTrace()) ?? now;
  try {
    await IdentityUpgradeModel.collection.insertOne({ _id: UPGRADE_ID as never, at });
    return at;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const winner = await IdentityUpgradeModel.findById(UPGRADE_ID).lean();
    if (!winner) throw error;
    return winner.at;
  }
}

/**
 * Whether a phone used `legacyId` before `before`: a like (raw, or since keyed as `key`), a
 * moment or photo it shared, a game player. Claims are rare (once per old phone): unindexed
 * lookups are fine.
 */
export async function usedBefore(legacyId: string, key: string, before: Date): Promise<boolean> {
  const found = await Promise.all([
    deviceUsedMomentsBefore(legacyId, key, before),
    deviceSharedPhotoBefore(legacyId, before),
    devicePlayedBefore(legacyId, before),
  ]);
  return found.some(Boolean);
}

/**
 * At start: claims kept under the old id itself (before ids were stored hashed) move to its keyed
 * hash, the copy first, so a claim is never missing in between. Idempotent.
 */
export async function keyStoredClaims(keyOf: (deviceId: string) => string): Promise<void> {
  const raw = await DeviceClaimModel.find({ _id: { $regex: RAW_DEVICE_ID.source } }).lean();
  for (const claim of raw) {
    try {
      await DeviceClaimModel.collection.insertOne({ ...claim, _id: keyOf(claim._id) as never });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    await DeviceClaimModel.deleteOne({ _id: claim._id });
  }
}
