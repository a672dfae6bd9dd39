import type { Router } from 'express';
import type { AppContext } from '../../../lib/feature';
import { siteMailFor } from '../../../lib/mail/mailer';
import { perApp } from '../../../lib/per-app';
import { createTwilioProvider } from '../../../lib/sms/twilio';
import { guestPusherFor } from '../../push/door';
import type { NotifyChannels } from './channels';
import { RsvpConfirmations } from './confirmations';
import { RsvpReminders } from './reminders';
import { notifyRoutes } from './routes';

export { lastRemindedAt } from './reminders';

/**
 * The channels configured for this app: mail as all mail to guests (SMTP and PUBLIC_URL, whose
 * address its links use: docs/email.md), texts with Twilio, push always.
 */
export const notifyChannelsOf = (ctx: AppContext): NotifyChannels => ({
  mailer: mailOf(ctx),
  sms: ctx.config.sms ? createTwilioProvider(ctx.config.sms) : null,
  defaultCountry: ctx.config.smsDefaultCountry,
  push: guestPusherFor(ctx),
  siteUrl: ctx.config.publicUrl,
  logger: ctx.logger,
});

function mailOf(ctx: AppContext) {
  const mail = siteMailFor(ctx);
  return 'mailer' in mail ? mail.mailer : null;
}

const notifyOf = perApp((ctx: AppContext) => {
  const channels = notifyChannelsOf(ctx);
  return {
    confirmations: new RsvpConfirmations(ctx.jobs, channels),
    reminders: new RsvpReminders(ctx.jobs, ctx.hub, channels, ctx.clock),
  };
});

/**
 * Confirmations after a guest answers and the organizers' reminders (issue 51). Called from the
 * households feature's init: the job types are defined before the app's runner starts.
 */
export function initNotify(ctx: AppContext): void {
  notifyOf(ctx).confirmations.listen(ctx.events);
}

export const notifyRoutesOf = (ctx: AppContext): Router => notifyRoutes(notifyOf(ctx).reminders);
