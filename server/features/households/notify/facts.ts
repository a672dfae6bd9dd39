import type { Types } from 'mongoose';
import type { Household } from '../../../../protocol/households';
import { guestsByIds, type GuestRecord } from '../../guests/door';
import {
  EventAnswerModel,
  WeekendEventModel,
  type EventAnswerDocument,
  type WeekendEventDocument,
} from '../event-model';
import { ensureHouseholds } from '../migrate';
import { HouseholdMemberModel, HouseholdModel, type HouseholdDocument } from '../model';
import { presentHousehold } from '../present';

type Id = Types.ObjectId;

/** One invited event of a household, with its people's answers by person id. */
export interface InvitedEvent {
  event: WeekendEventDocument;
  answers: Map<string, EventAnswerDocument>;
}

/** What a confirmation or a reminder says about one household, read in one go. */
export interface HouseholdFacts {
  household: Household;
  /** The organizers' name for it, or its members' first names. */
  name: string;
  /** Its members as the guest list has them (e-mail, phone, language). */
  guests: GuestRecord[];
  events: InvitedEvent[];
}

export const personIdsOf = (household: Household) => [
  ...household.members.map((member) => member.id),
  ...household.companions.map((companion) => companion.id),
];

/** The invited events some person of the household has not answered. */
export const unansweredEvents = (facts: HouseholdFacts) => {
  const people = personIdsOf(facts.household);
  return facts.events.filter(({ answers }) => people.some((person) => !answers.has(person)));
};

/**
 * The households with members (all of them, or these), with their guests, invited events and
 * answers: one find per collection whatever their number.
 */
export async function householdFacts(ids?: string[]): Promise<HouseholdFacts[]> {
  await ensureHouseholds();
  const members = await HouseholdMemberModel.find(ids ? { householdId: { $in: ids } } : {}).lean<
    { _id: Id; householdId: Id }[]
  >();
  const householdIds = [...new Set(members.map((member) => member.householdId.toString()))];
  const [docs, guests, events, answers] = await Promise.all([
    HouseholdModel.find({ _id: { $in: householdIds } })
      .sort({ _id: 1 })
      .lean<HouseholdDocument[]>(),
    guestsByIds(members.map((member) => member._id)),
    WeekendEventModel.find({ householdIds: { $in: householdIds } })
      .sort({ date: 1, time: 1, _id: 1 })
      .lean<WeekendEventDocument[]>(),
    EventAnswerModel.find({ householdId: { $in: householdIds } }).lean<EventAnswerDocument[]>(),
  ]);
  const guestById = new Map(guests.map((guest) => [guest._id.toString(), guest]));
  return docs.flatMap((doc) => {
    const own = members
      .filter((member) => member.householdId.equals(doc._id))
      .flatMap((member) => guestById.get(member._id.toString()) ?? []);
    if (own.length === 0) return [];
    const household = presentHousehold(doc, own);
    const invited = events.filter((event) => event.householdIds.some((id) => id.equals(doc._id)));
    return [
      {
        household,
        name: household.name || household.members.map((member) => member.firstName).join(' & '),
        guests: own,
        events: invited.map((event) => ({
          event,
          answers: new Map(
            answers
              .filter(
                (answer) => answer.householdId.equals(doc._id) && answer.eventId.equals(event._id),
              )
              .map((answer) => [answer.personId, answer]),
          ),
        })),
      },
    ];
  });
}
