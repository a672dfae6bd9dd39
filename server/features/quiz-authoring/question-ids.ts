import { Types } from 'mongoose';
import type { QuizQuestionBody } from '../../../protocol/quiz';

/**
 * Which stored question each question of a save is, so that it keeps its id through edits and
 * reorders (the live run and the editor's list name questions by it):
 * 1. the id the editor sent back with it, when it is one of this quiz's and not taken yet;
 * 2. otherwise a stored question not taken yet with the same wording (English and Spanish, then
 *    English alone): a client that sends no ids keeps them for questions only moved;
 * 3. otherwise a new id (a new question, or one both reworded and sent without its id).
 * Each stored id goes to one question at most, the first that claims it.
 */
export function questionIds(
  before: { id: string; text: string; textEs: string }[],
  questions: Pick<QuizQuestionBody, 'id' | 'text' | 'textEs'>[],
): string[] {
  const known = new Set(before.map((question) => question.id));
  const taken = new Set<string>();
  const ids: (string | undefined)[] = questions.map((question) => {
    if (!question.id || !known.has(question.id) || taken.has(question.id)) return undefined;
    taken.add(question.id);
    return question.id;
  });
  const sameWording = (match: (stored: (typeof before)[number], index: number) => boolean) => {
    questions.forEach((_question, index) => {
      if (ids[index]) return;
      const found = before.find((stored) => !taken.has(stored.id) && match(stored, index));
      if (!found) return;
      taken.add(found.id);
      ids[index] = found.id;
    });
  };
  const textOf = (value: string) => value.trim().toLowerCase();
  sameWording(
    (stored, index) =>
      textOf(stored.text) === textOf(questions[index]!.text) &&
      textOf(stored.textEs) === textOf(questions[index]!.textEs),
  );
  sameWording((stored, index) => textOf(stored.text) === textOf(questions[index]!.text));
  return ids.map((id) => id ?? new Types.ObjectId().toString());
}
