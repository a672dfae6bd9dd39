import type { Types } from 'mongoose';
import type { QuestionAnswer } from '../../../protocol/household-events';
import { isUniqueViolation } from '../../lib/http/errors';
import type { ChangedBy } from './answers';
import { QuestionAnswerModel, type QuestionAnswerDocument } from './event-model';

const keyOf = (eventId: Types.ObjectId, householdId: Types.ObjectId, questionId: string) =>
  `${eventId.toString()}:${householdId.toString()}:${questionId}`;

/** A household's answers to an event's questions, only those of questions the event still asks. */
export async function questionAnswersOf(
  householdId: Types.ObjectId,
  events: { _id: Types.ObjectId; questions?: { _id: string }[] | null }[],
): Promise<Map<string, QuestionAnswer[]>> {
  const rows = await QuestionAnswerModel.find({ householdId }).lean<QuestionAnswerDocument[]>();
  const byEvent = new Map<string, QuestionAnswer[]>();
  for (const event of events) {
    const asked = new Set((event.questions ?? []).map((question) => question._id));
    byEvent.set(
      event._id.toString(),
      rows
        .filter((row) => row.eventId.equals(event._id) && asked.has(row.questionId) && row.answer)
        .map((row) => ({ questionId: row.questionId, answer: row.answer })),
    );
  }
  return byEvent;
}

/** One answer per household per question under its own id; an empty answer removes it. */
export async function storeQuestionAnswers(
  householdId: Types.ObjectId,
  eventId: Types.ObjectId,
  answers: QuestionAnswer[],
  by: ChangedBy,
): Promise<void> {
  for (const { questionId, answer } of answers) {
    const _id = keyOf(eventId, householdId, questionId);
    if (!answer) {
      await QuestionAnswerModel.deleteOne({ _id });
      continue;
    }
    const write = () =>
      QuestionAnswerModel.updateOne(
        { _id },
        { $set: { eventId, householdId, questionId, answer, by } },
        { upsert: true },
      );
    await write().catch((error: unknown) => {
      if (isUniqueViolation(error)) return write();
      throw error;
    });
  }
}
