import { MAX_PARTY_SIZE } from '../../../protocol/admin-guests';
import { PLUS_ONE_SUFFIX } from './guest-view';

/**
 * The seat id of a guest's n-th companion (1-based). The first keeps the plus one's older id, and
 * every one ends with PLUS_ONE_SUFFIX, so the views that skip companions skip them all.
 */
export function companionSeatId(guestId: string, n: number): string {
  return n === 1 ? `${guestId}${PLUS_ONE_SUFFIX}` : `${guestId}:${n}${PLUS_ONE_SUFFIX}`;
}

/** A companion made by households/migrate.ts from an older party: `<guestId>-<n>`, n from 1. */
const MIGRATED_COMPANION = /^([a-f0-9]{24})-(\d+)$/;

/**
 * The seat a household's companion holds.
 *
 * Why this mapping: before households, a party of N was seated as the guest and N-1 seats under
 * `companionSeatId(guestId, n)` ("Ana +1", "Ana +2"), and households/migrate.ts turned that same
 * party into companions `<guestId>-<n>`, numbered the same way. So a migrated companion holds
 * exactly the seat their party's n-th person held: every assignment made before keeps its person.
 * Any other companion (added by the household or an organizer since) holds a seat under their own
 * id, which stays when they are named, marked a child, or their household is merged into another:
 * `<companionId>:plus-one`. Both end with PLUS_ONE_SUFFIX, so the guests' views skip them alike.
 */
export function companionSeat(companionId: string): string {
  const migrated = MIGRATED_COMPANION.exec(companionId);
  if (migrated) return companionSeatId(migrated[1]!, Number(migrated[2]));
  return `${companionId}${PLUS_ONE_SUFFIX}`;
}

/** Every seat of a guest-list row's older party: their own and their numbered companions'. */
export function seatHoldersOf(guestId: string): string[] {
  return [
    guestId,
    ...Array.from({ length: MAX_PARTY_SIZE - 1 }, (_, i) => companionSeatId(guestId, i + 1)),
  ];
}

/** One seat of a guest's party: who will hold it, and the name it is stored under. */
export type PartySeat = { seatId: string; name: string };

/**
 * The seats a guest's party takes: their own, each companion of their household who comes with
 * them (named: their name; not yet: "Ana Ruiz +1"), then, where the guest's own row sizes the party
 * larger (a spec RSVP for 4 answered by a household with fewer companions), numbered seats
 * "Ana Ruiz +n" up to that size, so nobody an answer counted loses a chair.
 */
export function partySeats(
  guest: { id: string; name: string; partySize: number },
  companions: { id: string; name: string | null }[],
): PartySeat[] {
  const seats: PartySeat[] = [{ seatId: guest.id, name: guest.name }];
  for (const companion of companions) {
    seats.push({
      seatId: companionSeat(companion.id),
      name: companion.name ?? `${guest.name} +${seats.length}`,
    });
  }
  const taken = new Set(seats.map((seat) => seat.seatId));
  for (let n = 1; seats.length < guest.partySize && n < MAX_PARTY_SIZE * 2; n += 1) {
    const seatId = companionSeatId(guest.id, n);
    if (!taken.has(seatId)) seats.push({ seatId, name: `${guest.name} +${seats.length}` });
  }
  return seats;
}
