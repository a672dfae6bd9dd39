import type { Feature } from '../../lib/feature';
import { perApp } from '../../lib/per-app';
import { quizSourceOf } from '../quiz-authoring/door';
import { quizResultsOf } from './door';
import { QuizResultsRecorder } from './results/record';
import { quizResultsRoutes } from './results/routes';
import { quizRoutes } from './routes';
import { QuizService } from './service';

const serviceOf = perApp((ctx) => new QuizService(ctx, quizSourceOf(ctx)));

/**
 * The live quiz (`/live/quiz`, `/quiz`, `/live/quiz/host`): the run, its players and answers, the
 * question clock and the phones' pings. Results are read by others through door.ts.
 */
export const feature: Feature = {
  name: 'quiz',
  init: (ctx) => {
    // Every ended run goes into the games' leaderboard (the `quiz.ended` listener and its job).
    new QuizResultsRecorder(quizResultsOf(ctx), ctx.events, ctx.jobs);
    return serviceOf(ctx).start();
  },
  routes: (ctx) => quizRoutes(serviceOf(ctx)).use(quizResultsRoutes(quizResultsOf(ctx))),
};
