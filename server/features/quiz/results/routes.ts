import { Router } from 'express';
import { quizApi } from '../../../../protocol/quiz';
import { notFound } from '../../../lib/http/errors';
import { mount, mountFile } from '../../../lib/http/route';
import type { QuizResultsSource } from '../results-source';
import { quizResultsCsv, quizResultsFileName } from './results-csv';

/**
 * The live quiz's results, mounted by the quiz feature with the source its runs are read from:
 * the organizers' list of runs and a run's CSV.
 */
export function quizResultsRoutes(source: QuizResultsSource): Router {
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
