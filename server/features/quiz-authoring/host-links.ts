import {
  QUIZ_HOST_SESSION_DAYS,
  QUIZ_MESSAGES,
  createdQuizHostLinkSchema,
  quizHostLinkSchema,
} from '../../../protocol/quiz';
import {
  expiredLinkSessionsSweep,
  LinkSessions,
  linkSessionModels,
} from '../../lib/auth/link-sessions';
import type { SessionTokens } from '../../lib/auth/session-token';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { identityRoom } from '../../lib/realtime/identity';
import type { SweepTask } from '../../lib/sweeper';
import type { z } from 'zod';

/**
 * Host links (collection `quiz_host_links`) and the sessions of the phones that opened one
 * (`quiz_host_sessions`): whoever holds such a session may run the live quiz, nothing more.
 */
export const quizHostLinkModels = linkSessionModels('QuizHost', {
  links: 'quiz_host_links',
  sessions: 'quiz_host_sessions',
});

export type QuizHostLink = z.infer<typeof quizHostLinkSchema>;
export type CreatedQuizHostLink = z.infer<typeof createdQuizHostLinkSchema>;

/** Made once per app by app.ts: the access pipeline resolves the host cookie through it. */
export function quizHostLinks(tokens: SessionTokens, hub: RealtimeHub): LinkSessions {
  return new LinkSessions(quizHostLinkModels, tokens, {
    sessionDays: QUIZ_HOST_SESSION_DAYS,
    linkNotFound: QUIZ_MESSAGES.hostLinkNotFound,
    endSockets: (linkId) => hub.disconnect(identityRoom.quizHost(linkId)),
  });
}

export function expiredQuizHostSessionsSweep(keepMs: number): SweepTask {
  return expiredLinkSessionsSweep('quiz_host_sessions.expired', quizHostLinkModels, keepMs);
}
