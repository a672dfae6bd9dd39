import { isValidObjectId } from 'mongoose';
import type { Meal } from '../../../protocol/household-events';
import { isContentLanguage, type ContentLanguage } from '../../../protocol/localized';
import type { SeatHolder, SeatingAssignment } from '../../../protocol/seating';
import { guestsByIds } from '../guests/door';
import { allCompanions, seatedEventMeals, type CompanionRecord } from '../households/door';
import { getWeddingSettings } from '../wedding/service';
import { companionSeat } from './companions';
import type { SeatingAssignmentDocument } from './model';
import { presentAssignment } from './present';

/**
 * Who holds each seat now, read from the households when the chart is read: a companion named
 * since they were seated shows their name, a meal chosen since shows on their place card. Read in
 * a few whole-collection finds (a wedding is a few hundred people), never one per seat.
 */
export type SeatHolders = {
  companionBySeat: Map<string, CompanionRecord>;
  meals: Map<string, Meal>;
  languageOf: Map<string, ContentLanguage>;
  defaultLanguage: ContentLanguage;
};

export async function readSeatHolders(docs: SeatingAssignmentDocument[]): Promise<SeatHolders> {
  const [companions, meals, settings] = await Promise.all([
    allCompanions(),
    seatedEventMeals(),
    getWeddingSettings(),
  ]);
  const companionBySeat = new Map(companions.map((c) => [companionSeat(c.id), c]));
  // Members' languages: the seated members and the members companions come with.
  const guestIds = new Set(companions.map((companion) => companion.guestOfId));
  for (const doc of docs) if (isValidObjectId(doc.guestId)) guestIds.add(doc.guestId);
  const guests = await guestsByIds([...guestIds]);
  const languageOf = new Map(
    guests.flatMap((guest) =>
      isContentLanguage(guest.language) ? [[guest._id.toString(), guest.language] as const] : [],
    ),
  );
  // A guest-list member is someone the list still has; a deleted one's seat is freed anyway.
  for (const guest of guests) {
    if (!languageOf.has(guest._id.toString()))
      languageOf.set(guest._id.toString(), settings.defaultLanguage);
  }
  return { companionBySeat, meals, languageOf, defaultLanguage: settings.defaultLanguage };
}

const mealOf = (meal: Meal | undefined) => (meal ? { name: meal.name, nameEs: meal.nameEs } : null);

/** The holder of one seat; undefined for a seat typed by hand or an older plus one's left over. */
export function holderOf(
  doc: SeatingAssignmentDocument,
  holders: SeatHolders,
): SeatHolder | undefined {
  const companion = holders.companionBySeat.get(doc.guestId);
  if (companion) {
    return {
      companion: {
        name: companion.name,
        guestOf: companion.guestOfFirstName,
        child: companion.child,
      },
      language: holders.languageOf.get(companion.guestOfId) ?? holders.defaultLanguage,
      meal: mealOf(holders.meals.get(companion.id)),
    };
  }
  const language = holders.languageOf.get(doc.guestId);
  if (!language) return undefined;
  return { companion: null, language, meal: mealOf(holders.meals.get(doc.guestId)) };
}

/** Seats as the organizers' chart shows them: each with who holds it now. */
export async function presentSeats(
  docs: SeatingAssignmentDocument[],
): Promise<SeatingAssignment[]> {
  if (docs.length === 0) return [];
  const holders = await readSeatHolders(docs);
  return docs.map((doc) => {
    const holder = holderOf(doc, holders);
    return { ...presentAssignment(doc), ...(holder ? { holder } : {}) };
  });
}
