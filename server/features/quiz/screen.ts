import { QUIZ_LIMITS, type QuizAnswered, type QuizRoster } from '../../../protocol/quiz';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { PushCoalescer } from '../leaderboard/coalescer';
import {
  QuizAnswerModel,
  QuizPlayerModel,
  QuizRunModel,
  type PlayerDocument,
  type RunDocument,
} from './model';
import { rosterOf } from './standings';

/** At most this many pushes a second per process on `quiz-screen`, however many phones join. */
const WINDOW_MS = 300;

async function answeredOf(runId: string, questionIndex: number): Promise<QuizAnswered> {
  const [answered, players] = await Promise.all([
    QuizAnswerModel.countDocuments({ runId, questionIndex }),
    QuizPlayerModel.countDocuments({ runId }),
  ]);
  return { runId, questionIndex, answered, players };
}

export async function rosterOfRun(runId: string): Promise<QuizRoster> {
  const [players, run] = await Promise.all([
    QuizPlayerModel.find({ runId })
      .select({ name: 1, playerId: 1, tableName: 1, joinedAt: 1 })
      .lean<PlayerDocument[]>(),
    QuizRunModel.findById(runId).select({ phase: 1, questionIndex: 1 }).lean<RunDocument>(),
  ]);
  const newestFirst = players.sort((a, b) => b.joinedAt.getTime() - a.joinedAt.getTime());
  const asking = run?.phase === 'question' && run.questionIndex >= 0;
  return {
    runId,
    count: players.length,
    players: rosterOf(newestFirst).slice(0, QUIZ_LIMITS.rosterMax),
    answered: asking ? await answeredOf(runId, run.questionIndex) : null,
  };
}

/**
 * What only the shared screens follow (`quiz-screen`): who joined, and how many answered. A burst
 * of joins or answers is folded into one push per window, read from the database when it goes
 * (so it is exact whichever process took the writes); nothing goes to every phone per join.
 */
export class ScreenPushes {
  private readonly coalescer: PushCoalescer;

  constructor(
    private readonly hub: RealtimeHub,
    logger: Logger,
  ) {
    this.coalescer = new PushCoalescer(
      WINDOW_MS,
      (changes) => this.flush([...changes.players]),
      (error) => logger.warn({ err: error }, 'quiz: a screen push failed'),
    );
  }

  joined(runId: string): void {
    this.coalescer.add({ players: [`roster|${runId}`] });
  }

  answered(runId: string, questionIndex: number): void {
    this.coalescer.add({ players: [`answered|${runId}|${questionIndex}`] });
  }

  private async flush(changes: string[]): Promise<void> {
    for (const change of changes) {
      const [kind, runId, index] = change.split('|') as [string, string, string?];
      if (kind === 'roster') {
        this.hub.publish('quiz-screen', 'quiz:roster', await rosterOfRun(runId));
        continue;
      }
      this.hub.publish('quiz-screen', 'quiz:answered', await answeredOf(runId, Number(index)));
    }
  }
}
