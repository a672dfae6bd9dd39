import nodemailer from 'nodemailer';
import type { AppContext } from '../feature';
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

const mailers = perApp((ctx: AppContext): Mailer | null => {
  const smtp = ctx.config.smtp;
  if (!smtp) return null;
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: ctx.config.mailFrom, ...message });
      return { messageId: info.messageId };
    },
  };
});

/** The SMTP mailer from config, one per app; null when SMTP_HOST is not set. */
export function mailerFor(ctx: AppContext): Mailer | null {
  return mailers(ctx);
}
