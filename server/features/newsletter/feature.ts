import type { Feature } from '../../lib/feature';
import { siteMailFor } from '../../lib/mail/mailer';
import { perApp } from '../../lib/per-app';
import { newsletterRoutes } from './routes';
import { NewsletterService } from './service';
import { pendingSubscribersSweep } from './sweep';

const serviceOf = perApp(
  (ctx) =>
    new NewsletterService(siteMailFor(ctx), {
      logger: ctx.logger,
      subscriptionsPerHour: ctx.config.newsletterSubscriptionsPerHour,
    }),
);

/**
 * E-mail updates for guests: double opt-in subscriptions from the home page, and every sent
 * announcement addressed to everyone mailed to the confirmed subscribers.
 */
export const feature: Feature = {
  name: 'newsletter',
  async init(ctx) {
    const service = serviceOf(ctx);
    ctx.events.on('announcement.sent', (sent) =>
      service.background(service.mailAnnouncement(sent)),
    );
    return () => service.drain();
  },
  sweeps: (ctx) => [pendingSubscribersSweep(ctx.config.sweep.pendingSubscribersMs)],
  routes(ctx) {
    return newsletterRoutes(serviceOf(ctx));
  },
};
