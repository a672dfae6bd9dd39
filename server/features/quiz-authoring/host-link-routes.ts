import { Router } from 'express';
import { QUIZ_HOST_COOKIE, QUIZ_MESSAGES, quizApi } from '../../../protocol/quiz';
import type { LinkSessions } from '../../lib/auth/link-sessions';
import { sessionCookieOptions } from '../../lib/auth/session-token';
import type { Viewer } from '../../lib/auth/viewer';
import { HttpError } from '../../lib/http/errors';
import { mayHostQuiz, mount } from '../../lib/http/route';

/**
 * Host links (organizers create, list and revoke them) and the host's own session: the best man's
 * phone opens `/live/quiz/host?host=<token>`, whose page trades the token for the HttpOnly host
 * cookie; from then on the access pipeline knows it (lib/auth/resolve-viewer.ts).
 */
export function quizHostLinkRoutes(hosts: LinkSessions): Router {
  const router = Router();
  const sessionOf = async (viewer: Viewer, linkId = viewer.quizHostLinkId) => ({
    host: mayHostQuiz({ ...viewer, quizHostLinkId: linkId }),
    organizer: viewer.organizer,
    label: linkId ? await hosts.label(linkId) : null,
  });

  mount(router, quizApi.hostLinks, () => hosts.list());
  mount(router, quizApi.createHostLink, ({ body }) => hosts.create(body.label));
  mount(router, quizApi.revokeHostLink, async ({ params }) => {
    await hosts.revoke(params.id);
    return { ok: true } as const;
  });
  mount(router, quizApi.hostSession, ({ viewer }) => sessionOf(viewer));
  mount(router, quizApi.openHostSession, async ({ body, req, res, viewer }) => {
    const session = await hosts.openSession(body.token);
    if (!session) {
      // A stale cookie from a revoked link must not linger beside the refusal.
      res.clearCookie(QUIZ_HOST_COOKIE, sessionCookieOptions(req));
      throw new HttpError(403, QUIZ_MESSAGES.invalidHostLink);
    }
    res.cookie(QUIZ_HOST_COOKIE, session.token, sessionCookieOptions(req, session.expiresAt));
    return sessionOf(viewer, session.linkId);
  });
  return router;
}
