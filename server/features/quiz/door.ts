import type { QuizRunSummary } from '../../../protocol/quiz';
import type { AppContext } from '../../lib/feature';
import { perApp } from '../../lib/per-app';
import { QuizPlayerModel, QuizRunModel, type RunDocument } from './model';
import type { QuizResultsSource, QuizRunResults } from './results-source';
import { playersOf, scoresOf } from './scoring';
import { standingsOf } from './standings';

export type { QuizPlayerResult, QuizResultsSource, QuizRunResults } from './results-source';

async function summaryOf(run: RunDocument): Promise<QuizRunSummary> {
  return {
    id: run._id,
    quizId: run.quizId,
    title: run.title,
    startedAt: run.startedAt.toISOString(),
    endedAt: run.endedAt ? run.endedAt.toISOString() : null,
    players: await QuizPlayerModel.countDocuments({ runId: run._id }),
    podium: run.podium,
  };
}

/** The questions closed so far, with their right answer and how many chose each. */
async function closedQuestions(run: RunDocument): Promise<QuizRunResults['questions']> {
  const questions: QuizRunResults['questions'] = [];
  for (let index = 0; index <= run.scoredThrough; index += 1) {
    const scores = await scoresOf(run._id, index);
    if (!scores) continue;
    questions.push({
      index,
      text: run.questions[index]!.text,
      correctIndex: scores.correctIndex,
      counts: scores.counts,
    });
  }
  return questions;
}

class StoredQuizResults implements QuizResultsSource {
  async runs(): Promise<QuizRunSummary[]> {
    const runs = await QuizRunModel.find({})
      .select({ questions: 0, standings: 0, reveal: 0 })
      .sort({ startedAt: -1 })
      .lean<RunDocument[]>();
    return Promise.all(runs.map(summaryOf));
  }

  async results(runId: string): Promise<QuizRunResults | null> {
    const run = await QuizRunModel.findById(runId).lean<RunDocument>();
    if (!run) return null;
    const [players, scores] = await Promise.all([
      playersOf(runId),
      scoresOf(runId, run.scoredThrough),
    ]);
    const { all, tables } = standingsOf(players, scores, run.teams);
    const entryOf = new Map((scores?.entries ?? []).map((entry) => [entry.key, entry]));
    const playerOf = new Map(players.map((player) => [player.playerId, player]));
    return {
      run: await summaryOf(run),
      players: all.map((row) => {
        const player = playerOf.get(row.playerId)!;
        const entry = entryOf.get(player.deviceKey);
        return {
          playerId: row.playerId,
          name: row.name,
          tableName: row.tableName,
          deviceHash: player.deviceHash,
          score: row.score,
          rank: row.rank,
          answered: entry?.answered ?? 0,
          correct: entry?.correct ?? 0,
        };
      }),
      // Every table, not only the top ones the screens show.
      tables,
      questions: await closedQuestions(run),
    };
  }
}

/** What the live quiz tells the results, the leaderboard and the keepsake: one per app. */
export const quizResultsOf: (ctx: AppContext) => QuizResultsSource = perApp(
  () => new StoredQuizResults(),
);
