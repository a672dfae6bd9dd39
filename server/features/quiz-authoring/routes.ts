import { Router } from 'express';
import { quizApi } from '../../../protocol/quiz';
import { quizAuthoringApi } from '../../../protocol/quiz-authoring';
import type { AiEndpoint } from '../../lib/ai/endpoint';
import { mount } from '../../lib/http/route';
import type { MomentMediaPipeline } from '../moments/media-pipeline';
import { aiDrafts, weddingFactDrafts } from './generate';
import { addQuizPicture } from './pictures';
import type { QuizAuthoringService } from './service';

export interface QuizAuthoringDeps {
  quizzes: QuizAuthoringService;
  media: Pick<MomentMediaPipeline, 'accept'>;
  /** The AI endpoint the games' trivia uses, or null where AI is not configured. */
  ai: AiEndpoint | null;
}

/** The organizers' quizzes: writing, pictures, import and export, drafts to review. */
export function quizAuthoringRoutes({ quizzes, media, ai }: QuizAuthoringDeps): Router {
  const router = Router();
  mount(router, quizApi.list, () => quizzes.list());
  mount(router, quizApi.importQuiz, ({ body }) => quizzes.importQuiz(body));
  mount(router, quizApi.generate, async ({ body }) => ({
    questions:
      body.source === 'ai' ? await aiDrafts(ai, body.count) : await weddingFactDrafts(body.count),
  }));
  mount(router, quizApi.get, ({ params }) => quizzes.get(params.id));
  mount(router, quizApi.exportQuiz, ({ params }) => quizzes.exportQuiz(params.id));
  mount(router, quizApi.create, ({ body }) => quizzes.create(body));
  mount(router, quizApi.update, ({ params, body }) => quizzes.update(params.id, body));
  mount(router, quizApi.remove, async ({ params }) => {
    await quizzes.remove(params.id);
    return { ok: true } as const;
  });
  mount(router, quizAuthoringApi.addPicture, ({ body, viewer }) =>
    addQuizPicture(media, body.uploadURL, viewer),
  );
  return router;
}
