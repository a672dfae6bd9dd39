// Who may see a moment and who shared it, by hashes of device ids and author tokens (never the values).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FilterQuery } from 'mongoose';
import type { Viewer } from '../../lib/auth/viewer';
import { isUnready, isWithheld, shownMoments, SHOWN_STATUS, type MomentDocument } from './model';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const authorTokenFromKey = (key: string) =>
  createHash('sha256').update(`moment-author-token:${key}`).digest('base64url');

/**
 * Who sees a private moment: organizers, and the device that shared it (recognised by the hash of
 * its device id, which the browser sends with every request). Everyone else never learns it exists:
 * it is missing from their lists and stats, never pushed to them, and a like or delete of it
 * answers 404 as for a moment that does not exist.
 */
export function visibleTo(viewer: Viewer): FilterQuery<MomentDocument> {
  // Withheld moments (pending review, hidden) are for the moderation queue only: even an
  // organizer's feed and projector leave them out.
  if (viewer.organizer) return shownMoments;
  if (!viewer.deviceId) return { isPublic: true, ...shownMoments };
  // Its author's device also sees its own video moments being made or refused (and why).
  return {
    ...SHOWN_STATUS,
    $or: [
      { isPublic: true, videoState: shownMoments.videoState },
      { authorDeviceHash: sha256(viewer.deviceId) },
    ],
  };
}

export type VisibilityFields = Pick<
  MomentDocument,
  'isPublic' | 'authorDeviceHash' | 'status' | 'videoState'
>;

/** Who may like it or learn it exists: a video moment not made yet is nobody's to like. */
export function canSee(moment: VisibilityFields, viewer: Viewer): boolean {
  if (isWithheld(moment.status) || isUnready(moment.videoState)) return false;
  if (moment.isPublic || viewer.organizer) return true;
  return (
    !!viewer.deviceId &&
    !!moment.authorDeviceHash &&
    moment.authorDeviceHash === sha256(viewer.deviceId)
  );
}

export function tokenMatches(
  token: string | undefined,
  storedHash: string | undefined | null,
): boolean {
  if (!token || !storedHash) return false;
  const given = Buffer.from(sha256(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Private moments travel only to organizers; the author's own page has it from its answers. */
export const audienceOf = (moment: { isPublic: boolean }) =>
  moment.isPublic ? 'everyone' : 'organizers';
