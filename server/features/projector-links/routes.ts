import { Router } from 'express';
import {
  PROJECTOR_COOKIE,
  PROJECTOR_LINK_MESSAGES,
  projectorLinksApi,
} from '../../../protocol/projector-links';
import { sessionCookieOptions } from '../../lib/auth/session-token';
import { HttpError } from '../../lib/http/errors';
import { mount } from '../../lib/http/route';
import type { ProjectorLinksService } from './service';

export function projectorLinkRoutes(projectors: ProjectorLinksService): Router {
  const router = Router();
  mount(router, projectorLinksApi.list, () => projectors.list());
  mount(router, projectorLinksApi.create, ({ body }) => projectors.create(body.label));
  mount(router, projectorLinksApi.revoke, async ({ params }) => {
    await projectors.revoke(params.id);
    return { ok: true } as const;
  });
  mount(router, projectorLinksApi.openSession, async ({ body, req, res }) => {
    const session = await projectors.openSession(body.token);
    if (!session) {
      // A stale cookie from a revoked link must not linger beside the refusal.
      res.clearCookie(PROJECTOR_COOKIE, sessionCookieOptions(req));
      throw new HttpError(403, PROJECTOR_LINK_MESSAGES.invalidLink);
    }
    res.cookie(PROJECTOR_COOKIE, session.token, sessionCookieOptions(req, session.expiresAt));
    return { ok: true } as const;
  });
  return router;
}
