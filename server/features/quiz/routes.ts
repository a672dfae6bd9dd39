import { Router } from 'express';
import { quizApi } from '../../../protocol/quiz';
import { mount } from '../../lib/http/route';
import type { QuizService } from './service';

export function quizRoutes(service: QuizService): Router {
  const router = Router();
  mount(router, quizApi.live, () => service.live());
  mount(router, quizApi.roster, () => service.roster());
  mount(router, quizApi.mine, ({ viewer }) => service.mine(viewer));
  mount(router, quizApi.join, ({ viewer, body }) => service.join(viewer, body.name));
  mount(router, quizApi.answer, ({ viewer, body }) => {
    // When the answer arrived: its time counts from the question's emission to here.
    const receivedAt = Date.now();
    return service.answer(viewer, body, receivedAt);
  });
  mount(router, quizApi.hostQuizzes, () => service.hostQuizzes());
  mount(router, quizApi.hostAction, ({ body }) => service.hostAction(body));
  return router;
}
