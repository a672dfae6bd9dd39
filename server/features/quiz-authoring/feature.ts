import { aiEndpointFor } from '../../lib/ai/endpoint';
import type { Feature } from '../../lib/feature';
import { olderThan } from '../../lib/sweeper';
import { mediaPipelineOf } from '../gallery/feature';
import { pictureUrls, sweepUnusedPictures } from './pictures';
import { quizAuthoringRoutes } from './routes';
import { QuizAuthoringService } from './service';

/** An uploaded picture no quiz names is kept this long (an editor may still be saving it). */
const UNUSED_PICTURE_KEEP_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * The quizzes organizers write for the live quiz (server/features/quiz reads them through
 * door.ts). Host links and the host's session are wired by app.ts (host-link-routes.ts): the
 * access pipeline needs them before any feature exists.
 */
export const feature: Feature = {
  name: 'quiz-authoring',
  routes: (ctx) =>
    quizAuthoringRoutes({
      quizzes: new QuizAuthoringService(pictureUrls),
      media: mediaPipelineOf(ctx),
      ai: aiEndpointFor(ctx, 'trivia'),
    }),
  sweeps: (ctx) => [
    {
      name: 'quiz_pictures.unused',
      sweep: (now) =>
        sweepUnusedPictures(olderThan(now, UNUSED_PICTURE_KEEP_MS), (keys) =>
          mediaPipelineOf(ctx).removeFiles(keys),
        ),
    },
  ],
};
