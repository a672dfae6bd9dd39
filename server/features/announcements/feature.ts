import type { AppContext, Feature } from '../../lib/feature';
import type { SmsProvider } from '../../lib/sms/provider';
import { createTwilioProvider } from '../../lib/sms/twilio';
import { getWeddingSettings } from '../wedding/service';
import { noticeSegmentsOf } from './audience';
import { announcementsRoutes } from './routes';
import { AnnouncementScheduler } from './scheduler';
import { AnnouncementsService } from './service';

function smsProvider(ctx: AppContext): SmsProvider | null {
  return ctx.config.sms ? createTwilioProvider(ctx.config.sms) : null;
}

// One service per running app (tests start several in one process).
const services = new WeakMap<AppContext, AnnouncementsService>();

function serviceOf(ctx: AppContext): AnnouncementsService {
  let service = services.get(ctx);
  if (!service) {
    service = new AnnouncementsService(ctx.hub, {
      provider: smsProvider(ctx),
      defaultCountry: ctx.config.smsDefaultCountry,
      leaseMs: ctx.config.smsLeaseMs,
      logger: ctx.logger,
      events: ctx.events,
      defaultLanguage: async () => (await getWeddingSettings()).defaultLanguage,
      jobs: ctx.jobs,
    });
    services.set(ctx, service);
  }
  return service;
}

/**
 * Announcements: organizers' drafts on the `announcements` topic, sent ones to guests on
 * `notices` (to the recipients decided at send time, see audience.ts), text messages
 * through the configured provider, and a scheduler for the scheduled ones.
 */
export const feature: Feature = {
  name: 'announcements',
  async init(ctx) {
    ctx.hub.setSegments('notices', (socket) => Promise.resolve(noticeSegmentsOf(socket)));
    const scheduler = new AnnouncementScheduler(serviceOf(ctx), ctx.logger);
    scheduler.start();
    return () => scheduler.stop();
  },
  routes(ctx) {
    return announcementsRoutes(serviceOf(ctx));
  },
};
