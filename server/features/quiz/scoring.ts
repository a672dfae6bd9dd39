import { isDuplicateKey } from '../../lib/http/errors';
import { retryWhileBusy } from '../../lib/transient-db';
import { seatingPublished } from '../seating/door';
import {
  QuizAnswerModel,
  QuizPlayerModel,
  QuizScoresModel,
  type AnswerDocument,
  type PlayerDocument,
  type RunDocument,
  type ScoresDocument,
} from './model';
import { standingsOf } from './standings';

/**
 * A closed question's scores never change: kept once read, by id (`<runId>:<index>`), so the
 * phones asking for their result after the reveal cost one read per process.
 */
const known = new Map<string, ScoresDocument>();

export async function scoresOf(runId: string, index: number): Promise<ScoresDocument | null> {
  if (index < 0) return null;
  const id = `${runId}:${index}`;
  const cached = known.get(id);
  if (cached) return cached;
  const stored = await QuizScoresModel.findById(id).lean<ScoresDocument>();
  if (stored) {
    if (known.size > 500) known.clear();
    known.set(id, stored);
  }
  return stored;
}

/**
 * Stores everyone's score after the run's current question: the last scores plus the points each
 * answer earned as it arrived. Inserted once under its id; whoever comes second reads the first.
 */
async function storeScores(run: RunDocument): Promise<ScoresDocument> {
  const index = run.questionIndex;
  const existing = await scoresOf(run._id, index);
  if (existing) return existing;
  const previous = await scoresOf(run._id, run.scoredThrough);
  const answers = await QuizAnswerModel.find({
    runId: run._id,
    questionIndex: index,
  }).lean<AnswerDocument[]>();
  const question = run.questions[index]!;
  const counts = question.answers.map(() => 0);
  const entries = new Map(
    (previous?.entries ?? []).map((entry) => [entry.key, { ...entry, lastPoints: 0 }]),
  );
  for (const answer of answers) {
    counts[answer.choice] = (counts[answer.choice] ?? 0) + 1;
    const entry = entries.get(answer.deviceKey) ?? {
      key: answer.deviceKey,
      score: 0,
      lastPoints: 0,
      answered: 0,
      correct: 0,
    };
    entry.score += answer.points;
    entry.lastPoints = answer.points;
    entry.answered += 1;
    if (answer.correct) entry.correct += 1;
    entries.set(answer.deviceKey, entry);
  }
  const doc: ScoresDocument = {
    _id: `${run._id}:${index}`,
    runId: run._id,
    afterQuestion: index,
    correctIndex: question.correctIndex,
    counts,
    entries: [...entries.values()],
  };
  try {
    await retryWhileBusy(() => QuizScoresModel.collection.insertOne(doc as never));
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return (await scoresOf(run._id, index))!;
  }
  return doc;
}

export function playersOf(runId: string): Promise<PlayerDocument[]> {
  return QuizPlayerModel.find({ runId }).lean<PlayerDocument[]>();
}

/** The patch that closes the current question: the reveal, the scores and the standings. */
export async function closePatch(run: RunDocument): Promise<Partial<RunDocument>> {
  const scores = await storeScores(run);
  const [players, teams] = await Promise.all([playersOf(run._id), seatingPublished()]);
  const { standings } = standingsOf(players, scores, teams);
  return {
    phase: 'reveal',
    paused: false,
    remainingMs: null,
    scoredThrough: run.questionIndex,
    teams,
    standings,
    reveal: {
      questionIndex: run.questionIndex,
      correctIndex: scores.correctIndex,
      counts: scores.counts,
    },
  };
}
