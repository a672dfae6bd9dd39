import type { Types } from 'mongoose';
import type { z } from 'zod';
import type {
  eventAnswersBodySchema,
  HistoryEntry,
  HouseholdEvent,
  MyEvents,
  PersonAnswer,
} from '../../../protocol/household-events';
import {
  HOUSEHOLD_MESSAGES,
  type companionsBodySchema,
  type Household,
} from '../../../protocol/households';
import type { DomainEvents } from '../../lib/domain-events';
import { HttpError, isUniqueViolation } from '../../lib/http/errors';
import type { RealtimeHub } from '../../lib/realtime/hub';
import {
  answersOpen,
  reopenHousehold,
  requireAnswersOpen,
  rsvpDeadline,
  setRsvpDeadline,
} from './deadline';
import {
  EventAnswerModel,
  HistoryModel,
  WeekendEventModel,
  type EventAnswerDocument,
  type HistoryDocument,
  type WeekendEventDocument,
} from './event-model';
import { HouseholdMemberModel } from './model';
import { questionAnswersOf, storeQuestionAnswers } from './question-answers';
import type { HouseholdsService } from './service';
import { presentEvent } from './weekend-events';

type Body = z.output<typeof eventAnswersBodySchema>;
type CompanionsBody = z.output<typeof companionsBodySchema>;
export type ChangedBy = { kind: 'guest'; guestId: string } | { kind: 'organizer' };

const presentAnswer = (doc: EventAnswerDocument): PersonAnswer => ({
  personId: doc.personId,
  attending: doc.attending,
  mealId: doc.mealId ?? null,
  dietary: doc.dietary ?? '',
});

/**
 * A household's answers to the weekend's events: one per person per event, each keeping who
 * wrote it and when, every write in the household's history. A guest answers only their own
 * household's invited events until the deadline; an organizer answers for any household.
 */
export class AnswersService {
  constructor(
    private readonly hub: RealtimeHub,
    private readonly households: HouseholdsService,
    private readonly clock: () => Date,
    /** Tells these households' own pages that they changed (the `my-household` topic). */
    private readonly householdsChanged: (householdIds: string[]) => void,
    /** Told `households.answered` after each stored change (the confirmation listens). */
    private readonly events?: DomainEvents,
  ) {}

  async mine(guestId: string | undefined): Promise<MyEvents> {
    return this.eventsOf(await this.households.householdIdOf(guestId));
  }

  /** What the organizers read of one household: what its own page reads. */
  async eventsFor(householdId: string): Promise<MyEvents> {
    const [id] = await this.households.requireHouseholds([householdId]);
    return this.eventsOf(id!);
  }

  /** A household's invited events, its people's answers, and whether they can still change. */
  private async eventsOf(householdId: Types.ObjectId): Promise<MyEvents> {
    const [events, answers, deadline, open] = await Promise.all([
      WeekendEventModel.find({ householdIds: householdId })
        .sort({ date: 1, time: 1, _id: 1 })
        .lean<WeekendEventDocument[]>(),
      EventAnswerModel.find({ householdId }).lean<EventAnswerDocument[]>(),
      rsvpDeadline(),
      answersOpen(householdId, this.clock()),
    ]);
    const questionAnswers = await questionAnswersOf(householdId, events);
    return {
      deadline: deadline?.toISOString() ?? null,
      canChange: open,
      events: events.map((event) => ({
        event: presentEvent(event),
        answers: answers.filter((a) => a.eventId.equals(event._id)).map(presentAnswer),
        questionAnswers: questionAnswers.get(event._id.toString()) ?? [],
      })),
    };
  }

  async answerAsGuest(guestId: string | undefined, eventId: string, body: Body) {
    const householdId = await this.households.householdIdOf(guestId);
    await requireAnswersOpen(householdId, this.clock());
    return this.answer(householdId, eventId, body, { kind: 'guest', guestId: guestId as string });
  }

  async answerFor(householdId: string, eventId: string, body: Body) {
    const [id] = await this.households.requireHouseholds([householdId]);
    return this.answer(id!, eventId, body, { kind: 'organizer' });
  }

  async history(householdId: string): Promise<HistoryEntry[]> {
    const [id] = await this.households.requireHouseholds([householdId]);
    const rows = await HistoryModel.find({ householdId: id })
      .sort({ at: -1, _id: -1 })
      .lean<HistoryDocument[]>();
    return rows.map((row) => ({
      id: row._id.toString(),
      what: row.what,
      eventId: row.eventId?.toString() ?? null,
      by: { kind: row.by.kind, ...(row.by.guestId ? { guestId: row.by.guestId } : {}) },
      answers: (row.answers as PersonAnswer[] | undefined) ?? null,
      at: row.at.toISOString(),
    }));
  }

  /** The companions are part of the answer: named until the deadline, and kept in the history. */
  async nameCompanions(guestId: string | undefined, body: CompanionsBody): Promise<Household> {
    const householdId = await this.households.householdIdOf(guestId);
    await requireAnswersOpen(householdId, this.clock());
    const household = await this.households.nameCompanions(guestId, body);
    const by = { kind: 'guest' as const, guestId: guestId as string };
    await this.record(householdId, 'companions', by);
    await this.events?.emit('households.answered', {
      householdId: householdId.toString(),
      what: 'companions',
      by,
    });
    return household;
  }

  async reopen(householdId: string): Promise<{ reopened: true }> {
    const [id] = await this.households.requireHouseholds([householdId]);
    await reopenHousehold(id!);
    await this.record(id!, 'reopened', { kind: 'organizer' });
    await this.households.announceChanged(id!);
    return { reopened: true };
  }

  async settings(): Promise<{ deadline: string | null }> {
    return { deadline: (await rsvpDeadline())?.toISOString() ?? null };
  }

  /**
   * A new deadline changes every household's `canChange`: each household's pages are told after
   * the write (one push per household, to its own segment; a wedding has a few hundred at most),
   * and so are the other organizers' tabs.
   */
  async setSettings(deadline: string | null): Promise<{ deadline: string | null }> {
    const stored = await setRsvpDeadline(deadline ? new Date(deadline) : null);
    const settings = { deadline: stored?.toISOString() ?? null };
    this.hub.publish('households', 'households:settings', settings);
    const householdIds = await HouseholdMemberModel.distinct('householdId');
    this.householdsChanged(householdIds.map(String));
    return settings;
  }

  private async record(householdId: Types.ObjectId, what: HistoryEntry['what'], by: ChangedBy) {
    await HistoryModel.create({ householdId, what, by, at: this.clock() });
  }

  /** Everything is checked before the first write: a refused answer stores nothing. */
  async answer(
    householdId: Types.ObjectId,
    eventId: string,
    body: Body,
    by: ChangedBy,
  ): Promise<HouseholdEvent> {
    const event = await WeekendEventModel.findById(eventId).lean<WeekendEventDocument>();
    if (!event) throw new HttpError(404, HOUSEHOLD_MESSAGES.eventNotFound);
    if (!event.householdIds.some((id) => id.equals(householdId))) {
      throw new HttpError(403, HOUSEHOLD_MESSAGES.notInvited);
    }
    const people = await this.households.peopleOf(householdId);
    const meals = new Set(event.meals.map((meal) => meal._id));
    const seen = new Set<string>();
    for (const answer of body.answers) {
      if (!people.has(answer.personId)) throw new HttpError(422, HOUSEHOLD_MESSAGES.notInHousehold);
      if (seen.has(answer.personId)) throw new HttpError(422, HOUSEHOLD_MESSAGES.personTwice);
      seen.add(answer.personId);
      if (answer.attending && answer.mealId !== undefined && !meals.has(answer.mealId)) {
        throw new HttpError(422, HOUSEHOLD_MESSAGES.mealNotOffered);
      }
    }
    const asked = new Set((event.questions ?? []).map((question) => question._id));
    if (body.questionAnswers.some((answer) => !asked.has(answer.questionId))) {
      throw new HttpError(422, HOUSEHOLD_MESSAGES.unknownQuestion);
    }
    for (const answer of body.answers) {
      await this.store(householdId, event._id, answer, by);
    }
    await storeQuestionAnswers(householdId, event._id, body.questionAnswers, by);
    const stored = await EventAnswerModel.find({ householdId, eventId: event._id }).lean<
      EventAnswerDocument[]
    >();
    const answers = stored.map(presentAnswer);
    await HistoryModel.create({
      householdId,
      eventId: event._id,
      what: 'answers',
      by,
      answers: body.answers.map((answer) => answers.find((a) => a.personId === answer.personId)),
      at: this.clock(),
    });
    this.hub.publish('households', 'households:answers', {
      householdId: householdId.toString(),
      eventId: event._id.toString(),
      answers,
    });
    await this.events?.emit('households.answered', {
      householdId: householdId.toString(),
      what: 'answers',
      by,
    });
    const questionAnswers = await questionAnswersOf(householdId, [event]);
    return {
      event: presentEvent(event),
      answers,
      questionAnswers: questionAnswers.get(event._id.toString()) ?? [],
    };
  }

  /** One answer per person per event, under its own id: a second writer updates it. */
  private async store(
    householdId: Types.ObjectId,
    eventId: Types.ObjectId,
    answer: Body['answers'][number],
    by: ChangedBy,
  ): Promise<void> {
    const mealId = answer.attending ? answer.mealId : undefined;
    const write = () =>
      EventAnswerModel.updateOne(
        { _id: `${eventId.toString()}:${answer.personId}` },
        {
          $set: {
            eventId,
            householdId,
            personId: answer.personId,
            attending: answer.attending,
            dietary: answer.dietary,
            by,
            ...(mealId === undefined ? {} : { mealId }),
          },
          ...(mealId === undefined ? { $unset: { mealId: 1 } } : {}),
        },
        { upsert: true },
      );
    await write().catch((error: unknown) => {
      if (isUniqueViolation(error)) return write();
      throw error;
    });
  }
}
