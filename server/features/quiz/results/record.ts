import { quizLeaderboardScore } from '../../../../protocol/quiz';
import type { DomainEvents } from '../../../lib/domain-events';
import type { JobContext, JobRunner } from '../../../lib/jobs/runner';
import { recordLiveQuizPlay } from '../../games/door';
import type { QuizPlayerResult, QuizResultsSource } from '../results-source';

export const RECORD_JOB = 'quiz.record-results';

/** Players recorded at once: each is a few writes by `_id`, and the database has other guests. */
const AT_ONCE = 4;

type RecordPayload = { runId: string };

/**
 * An ended run's results into the games' leaderboard, as the game `live_quiz`: each player gets a
 * session scored quizLeaderboardScore(points), then 'game.scored' updates the leaderboard live.
 * It runs as a job keyed by the run (the host's 'end' does not wait for 150 players' writes; a
 * process that dies mid-way leaves it to another), and every player is recorded at most once
 * however often 'quiz.ended' comes and whichever process runs it (recordLiveQuizPlay).
 */
export class QuizResultsRecorder {
  constructor(
    private readonly source: QuizResultsSource,
    private readonly events: DomainEvents,
    private readonly jobs: JobRunner,
  ) {
    jobs.define<RecordPayload>(RECORD_JOB, (payload, job) => this.record(payload.runId, job), {
      concurrency: 1,
      backoffMs: 2_000,
      maxBackoffMs: 60_000,
      maxAttempts: 20,
    });
    events.on('quiz.ended', ({ runId }) => this.ended(runId));
  }

  private async ended(runId: string): Promise<void> {
    await this.jobs.enqueue<RecordPayload>(RECORD_JOB, { runId }, { key: runId });
  }

  private async record(runId: string, job: JobContext): Promise<void> {
    const results = await this.source.results(runId);
    if (!results) return;
    const waiting = [...results.players];
    const worker = async () => {
      for (let player = waiting.shift(); player; player = waiting.shift()) {
        // Another process took the job over: it records the rest (and skips what is done).
        if (job.signal.aborted) return;
        await this.recordPlayer(runId, player);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
  }

  private async recordPlayer(runId: string, player: QuizPlayerResult): Promise<void> {
    const recorded = await recordLiveQuizPlay({
      runId,
      deviceHash: player.deviceHash,
      name: player.name,
      score: quizLeaderboardScore(player.score),
      rank: player.rank,
      answered: player.answered,
      correct: player.correct,
    });
    if (recorded) await this.events.emit('game.scored', recorded);
  }
}
