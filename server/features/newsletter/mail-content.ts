import { NEWSLETTER_PAGES } from '../../../protocol/newsletter';
import type { MailMessage } from '../../lib/mail/mailer';

export type MailLanguage = 'en' | 'es';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function unsubscribeApiUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/api/newsletter/unsubscribe?token=${token}`;
}

function unsubscribePageUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${NEWSLETTER_PAGES.unsubscribe}?token=${token}`;
}

/** Every message carries the unsubscribe link, in its text and in the headers mail apps show. */
function withUnsubscribe(
  siteUrl: string,
  token: string,
  language: MailLanguage,
  message: {
    to: string;
    subject: string;
    paragraphs: string[];
    link?: { label: string; url: string };
  },
): MailMessage {
  const unsubscribe = unsubscribePageUrl(siteUrl, token);
  const footer =
    language === 'es'
      ? 'Recibes este correo porque te suscribiste a las novedades de la boda. Para darte de baja:'
      : 'You receive this because you subscribed to wedding updates. To unsubscribe:';
  const text = [
    ...message.paragraphs,
    ...(message.link ? [`${message.link.label}: ${message.link.url}`] : []),
    '--',
    `${footer} ${unsubscribe}`,
  ].join('\n\n');
  const html = [
    ...message.paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    ...(message.link
      ? [`<p><a href="${escapeHtml(message.link.url)}">${escapeHtml(message.link.label)}</a></p>`]
      : []),
    `<hr><p style="font-size:12px;color:#555">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribe)}">${language === 'es' ? 'Darme de baja' : 'Unsubscribe'}</a></p>`,
  ].join('\n');
  return {
    to: message.to,
    subject: message.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeApiUrl(siteUrl, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

interface Recipient {
  email: string;
  unsubscribeToken: string;
  language: MailLanguage;
}

export function confirmationMail(
  recipient: Recipient,
  siteUrl: string,
  couple: string,
  confirmToken: string,
): MailMessage {
  const url = `${siteUrl}${NEWSLETTER_PAGES.confirm}?token=${confirmToken}`;
  const es = recipient.language === 'es';
  return withUnsubscribe(siteUrl, recipient.unsubscribeToken, recipient.language, {
    to: recipient.email,
    subject: es
      ? `Confirma tu suscripción a las novedades de la boda de ${couple}`
      : `Confirm your subscription to ${couple}'s wedding updates`,
    paragraphs: [
      es
        ? `Alguien (esperamos que tú) pidió recibir por correo las novedades de la boda de ${couple}. Confirma con el enlace de abajo; si no fuiste tú, ignora este mensaje y no te escribiremos más.`
        : `Someone (we hope you) asked for ${couple}'s wedding updates by e-mail. Confirm with the link below; if it was not you, ignore this message and we will not write again.`,
    ],
    link: { label: es ? 'Confirmar mi suscripción' : 'Confirm my subscription', url },
  });
}

export function alreadySubscribedMail(recipient: Recipient, siteUrl: string, couple: string) {
  const es = recipient.language === 'es';
  return withUnsubscribe(siteUrl, recipient.unsubscribeToken, recipient.language, {
    to: recipient.email,
    subject: es
      ? `Ya estás suscrito a las novedades de la boda de ${couple}`
      : `You are already subscribed to ${couple}'s wedding updates`,
    paragraphs: [
      es
        ? 'Alguien volvió a suscribir esta dirección. Ya recibes las novedades: no tienes que hacer nada.'
        : 'Someone subscribed this address again. You already receive the updates: there is nothing to do.',
    ],
  });
}

export function announcementMail(
  recipient: Recipient,
  siteUrl: string,
  announcement: { title: string; message: string },
) {
  return withUnsubscribe(siteUrl, recipient.unsubscribeToken, recipient.language, {
    to: recipient.email,
    subject: announcement.title,
    paragraphs: [announcement.message],
    link: {
      label: recipient.language === 'es' ? 'Ver el sitio de la boda' : 'Visit the wedding website',
      url: `${siteUrl}/`,
    },
  });
}
