import { z } from 'zod';
import { endpoint } from './http';
import { newsletterSubscribeBodySchema } from './planning';
import { defineMessages } from './messages';

export const NEWSLETTER_MESSAGES = defineMessages('newsletter', {
  /**
   * The one answer to every valid subscribe request, new address or not: it is true in every case
   * and tells a stranger nothing about who else subscribed (the inbox's owner learns the rest).
   */
  checkInbox:
    'Almost there! Check your inbox: we sent a link to confirm your subscription. Already subscribed? Then you are all set.',
  confirmed: 'You are subscribed: wedding updates will reach your inbox.',
  unsubscribed: 'You are unsubscribed and will not receive any more wedding updates.',
  linkInvalid: 'This link is no longer valid. Subscribe again from the home page to get a new one.',
  tooManyRequests: 'Too many subscribe requests from this device. Please try again later.',
  notConfigured:
    'E-mail is not configured: set SMTP_HOST (and SMTP_PORT, SMTP_USER, SMTP_PASSWORD, MAIL_FROM) on the server so guests can subscribe to updates and sent announcements are e-mailed.',
  publicUrlMissing:
    "E-mail is off: set PUBLIC_URL on the server to the site's public address (such as https://our-wedding.example). Links in e-mails are built only from it, never from a request.",
  siteBusy:
    'Many people have subscribed in the last hour, so new subscriptions are paused. Please try again in an hour.',
});

/**
 * Subscribe requests one device, and one address, may make per window. Each may send an e-mail,
 * so they are much scarcer than other guest writes; the same address is mailed at most once per
 * `remailAfterMs` whatever the requests.
 */
export const NEWSLETTER_RATE_LIMIT = {
  windowMs: 15 * 60 * 1000,
  perDevice: 5,
  perIp: 60,
  remailAfterMs: 10 * 60 * 1000,
} as const;

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

/** Where the e-mailed links lead (client pages that make the call). */
export const NEWSLETTER_PAGES = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;

const token = z
  .string({ error: NEWSLETTER_MESSAGES.linkInvalid })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, NEWSLETTER_MESSAGES.linkInvalid);

export const newsletterLanguages = ['en', 'es'] as const;
export const newsletterSubscribeRequestSchema = newsletterSubscribeBodySchema.extend({
  /** The page's language: the messages to this address are written in it. */
  language: z.enum(newsletterLanguages).catch('en').default('en'),
});
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeRequestSchema>;

export const newsletterCapabilitySchema = z.object({ enabled: z.boolean() });
export type NewsletterCapability = z.infer<typeof newsletterCapabilitySchema>;

export const newsletterAnswerSchema = z.object({ message: z.string() });
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;

/** Why e-mail is off: no SMTP server, or no PUBLIC_URL to build the links from. */
export const mailOffReasons = ['smtp', 'public-url'] as const;
export type MailOffReason = (typeof mailOffReasons)[number];

export const newsletterStatusSchema = z.object({
  /** False without SMTP_HOST or PUBLIC_URL: the subscribe box is hidden and nothing is mailed. */
  configured: z.boolean(),
  offReason: z.enum(mailOffReasons).optional(),
  confirmed: z.number().int().min(0),
  pending: z.number().int().min(0),
});
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;

export const newsletterApi = {
  /** Whether the home page shows the subscribe box. */
  capability: endpoint({
    method: 'GET',
    path: '/api/newsletter',
    access: 'public',
    response: newsletterCapabilitySchema,
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/api/newsletter/subscriptions',
    access: 'public',
    body: newsletterSubscribeRequestSchema,
    response: newsletterAnswerSchema,
    status: 202,
    // Its own, stricter limiter instead (each request may send an e-mail).
    writeLimit: 'none',
    ownLimit: 'newsletter',
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/newsletter/confirm',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    body: z.object({ token }),
    response: newsletterAnswerSchema,
  }),
  /**
   * The token in the query: mail clients' one-click unsubscribe (RFC 8058) POSTs to the address in
   * the List-Unsubscribe header with a form body of their own.
   */
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    query: z.object({ token }),
    response: newsletterAnswerSchema,
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/admin/newsletter',
    access: 'organizer',
    response: newsletterStatusSchema,
  }),
} as const;
