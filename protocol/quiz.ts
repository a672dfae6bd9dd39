import { z } from 'zod';
import { endpoint, idParams, okSchema } from './http';
import {
  quizBodySchema,
  quizExportSchema,
  quizGeneratedSchema,
  quizGenerateBodySchema,
  quizImportedSchema,
  quizSchema,
  quizSummarySchema,
} from './quiz-content';
import {
  createdQuizHostLinkSchema,
  quizHostActionBodySchema,
  quizHostLinkBodySchema,
  quizHostLinkSchema,
  quizHostSessionSchema,
  quizHostTokenBodySchema,
} from './quiz-hosting';
import {
  myQuizSchema,
  quizAnswerAcceptedSchema,
  quizAnswerBodySchema,
  quizJoinBodySchema,
  quizLiveSchema,
  quizResultsCsvQuerySchema,
  quizRosterSchema,
  quizRunSummarySchema,
} from './quiz-run';

/**
 * The live quiz: one question for the whole room at once, on the projector (`/live/quiz`), answered
 * on phones, run by a host (an organizer, or a host link's phone). The server keeps the clock and
 * the scores; no payload a phone or the projector can read carries a question's right answer
 * before its close.
 */

// The quiz's contract by concern: its rules (limits, scoring, messages), the quizzes organizers
// write, the run on the wire, and hosting it. The schemas' field builders stay out of it.
export {
  QUIZ_ANSWER_MARKS,
  QUIZ_LIMITS,
  QUIZ_MESSAGES,
  oneWayDelayMs,
  quizLeaderboardScore,
  quizPoints,
  type QuizAnswerMark,
} from './quiz-rules';
export * from './quiz-content';
export * from './quiz-run';
export * from './quiz-hosting';

/**
 * Sent by the server to each phone on the `quiz` topic, with an acknowledgement: the round trip
 * gives the phone's one-way delay. Not a topic event. Declared in ./topics.ts (free of zod), where
 * the page's socket layer answers it.
 */
export { QUIZ_PING_EVENT } from './topics';

const runParams = idParams;

export const quizApi = {
  // Everyone at the reception: the projector, the host and phones.
  live: endpoint({
    method: 'GET',
    path: '/api/quiz/live',
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    response: quizLiveSchema,
  }),
  roster: endpoint({
    method: 'GET',
    path: '/api/quiz/live/roster',
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    response: quizRosterSchema.nullable(),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/quiz/me',
    access: 'public',
    personal: true,
    response: myQuizSchema,
  }),
  join: endpoint({
    method: 'POST',
    path: '/api/quiz/players',
    access: 'public',
    writeLimit: 'light',
    body: quizJoinBodySchema,
    response: myQuizSchema,
  }),
  answer: endpoint({
    method: 'POST',
    path: '/api/quiz/answers',
    access: 'public',
    writeLimit: 'light',
    body: quizAnswerBodySchema,
    response: quizAnswerAcceptedSchema,
    status: 202,
  }),
  // The host: an organizer, or a host link's session.
  hostSession: endpoint({
    method: 'GET',
    path: '/api/quiz/host/session',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    personal: true,
    response: quizHostSessionSchema,
  }),
  openHostSession: endpoint({
    method: 'POST',
    path: '/api/quiz/host/session',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    body: quizHostTokenBodySchema,
    response: quizHostSessionSchema,
  }),
  hostQuizzes: endpoint({
    method: 'GET',
    path: '/api/quiz/host/quizzes',
    access: 'quiz-host',
    openOnInviteOnlySite: 'everyone',
    response: z.array(quizSummarySchema),
  }),
  hostAction: endpoint({
    method: 'POST',
    path: '/api/quiz/host/actions',
    access: 'quiz-host',
    openOnInviteOnlySite: 'everyone',
    body: quizHostActionBodySchema,
    response: quizLiveSchema,
  }),
  // Organizers: writing quizzes, host links, results.
  list: endpoint({
    method: 'GET',
    path: '/api/admin/quizzes',
    access: 'organizer',
    response: z.array(quizSummarySchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/quizzes/:id',
    access: 'organizer',
    params: idParams,
    response: quizSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/quizzes',
    access: 'organizer',
    body: quizBodySchema,
    response: quizSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/quizzes/:id',
    access: 'organizer',
    params: idParams,
    body: quizBodySchema,
    response: quizSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/quizzes/:id',
    access: 'organizer',
    params: idParams,
    response: okSchema,
  }),
  exportQuiz: endpoint({
    method: 'GET',
    path: '/api/admin/quizzes/:id/export',
    access: 'organizer',
    params: idParams,
    response: quizExportSchema,
  }),
  importQuiz: endpoint({
    method: 'POST',
    path: '/api/admin/quizzes/import',
    access: 'organizer',
    body: quizExportSchema,
    response: quizImportedSchema,
    status: 201,
  }),
  generate: endpoint({
    method: 'POST',
    path: '/api/admin/quizzes/generate',
    access: 'organizer',
    body: quizGenerateBodySchema,
    response: quizGeneratedSchema,
  }),
  hostLinks: endpoint({
    method: 'GET',
    path: '/api/admin/quiz-host-links',
    access: 'organizer',
    response: z.array(quizHostLinkSchema),
  }),
  createHostLink: endpoint({
    method: 'POST',
    path: '/api/admin/quiz-host-links',
    access: 'organizer',
    body: quizHostLinkBodySchema,
    response: createdQuizHostLinkSchema,
    status: 201,
  }),
  revokeHostLink: endpoint({
    method: 'DELETE',
    path: '/api/admin/quiz-host-links/:id',
    access: 'organizer',
    params: idParams,
    response: okSchema,
  }),
  runs: endpoint({
    method: 'GET',
    path: '/api/admin/quiz-runs',
    access: 'organizer',
    response: z.array(quizRunSummarySchema),
  }),
  /** text/csv with a UTF-8 byte-order mark: the players, then the tables when they played as teams. */
  resultsCsv: endpoint({
    method: 'GET',
    path: '/api/admin/quiz-runs/:id/results.csv',
    access: 'organizer',
    params: runParams,
    query: quizResultsCsvQuerySchema,
    response: z.unknown(),
    file: true,
  }),
};
