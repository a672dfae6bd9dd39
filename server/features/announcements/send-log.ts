import type { Types } from 'mongoose';
import { insertEach } from '../../lib/unique-insert';
import { SmsSendModel } from './model';

/** When each number of an announcement was claimed for sending. */
export async function readClaims(announcementId: Types.ObjectId): Promise<Map<string, Date>> {
  const claims = await SmsSendModel.find({ announcementId })
    .select({ to: 1, createdAt: 1 })
    .lean<{ to: string; createdAt: Date }[]>();
  return new Map(claims.map((claim) => [claim.to, claim.createdAt]));
}

/**
 * Claims these numbers for sending, in one insert: answers those this delivery got (a number
 * claimed already belongs to whoever claimed it first). Written before the provider is called, so
 * that a crash after it leaves a trace.
 */
export async function claimSends<T extends { to: string }>(
  announcementId: Types.ObjectId,
  items: T[],
): Promise<(T & { claimedAt: Date })[]> {
  const claimedAt = new Date();
  const inserted = await insertEach(
    SmsSendModel.collection,
    items.map(({ to }) => ({ announcementId, to, createdAt: claimedAt })),
  );
  return items.filter((_, i) => inserted[i]).map((item) => ({ ...item, claimedAt }));
}
