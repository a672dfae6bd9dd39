import { Router } from 'express';
import { NEWSLETTER_MESSAGES, newsletterApi } from '../../../protocol/newsletter';
import { HttpError } from '../../lib/http/errors';
import { mount } from '../../lib/http/route';
import type { NewsletterService } from './service';

export function newsletterRoutes(newsletter: NewsletterService): Router {
  const router = Router();

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
