import { MAX_PARTY_SIZE } from '../../../protocol/admin-guests';
import { PLUS_ONE_SUFFIX } from './guest-view';

/**
 * The seat id of a guest's n-th companion (1-based). The first keeps the plus one's older id, and
 * every one ends with PLUS_ONE_SUFFIX, so the views that skip companions skip them all.
 */
export function companionSeatId(guestId: string, n: number): string {
  return n === 1 ? `${guestId}${PLUS_ONE_SUFFIX}` : `${guestId}:${n}${PLUS_ONE_SUFFIX}`;
}

/** Every seat a guest-list row may hold: their own and their companions'. */
export function seatHoldersOf(guestId: string): string[] {
  return [
    guestId,
    ...Array.from({ length: MAX_PARTY_SIZE - 1 }, (_, i) => companionSeatId(guestId, i + 1)),
  ];
}
