import type { Types } from 'mongoose';
import { insertEach } from '../../lib/unique-insert';
import { SmsSendModel } from './model';

export interface SendClaim {
  claimedAt: Date;
  /** The text claimed (absent on claims written before texts had languages). */
  body?: string;
}

/** When each number of an announcement was claimed for sending, and with which text. */
export async function readClaims(announcementId: Types.ObjectId): Promise<Map<string, SendClaim>> {
  const claims = await SmsSendModel.find({ announcementId })
    .select({ to: 1, createdAt: 1, body: 1 })
    .lean<{ to: string; createdAt: Date; body?: string }[]>();
  return new Map(
    claims.map((claim) => [
      claim.to,
      { claimedAt: claim.createdAt, ...(claim.body ? { body: claim.body } : {}) },
    ]),
  );
}

/**
 * Claims these numbers for sending, in one insert: answers those this delivery got (a number
 * claimed already belongs to whoever claimed it first). Written before the provider is called, so
 * that a crash after it leaves a trace.
 */
export async function claimSends<T extends { to: string; body: string }>(
  announcementId: Types.ObjectId,
  items: T[],
): Promise<(T & { claimedAt: Date })[]> {
  const claimedAt = new Date();
  const inserted = await insertEach(
    SmsSendModel.collection,
    items.map(({ to, body }) => ({ announcementId, to, body, createdAt: claimedAt })),
  );
  return items.filter((_, i) => inserted[i]).map((item) => ({ ...item, claimedAt }));
}
