import type { AppContext, Feature } from '../../lib/feature';
import { mailerFor } from '../../lib/mail/mailer';
import { perApp } from '../../lib/per-app';
import { createTwilioProvider } from '../../lib/sms/twilio';
import { ReminderDelivery } from './delivery';
import { planningCalendarRoutes } from './routes';
import { ReminderScheduler } from './scheduler';
import { PlanningCalendarService } from './service';

/** One delivery, service and scheduler per running app (tests start several in one process). */
const partsOf = perApp((ctx: AppContext) => {
  const { config } = ctx;
  const mailer = mailerFor(ctx);
  const sms = config.sms ? createTwilioProvider(config.sms) : null;
  const delivery = new ReminderDelivery(
    {
      mailer,
      emails: config.organizerEmails,
      sms,
      phones: config.organizerPhones,
      defaultCountry: config.smsDefaultCountry,
      adminUrl: config.publicUrl ? `${config.publicUrl}/admin?tab=planning` : undefined,
    },
    ctx.logger,
  );
  const service = new PlanningCalendarService(ctx.hub, {
    emails: config.organizerEmails.length,
    phones: config.organizerPhones.length,
    mail: !!mailer,
    sms: !!sms,
  });
  const scheduler = new ReminderScheduler(delivery, ctx.logger, config.reminderPollMs, (outcome) =>
    service.publishOutcome(outcome),
  );
  service.wake = () => scheduler.wake();
  return { service, scheduler };
});

/**
 * The planning calendar on the Planning tab: events, reminders to the organizers by e-mail and
 * text message, an .ics export and a subscribable feed at a secret address.
 */
export const feature: Feature = {
  name: 'planning-calendar',
  async init(ctx) {
    const { scheduler } = partsOf(ctx);
    scheduler.start();
    return () => scheduler.stop();
  },
  routes: (ctx) => planningCalendarRoutes(partsOf(ctx).service),
};
