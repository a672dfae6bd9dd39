import { z } from 'zod';
import { isoDate } from './http';
import { QUIZ_LIMITS, QUIZ_MESSAGES, quizText } from './quiz-rules';

/**
 * Hosting the run: the host's actions, and the host links organizers hand out (a session that may
 * host the quiz and nothing else).
 */

export const quizHostActions = ['open', 'start', 'next', 'pause', 'resume', 'end'] as const;
export const quizHostActionSchema = z.enum(quizHostActions);
export type QuizHostAction = z.infer<typeof quizHostActionSchema>;
export const quizHostActionBodySchema = z.discriminatedUnion('action', [
  /** Opens the lobby of a quiz (no other run may be open). */
  z.object({ action: z.literal('open'), quizId: z.string().min(1).max(64) }),
  z.object({
    action: z.enum(['start', 'next', 'pause', 'resume', 'end']),
    runId: z.string().min(1).max(64),
    /** The run's revision the host saw: a second tap, or a second host page, is refused (409). */
    revision: z.number().int().min(0),
  }),
]);
export type QuizHostActionBody = z.infer<typeof quizHostActionBodySchema>;

/** The quiz host's own session (HttpOnly), from a host link: hosting the quiz only. */
export const QUIZ_HOST_COOKIE = 'wedding_quiz_host';
/** `/live/quiz/host?host=<token>`. */
export const QUIZ_HOST_LINK_PARAM = 'host';
export const QUIZ_HOST_SESSION_DAYS = 3;

export const quizHostLinkSchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: isoDate,
});
export const createdQuizHostLinkSchema = quizHostLinkSchema.extend({ token: z.string() });
export const quizHostLinkBodySchema = z.object({
  label: quizText(QUIZ_LIMITS.hostLinkLabelMax, QUIZ_MESSAGES.labelRequired),
});
export const quizHostTokenBodySchema = z.object({
  token: z
    .string({ error: QUIZ_MESSAGES.invalidHostLink })
    .min(1, QUIZ_MESSAGES.invalidHostLink)
    .max(200, QUIZ_MESSAGES.invalidHostLink),
});
export const quizHostSessionSchema = z.object({
  /** This browser may host (an organizer, or a live host link's session). */
  host: z.boolean(),
  organizer: z.boolean(),
  label: z.string().nullable(),
});
