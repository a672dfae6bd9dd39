import type { Types } from 'mongoose';
import { HOUSEHOLD_MESSAGES } from '../../../protocol/households';
import { HttpError } from '../../lib/http/errors';
import { HouseholdSettingsModel } from './event-model';
import { HouseholdModel } from './model';

const SETTINGS_ID = 'rsvp';

/** The RSVP deadline the organizers set, or null. */
export async function rsvpDeadline(): Promise<Date | null> {
  const doc = await HouseholdSettingsModel.findById(SETTINGS_ID).lean<{ deadline?: Date }>();
  return doc?.deadline ?? null;
}

export async function setRsvpDeadline(deadline: Date | null): Promise<Date | null> {
  await HouseholdSettingsModel.updateOne(
    { _id: SETTINGS_ID },
    deadline ? { $set: { deadline } } : { $unset: { deadline: 1 } },
    { upsert: true },
  );
  return deadline;
}

/** Whether this household's guests may still change its answers at `now`. */
export async function answersOpen(householdId: Types.ObjectId, now: Date): Promise<boolean> {
  const deadline = await rsvpDeadline();
  if (!deadline || now.getTime() <= deadline.getTime()) return true;
  const household = await HouseholdModel.findById(householdId, { reopened: 1 }).lean<{
    reopened?: boolean;
  }>();
  return household?.reopened === true;
}

/** A guest's change after the deadline: 409, nothing stored. */
export async function requireAnswersOpen(householdId: Types.ObjectId, now: Date): Promise<void> {
  if (!(await answersOpen(householdId, now))) {
    throw new HttpError(409, HOUSEHOLD_MESSAGES.deadlinePassed);
  }
}

export async function reopenHousehold(householdId: Types.ObjectId): Promise<void> {
  await HouseholdModel.updateOne({ _id: householdId }, { $set: { reopened: true } });
}
