import type { Feature } from '../../lib/feature';
import { perApp } from '../../lib/per-app';
import { quizSource } from '../quiz-authoring/door';
import { quizResultsOf } from './door';
import { quizResultsRoutes } from './results/routes';
import { quizRoutes } from './routes';
import { QuizService } from './service';

/**
 * Pictures' addresses for the run's snapshot: none yet. The authoring lane's `quizSourceOf(ctx)`
 * serves them; until it is wired, questions are asked without their picture.
 */
const noPictureUrl = () => Promise.resolve(null);

const serviceOf = perApp((ctx) => new QuizService(ctx, quizSource(noPictureUrl)));

/**
 * The live quiz (`/live/quiz`, `/quiz`, `/live/quiz/host`): the run, its players and answers, the
 * question clock and the phones' pings. Results are read by others through door.ts.
 */
export const feature: Feature = {
  name: 'quiz',
  init: (ctx) => serviceOf(ctx).start(),
  routes: (ctx) => quizRoutes(serviceOf(ctx)).use(quizResultsRoutes(ctx, quizResultsOf(ctx))),
};
