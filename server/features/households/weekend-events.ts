import { randomUUID } from 'node:crypto';
import type { Types } from 'mongoose';
import type { z } from 'zod';
import type {
  Meal,
  OrganizerWeekendEvent,
  WeekendEvent,
  weekendEventBodySchema,
} from '../../../protocol/household-events';
import { HOUSEHOLD_MESSAGES } from '../../../protocol/households';
import { HttpError } from '../../lib/http/errors';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { WeekendEventModel, type WeekendEventDocument } from './event-model';
import type { HouseholdsService } from './service';

type Body = z.output<typeof weekendEventBodySchema>;

export function presentEvent(doc: WeekendEventDocument): WeekendEvent {
  return {
    id: doc._id.toString(),
    name: doc.name,
    nameEs: doc.nameEs,
    details: doc.details,
    detailsEs: doc.detailsEs,
    date: doc.date,
    time: doc.time,
    place: doc.place,
    meals: doc.meals.map((meal): Meal => ({
      id: meal._id,
      name: meal.name,
      nameEs: meal.nameEs,
      description: meal.description,
      descriptionEs: meal.descriptionEs,
      children: meal.children,
    })),
    questions: (doc.questions ?? []).map((question) => ({
      id: question._id,
      prompt: question.prompt,
      promptEs: question.promptEs,
    })),
    seated: doc.seated ?? false,
  };
}

export function presentOrganizerEvent(doc: WeekendEventDocument): OrganizerWeekendEvent {
  return {
    ...presentEvent(doc),
    householdIds: doc.householdIds.map(String),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** The organizers' list of the weekend's events, by date and time, each change pushed. */
export class WeekendEventsService {
  constructor(
    private readonly hub: RealtimeHub,
    private readonly households: HouseholdsService,
    /** Told of the households an edit took off an event's invitation, after the write. */
    private readonly uninvited: (householdIds: Types.ObjectId[]) => void = () => {},
  ) {}

  async list(): Promise<OrganizerWeekendEvent[]> {
    const docs = await WeekendEventModel.find()
      .sort({ date: 1, time: 1, _id: 1 })
      .lean<WeekendEventDocument[]>();
    return docs.map(presentOrganizerEvent);
  }

  async create(body: Body): Promise<OrganizerWeekendEvent> {
    const fields = await this.fields(body, [], []);
    const created = await WeekendEventModel.create(fields);
    await this.keepOneSeated(created._id, fields.seated);
    return this.announce(created.toObject() as WeekendEventDocument);
  }

  async update(id: string, body: Body): Promise<OrganizerWeekendEvent> {
    const current = await WeekendEventModel.findById(id).lean<WeekendEventDocument>();
    if (!current) throw new HttpError(404, HOUSEHOLD_MESSAGES.eventNotFound);
    const fields = await this.fields(
      body,
      current.meals.map((meal) => meal._id),
      (current.questions ?? []).map((question) => question._id),
    );
    const updated = await WeekendEventModel.findByIdAndUpdate(
      id,
      { $set: fields },
      { new: true },
    ).lean<WeekendEventDocument>();
    if (!updated) throw new HttpError(404, HOUSEHOLD_MESSAGES.eventNotFound);
    this.uninvited(
      current.householdIds.filter((id) => !updated.householdIds.some((k) => k.equals(id))),
    );
    await this.keepOneSeated(updated._id, fields.seated);
    return this.announce(updated);
  }

  /** The event marked seated is the only one: any other loses the mark, and is pushed. */
  private async keepOneSeated(id: Types.ObjectId, seated: boolean): Promise<void> {
    if (!seated) return;
    const others = await WeekendEventModel.find({ seated: true, _id: { $ne: id } })
      .select('_id')
      .lean<{ _id: Types.ObjectId }[]>();
    for (const other of others) {
      const cleared = await WeekendEventModel.findByIdAndUpdate(
        other._id,
        { $set: { seated: false } },
        { new: true },
      ).lean<WeekendEventDocument>();
      if (cleared) this.announce(cleared);
    }
  }

  /** Every check before anything is written: a meal or question kept must be the event's own. */
  private async fields(body: Body, mealIds: string[], questionIds: string[]) {
    const householdIds = await this.households.requireHouseholds(body.householdIds);
    const meals = body.meals.map(({ id, ...meal }) => {
      if (id !== undefined && !mealIds.includes(id)) {
        throw new HttpError(422, HOUSEHOLD_MESSAGES.unknownMeal);
      }
      return { _id: id ?? randomUUID(), ...meal };
    });
    const questions = body.questions.map(({ id, ...question }) => {
      if (id !== undefined && !questionIds.includes(id)) {
        throw new HttpError(422, HOUSEHOLD_MESSAGES.unknownQuestion);
      }
      return { _id: id ?? randomUUID(), ...question };
    });
    return { ...body, meals, questions, householdIds };
  }

  private announce(doc: WeekendEventDocument): OrganizerWeekendEvent {
    const event = presentOrganizerEvent(doc);
    this.hub.publish('households', 'households:event-saved', event);
    return event;
  }
}
