import type { MailOffReason } from '../../../protocol/newsletter';
import type { Config } from '../../config';
import type { AppContext } from '../feature';
import { loadOnce } from '../load-once';
import { perApp } from '../per-app';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
}

type SmtpConfig = NonNullable<Config['smtp']>;

/**
 * One SMTP connection per message (no pool): a wedding mails a few hundred people at most, and a
 * pool would hold sockets open between sends and keep a stopping process (or a test) alive.
 */
export function smtpMailer(smtp: SmtpConfig): Mailer {
  const transport = loadOnce(async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
  });
  return {
    async send(message) {
      const info = await (
        await transport()
      ).sendMail({
        from: smtp.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
      return { messageId: info.messageId };
    },
  };
}

const mailerPerApp = perApp((ctx) => (ctx.config.smtp ? smtpMailer(ctx.config.smtp) : null));

/** The SMTP mailer from config, one per app; null when SMTP_HOST is not set. */
export function mailerFor(ctx: AppContext): Mailer | null {
  return mailerPerApp(ctx);
}

/**
 * Mail to guests that links back to the site (newsletter confirmations, announcements): on only
 * with SMTP and PUBLIC_URL both set. Its links are built from PUBLIC_URL alone, never from a
 * request's Host header, which whoever sends the request chooses.
 */
export type SiteMail = { mailer: Mailer; siteUrl: string } | { off: MailOffReason };

export function siteMailFor(ctx: AppContext): SiteMail {
  const mailer = mailerFor(ctx);
  if (!mailer) return { off: 'smtp' };
  if (!ctx.config.publicUrl) return { off: 'public-url' };
  return { mailer, siteUrl: ctx.config.publicUrl };
}
