import { partySizeOf } from '../../../protocol/admin-guests';
import type { ImportableGuest } from '../../../protocol/seating';
import { guestsByFirstName, type GuestRecord } from '../guests/door';
import { allCompanions, type CompanionRecord } from '../households/door';
import { partySeats, type PartySeat } from './companions';

/** The guest list for the seating's import dialog, each guest with their party's seats. */
export async function importableGuestList(): Promise<ImportableGuest[]> {
  const [docs, companions] = await Promise.all([guestsByFirstName(5000), companionsByGuest()]);
  return docs.map((doc) => {
    const seats = seatsOf(doc, companions);
    return {
      id: doc._id.toString(),
      firstName: doc.firstName,
      lastName: doc.lastName ?? '',
      ...(doc.email ? { email: doc.email } : {}),
      ...(doc.phone ? { phone: doc.phone } : {}),
      rsvpStatus: (doc.rsvpStatus ?? 'pending') as ImportableGuest['rsvpStatus'],
      category: (doc.category ?? 'friends') as ImportableGuest['category'],
      plusOne: Boolean(doc.plusOne),
      partySize: seats.length,
      seatIds: seats.map((seat) => seat.seatId),
      ...(doc.dietaryRestrictions ? { dietaryRestrictions: doc.dietaryRestrictions } : {}),
    };
  });
}

/** A guest's party's seats: them, their household's companions, and any older party's extras. */
export function seatsOf(
  guest: GuestRecord,
  companions: Map<string, CompanionRecord[]>,
): PartySeat[] {
  const id = guest._id.toString();
  return partySeats(
    {
      id,
      name: `${guest.firstName} ${guest.lastName ?? ''}`.trim(),
      partySize: partySizeOf(guest),
    },
    companions.get(id) ?? [],
  );
}

/** The companions of every household by the member they come with, in their household's order. */
export async function companionsByGuest(): Promise<Map<string, CompanionRecord[]>> {
  const byGuest = new Map<string, CompanionRecord[]>();
  for (const companion of await allCompanions()) {
    byGuest.set(companion.guestOfId, [...(byGuest.get(companion.guestOfId) ?? []), companion]);
  }
  return byGuest;
}
