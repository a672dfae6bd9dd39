import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import type { Router } from 'express';
import type { QuizPlayerResult, QuizResultsSource, QuizRunResults } from '../results-source';
import { apiNotFound } from '../../../lib/http/errors';
import { deviceFor } from '../../../test/devices';
import type { TestApp } from '../../../test/harness';

/**
 * A `QuizResultsSource` holding runs in memory: what the live run (server/features/quiz/door.ts,
 * the quiz-live lane's) answers, for testing the results before that lane is merged.
 */
export class RunsInMemory implements QuizResultsSource {
  private readonly stored = new Map<string, QuizRunResults>();

  add(results: QuizRunResults): void {
    this.stored.set(results.run.id, results);
  }

  runs() {
    return Promise.resolve(
      [...this.stored.values()]
        .map((results) => results.run)
        .sort((a, b) => b.startedAt.localeCompare(a.startedAt)),
    );
  }

  results(runId: string) {
    return Promise.resolve(this.stored.get(runId) ?? null);
  }
}

/** The device hash the games know a phone by (the SHA-256 of the id inside its identity). */
export async function deviceHashOf(app: TestApp, label: string): Promise<string> {
  const id = (await deviceFor(app.url, label)).split('.')[1]!;
  return createHash('sha256').update(id).digest('hex');
}

type PlayerLine = Omit<QuizPlayerResult, 'playerId' | 'rank'>;

/** An ended run of `players` (ranked by score), with its tables when given. */
export function endedRun(
  players: PlayerLine[],
  options: { title?: string; tables?: QuizRunResults['tables']; startedAt?: string } = {},
): QuizRunResults {
  const ranked = [...players]
    .sort((a, b) => b.score - a.score)
    .map((player, index) => ({ ...player, playerId: new Types.ObjectId().toString(), rank: index + 1 }));
  const startedAt = options.startedAt ?? new Date().toISOString();
  return {
    run: {
      id: new Types.ObjectId().toString(),
      quizId: new Types.ObjectId().toString(),
      title: options.title ?? 'Our story',
      startedAt,
      endedAt: new Date().toISOString(),
      players: players.length,
      podium: null,
    },
    players: ranked,
    tables: options.tables ?? [],
    questions: [],
  };
}

/**
 * Serves `router` in the started app as the quiz feature will mount it, ahead of the API's 404
 * (until the quiz-live lane's feature mounts the results itself).
 */
export function serveInApp(app: TestApp, router: Router): void {
  const { stack } = (app.server.app as unknown as { router: { stack: { handle: unknown }[] } }).router;
  app.server.app.use(router);
  const layer = stack.pop()!;
  const notFoundAt = stack.findIndex((entry) => entry.handle === apiNotFound);
  if (notFoundAt < 0) throw new Error('the API 404 is not mounted');
  stack.splice(notFoundAt, 0, layer);
}
