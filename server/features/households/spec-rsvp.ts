import type { DomainEventMap } from '../../lib/domain-events';
import { findRsvp } from '../rsvp/door';
import type { AnswersService } from './answers';
import { answersOpen } from './deadline';
import {
  EventAnswerModel,
  WeekendEventModel,
  type EventAnswerDocument,
  type WeekendEventDocument,
} from './event-model';
import type { HouseholdsService } from './service';

/**
 * The spec's `POST /api/rsvp`, sent with a guest's session, still answers for a household of one:
 * its yes or no (and its dietary note) becomes the guest's answer to every event their household
 * is invited to, and its party size marks that many of the household's companions attending (the
 * rest not), keeping meals already chosen. A household of several members answers per event instead, and after the deadline the
 * spec's answer leaves the events' answers as they were sent.
 */
export async function applySpecRsvp(
  services: { households: HouseholdsService; answers: AnswersService },
  saved: DomainEventMap['rsvp.saved'],
  now: Date,
): Promise<void> {
  const guestId = saved.signedInGuestId;
  if (!guestId) return;
  const rsvp = await findRsvp(saved.rsvpId);
  if (!rsvp) return;
  const household = await services.households.mine(guestId);
  const [member] = household.members;
  if (household.members.length !== 1 || !member) return;
  const householdId = await services.households.householdIdOf(guestId);
  if (!(await answersOpen(householdId, now))) return;
  const events = await WeekendEventModel.find({ householdIds: householdId }).lean<
    WeekendEventDocument[]
  >();
  const companionsComing = rsvp.attending ? Math.max(0, (rsvp.guestCount ?? 1) - 1) : 0;
  const answers = [
    { personId: member.id, attending: rsvp.attending, dietary: rsvp.dietaryRestrictions ?? '' },
    ...household.companions.map((companion, index) => ({
      personId: companion.id,
      attending: index < companionsComing,
      dietary: '',
    })),
  ];
  const stored = await EventAnswerModel.find({ householdId }).lean<EventAnswerDocument[]>();
  for (const event of events) {
    // A meal already chosen for this event stays chosen (the spec's answer names none).
    const mealOf = (personId: string) =>
      stored.find((a) => a.eventId.equals(event._id) && a.personId === personId)?.mealId;
    const withMeals = answers.map((answer) => {
      const mealId = answer.attending ? mealOf(answer.personId) : undefined;
      return mealId ? { ...answer, mealId } : answer;
    });
    await services.answers.answer(
      householdId,
      event._id.toString(),
      { answers: withMeals, questionAnswers: [] },
      {
        kind: 'guest',
        guestId,
      },
    );
  }
}
