import { Router } from 'express';
import { quizApi } from '../../../../protocol/quiz';
import type { AppContext } from '../../../lib/feature';
import { notFound } from '../../../lib/http/errors';
import { mount, mountFile } from '../../../lib/http/route';
import type { QuizResultsSource } from '../results-source';
import { QuizResultsRecorder } from './record';
import { quizResultsCsv, quizResultsFileName } from './results-csv';

/** Recorders made, one per app (tests start several apps in one process). */
const recorders = new WeakMap<object, QuizResultsRecorder>();

/**
 * The live quiz's results, mounted by the quiz feature with the source its runs are read from:
 * the organizers' list of runs and a run's CSV, and the recording of every ended run into the
 * games' leaderboard (the `quiz.ended` listener and its job).
 */
export function quizResultsRoutes(
  ctx: Pick<AppContext, 'events' | 'jobs'>,
  source: QuizResultsSource,
): Router {
  if (!recorders.has(ctx)) recorders.set(ctx, new QuizResultsRecorder(source, ctx.events, ctx.jobs));
  const router = Router();
  mount(router, quizApi.runs, () => source.runs());
  mountFile(router, quizApi.resultsCsv, async ({ params, query, res }) => {
    const results = await source.results(params.id);
    if (!results) throw notFound();
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .attachment(quizResultsFileName(results))
      .set('cache-control', 'no-store')
      .send(quizResultsCsv(results, query.lang));
  });
  return router;
}
