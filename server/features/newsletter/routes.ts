import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_RATE_LIMIT,
  newsletterApi,
} from '../../../protocol/newsletter';
import { getViewer } from '../../lib/auth/viewer';
import { errorBody, HttpError } from '../../lib/http/errors';
import { mount } from '../../lib/http/route';
import type { NewsletterService } from './service';

const subscribeLimit = (limit: number, options: Parameters<typeof rateLimit>[0]) =>
  rateLimit({
    windowMs: NEWSLETTER_RATE_LIMIT.windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json(errorBody(NEWSLETTER_MESSAGES.tooManyRequests));
    },
    ...options,
  });

export function newsletterRoutes(newsletter: NewsletterService): Router {
  const router = Router();

  // Each subscribe request may send an e-mail: one device, and one address, get few of them.
  router.post(
    newsletterApi.subscribe.path,
    subscribeLimit(NEWSLETTER_RATE_LIMIT.perDevice, {
      identifier: 'newsletter-per-device',
      skip: (_req, res) => !getViewer(res).deviceId,
      keyGenerator: (_req, res) => `device:${getViewer(res).deviceKey}`,
    }),
    subscribeLimit(NEWSLETTER_RATE_LIMIT.perIp, { identifier: 'newsletter-per-ip' }),
  );

  mount(router, newsletterApi.capability, () => ({ enabled: newsletter.enabled }));

  mount(router, newsletterApi.subscribe, async ({ body }) => {
    await newsletter.subscribe(body.email, body.language);
    return { message: NEWSLETTER_MESSAGES.checkInbox };
  });

  mount(router, newsletterApi.confirm, async ({ body }) => {
    if (!(await newsletter.confirm(body.token)))
      throw new HttpError(410, NEWSLETTER_MESSAGES.linkInvalid);
    return { message: NEWSLETTER_MESSAGES.confirmed };
  });

  mount(router, newsletterApi.unsubscribe, async ({ query }) => {
    await newsletter.unsubscribe(query.token);
    return { message: NEWSLETTER_MESSAGES.unsubscribed };
  });

  mount(router, newsletterApi.status, () => newsletter.status());

  return router;
}
