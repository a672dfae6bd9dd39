import type { Types } from 'mongoose';
import type { Meal } from '../../../protocol/household-events';
import type { AppContext } from '../../lib/feature';
import { perApp } from '../../lib/per-app';
import { guestsByIds } from '../guests/door';
import {
  EventAnswerModel,
  WeekendEventModel,
  type EventAnswerDocument,
  type WeekendEventDocument,
} from './event-model';
import { ensureHouseholds } from './migrate';
import { HouseholdMemberModel, HouseholdModel, type HouseholdDocument } from './model';
import { HouseholdsService } from './service';
import { presentEvent } from './weekend-events';

/**
 * The households' door: what other features read of households (the seating's seat holders and
 * place-card meals) and the writes the guest list's CSV import makes (through HouseholdsService,
 * so every change is published as the households' own screens make it).
 */

type Id = Types.ObjectId;

/** The households' service of this app, for the guest list's import (stateless apart from the hub). */
export const householdsServiceOf: (ctx: AppContext) => HouseholdsService = perApp(
  (ctx) => new HouseholdsService(ctx.hub),
);
export type { HouseholdsService } from './service';

/** A companion as the seating seats them, with the member they come with. */
export type CompanionRecord = {
  id: string;
  householdId: string;
  /** Null until the household names them ("Guest of Ana" until then). */
  name: string | null;
  child: boolean;
  /** The member they come with: their `guestOf` while a member, else the household's first. */
  guestOfId: string;
  guestOfFirstName: string;
};

/**
 * Every companion of every household with members, in each household's own order. Households of
 * one are made first for guests in none, so an older party of 3 is read as its 2 companions.
 */
export async function allCompanions(): Promise<CompanionRecord[]> {
  await ensureHouseholds();
  const members = await HouseholdMemberModel.find().lean<{ _id: Id; householdId: Id }[]>();
  const householdIds = [...new Set(members.map((member) => member.householdId.toString()))];
  const [docs, guests] = await Promise.all([
    HouseholdModel.find({ _id: { $in: householdIds } }).lean<HouseholdDocument[]>(),
    guestsByIds(members.map((member) => member._id)),
  ]);
  const guestById = new Map(guests.map((guest) => [guest._id.toString(), guest]));
  return docs.flatMap((doc) => {
    // Members as households present them (by first then last name): the first one hosts.
    const own = members
      .filter((member) => member.householdId.equals(doc._id))
      .flatMap((member) => guestById.get(member._id.toString()) ?? [])
      .sort(
        (a, b) =>
          a.firstName.localeCompare(b.firstName) ||
          (a.lastName ?? '').localeCompare(b.lastName ?? ''),
      );
    const host = own[0];
    if (!host) return [];
    return (doc.companions ?? []).map((companion) => {
      const member =
        own.find((guest) => companion.guestOf && guest._id.equals(companion.guestOf)) ?? host;
      return {
        id: companion._id,
        householdId: doc._id.toString(),
        name: companion.name || null,
        child: companion.child ?? false,
        guestOfId: member._id.toString(),
        guestOfFirstName: member.firstName,
      };
    });
  });
}

/**
 * The meal each attending person chose for the event marked `seated` (the seating chart's event),
 * by person id (a member's guest id or a companion's id). No event marked: an empty map.
 */
export async function seatedEventMeals(): Promise<Map<string, Meal>> {
  const event = await WeekendEventModel.findOne({ seated: true }).lean<WeekendEventDocument>();
  if (!event) return new Map();
  const meals = new Map(presentEvent(event).meals.map((meal) => [meal.id, meal]));
  const answers = await EventAnswerModel.find({ eventId: event._id, attending: true })
    .select({ personId: 1, mealId: 1 })
    .lean<Pick<EventAnswerDocument, 'personId' | 'mealId'>[]>();
  const chosen = new Map<string, Meal>();
  for (const answer of answers) {
    const meal = answer.mealId ? meals.get(answer.mealId) : undefined;
    if (meal) chosen.set(answer.personId, meal);
  }
  return chosen;
}

/**
 * The companions who came with these guests (their `guestOf`), whatever household they are in
 * now: when the guests leave the list, the seating frees their chairs too.
 */
export async function companionIdsComingWith(guestIds: string[]): Promise<string[]> {
  const wanted = new Set(guestIds);
  const docs = await HouseholdModel.find()
    .select({ companions: 1 })
    .lean<Pick<HouseholdDocument, 'companions'>[]>();
  return docs.flatMap((doc) =>
    (doc.companions ?? []).flatMap((companion) =>
      companion.guestOf && wanted.has(companion.guestOf.toString()) ? [companion._id] : [],
    ),
  );
}
