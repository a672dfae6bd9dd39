import type { Types } from 'mongoose';
import { EventAnswerModel, WeekendEventModel, type EventAnswerDocument } from './event-model';
import { HouseholdMemberModel } from './model';

export interface MemberStatus {
  guestId: string;
  rsvpStatus: 'confirmed' | 'declined';
}

/**
 * What a household's answers say of each member's place on the guest list: confirmed when they
 * come to any invited event, declined once they have answered no to every one; a member who has
 * not answered every event and comes to none is left as the list has them.
 */
export async function memberStatusesOf(householdId: Types.ObjectId): Promise<MemberStatus[]> {
  const [members, events, answers] = await Promise.all([
    HouseholdMemberModel.find({ householdId }).lean<{ _id: Types.ObjectId }[]>(),
    WeekendEventModel.find({ householdIds: householdId }).select({ _id: 1 }).lean(),
    EventAnswerModel.find({ householdId }).lean<EventAnswerDocument[]>(),
  ]);
  const invited = new Set(events.map((event) => event._id.toString()));
  return members.flatMap((member): MemberStatus[] => {
    const guestId = member._id.toString();
    const own = answers.filter(
      (answer) => answer.personId === guestId && invited.has(answer.eventId.toString()),
    );
    if (own.some((answer) => answer.attending)) return [{ guestId, rsvpStatus: 'confirmed' }];
    if (invited.size > 0 && own.length === invited.size) {
      return [{ guestId, rsvpStatus: 'declined' }];
    }
    return [];
  });
}
