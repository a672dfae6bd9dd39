import type { Types } from 'mongoose';
import type { Household } from '../../../protocol/households';
import { guestsByIds, type GuestRecord } from '../guests/door';
import { guestIdsWithPush } from '../push/door';
import {
  EventAnswerModel,
  QuestionAnswerModel,
  WeekendEventModel,
  type EventAnswerDocument,
  type QuestionAnswerDocument,
  type WeekendEventDocument,
} from './event-model';
import { HouseholdMemberModel, HouseholdModel, type HouseholdDocument } from './model';
import { presentHousehold } from './present';

type Id = Types.ObjectId;
type Contact = Pick<GuestRecord, 'email' | 'phone'>;

/** A household invited to some event, as pages show it, with its members' contacts. */
export interface InvitedHousehold {
  household: Household;
  /** The organizers' name, else its members' names. */
  name: string;
  contacts: Contact[];
  /** Whether a phone of one of its members has push on. */
  hasPush: boolean;
}

/** Everything the organizers' report is computed from, read at once. */
export interface ReportData {
  /** By date, time and creation. */
  events: WeekendEventDocument[];
  /** The invited households that have members, by name. */
  households: InvitedHousehold[];
  /** Each person's answer to each event, under `<eventId>:<personId>`. */
  answers: Map<string, EventAnswerDocument>;
  questionAnswers: QuestionAnswerDocument[];
}

export const answerKey = (eventId: Id | string, personId: string) =>
  `${eventId.toString()}:${personId}`;

/** "The Garcías", or "Ana Ruiz & Ben Ruiz" for a household the organizers did not name. */
export function householdName(household: Household): string {
  if (household.name) return household.name;
  return household.members
    .map((member) => `${member.firstName} ${member.lastName}`.trim())
    .join(' & ');
}

/**
 * One find per collection whatever the number of households (FerretDB: no $lookup), joined in
 * code: a wedding's few hundred guests and their answers fit in memory many times over.
 */
export async function loadReportData(): Promise<ReportData> {
  const events = await WeekendEventModel.find()
    .sort({ date: 1, time: 1, _id: 1 })
    .lean<WeekendEventDocument[]>();
  const invited = [
    ...new Map(events.flatMap((e) => e.householdIds).map((id) => [id.toString(), id])).values(),
  ];
  const eventIds = events.map((event) => event._id);
  const [docs, members, answers, questionAnswers] = await Promise.all([
    HouseholdModel.find({ _id: { $in: invited } }).lean<HouseholdDocument[]>(),
    HouseholdMemberModel.find({ householdId: { $in: invited } }).lean<
      { _id: Id; householdId: Id }[]
    >(),
    EventAnswerModel.find({ eventId: { $in: eventIds } }).lean<EventAnswerDocument[]>(),
    QuestionAnswerModel.find({ eventId: { $in: eventIds } }).lean<QuestionAnswerDocument[]>(),
  ]);
  const memberIds = members.map((member) => member._id);
  const [guests, withPush] = await Promise.all([
    guestsByIds(memberIds),
    guestIdsWithPush(memberIds.map(String)),
  ]);
  const guestById = new Map(guests.map((guest) => [guest._id.toString(), guest]));
  const membersOf = new Map<string, GuestRecord[]>();
  for (const member of members) {
    const guest = guestById.get(member._id.toString());
    if (!guest) continue;
    const key = member.householdId.toString();
    membersOf.set(key, [...(membersOf.get(key) ?? []), guest]);
  }
  const households = docs.flatMap((doc): InvitedHousehold[] => {
    const own = membersOf.get(doc._id.toString()) ?? [];
    // A household left without members is not on the list, nor in the report.
    if (own.length === 0) return [];
    const household = presentHousehold(doc, own);
    return [
      {
        household,
        name: householdName(household),
        contacts: own.map(({ email, phone }) => ({ email, phone })),
        hasPush: own.some((guest) => withPush.has(guest._id.toString())),
      },
    ];
  });
  households.sort(
    (a, b) => a.name.localeCompare(b.name) || a.household.id.localeCompare(b.household.id),
  );
  return {
    events,
    households,
    answers: new Map(answers.map((answer) => [answerKey(answer.eventId, answer.personId), answer])),
    questionAnswers,
  };
}
