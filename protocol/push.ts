import { z } from 'zod';
import { endpoint, idParams } from './http';
import { contentLanguageSchema } from './localized';
import { defineMessages } from './messages';

export const PUSH_MESSAGES = defineMessages('push', {
  endpointInvalid: 'The push subscription needs an https endpoint from a push service.',
  endpointRefused: 'This push endpoint points to an address the server may not reach.',
  keysInvalid: 'The push subscription keys are not valid (p256dh must be 65 bytes, auth 16).',
  deviceRequired: 'This page has no device identity yet. Reload the page and try again.',
  otherDevice: 'This push subscription belongs to another device.',
  notFound: 'No push subscription with this endpoint belongs to this device.',
});

/** Subscriptions one device keeps; a sixth replaces the oldest (a phone re-installing the app). */
export const PUSH_SUBSCRIPTIONS_PER_DEVICE = 5;
/** A subscription nothing was sent to, nor renewed, for this long is swept. */
export const PUSH_SUBSCRIPTION_KEEP_DAYS = 60;
/** How long a push service keeps an announcement for a phone that is off (seconds). */
export const PUSH_TTL_SECONDS = 3600;
/** Phones are reminded of a marked timeline event this long before it starts. */
export const PUSH_REMINDER_MINUTES = 10;
/** Delivery records, the send log and plans are swept this long after they were written. */
export const PUSH_RECORDS_KEEP_DAYS = 30;
/** Push services accept 4096 bytes; an endpoint URL is never longer than a few hundred. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/** base64url text whose decoded length is exactly `bytes` (no padding, as browsers write it). */
const base64urlOf = (bytes: number) =>
  z
    .string({ error: PUSH_MESSAGES.keysInvalid })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MESSAGES.keysInvalid)
    .refine(
      (text) => Math.floor((text.replace(/=+$/, '').length * 3) / 4) === bytes,
      PUSH_MESSAGES.keysInvalid,
    );

const endpointSchema = z
  .string({ error: PUSH_MESSAGES.endpointInvalid })
  .max(PUSH_ENDPOINT_MAX_LENGTH, PUSH_MESSAGES.endpointInvalid)
  .refine((text) => {
    try {
      const url = new URL(text);
      return url.protocol === 'https:' && !url.username && !url.password;
    } catch {
      return false;
    }
  }, PUSH_MESSAGES.endpointInvalid);

/**
 * What `PushSubscription.toJSON()` gives in the browser: the push service's endpoint and the
 * phone's keys (the P-256 public key, uncompressed: 65 bytes; the auth secret: 16 bytes).
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  /** The page's language: what a phone no signed-in guest speaks for is sent in. */
  language: contentLanguageSchema.optional(),
  keys: z.object(
    { p256dh: base64urlOf(65), auth: base64urlOf(16) },
    { error: PUSH_MESSAGES.keysInvalid },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushEndpointBodySchema = z.object({ endpoint: endpointSchema });

export const pushPublicKeySchema = z.object({
  /** The VAPID public key (base64url), the `applicationServerKey` of `PushManager.subscribe`. */
  publicKey: z.string(),
});

export const pushSubscribedSchema = z.object({ endpoint: z.string() });

/**
 * Which channels an announcement goes out on: the open pages' banner, the phones that turned
 * notifications on, and text messages (where an SMS provider is configured).
 */
export const announcementChannels = ['banner', 'push', 'sms'] as const;
export const announcementChannelSchema = z.enum(announcementChannels);
export type AnnouncementChannel = z.infer<typeof announcementChannelSchema>;
/** Before channels could be chosen every announcement went to the banner and by text. */
export const DEFAULT_ANNOUNCEMENT_CHANNELS: AnnouncementChannel[] = ['banner', 'sms'];

/** Organizers' live counts of an announcement's pushes (topic `announcements`). */
export const announcementPushCountsSchema = z.object({
  id: z.string(),
  /** Subscriptions it is addressed to. */
  total: z.number().int().min(0),
  sent: z.number().int().min(0),
  failed: z.number().int().min(0),
  /** Subscriptions the push service said are gone (404, 410): removed. */
  removed: z.number().int().min(0),
});
export type AnnouncementPushCounts = z.infer<typeof announcementPushCountsSchema>;

/**
 * What a phone's service worker receives: only what the announcement says, or a timeline event's
 * reminder ('Starting in 10 minutes: …'). The notification's tag is `<kind>-<id>`.
 */
export const pushPayloadSchema = z.object({
  kind: z.enum(['announcement', 'reminder']),
  /** The announcement's id, or the timeline event's. */
  id: z.string(),
  title: z.string(),
  body: z.string(),
  /** Where a tap on the notification leads. */
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const pushApi = {
  /** The key a phone subscribes with. */
  publicKey: endpoint({
    method: 'GET',
    path: '/api/push/public-key',
    access: 'public',
    response: pushPublicKeySchema,
  }),
  /** Stores this phone's subscription (the same endpoint again updates it). */
  subscribe: endpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    access: 'public',
    body: pushSubscriptionBodySchema,
    response: pushSubscribedSchema,
    status: 201,
  }),
  /** Removes one of this phone's subscriptions (notifications turned off). */
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    access: 'public',
    body: pushEndpointBodySchema,
    response: pushSubscribedSchema,
  }),
  /** An announcement's push counts as stored (the dashboard's after a reload; live on the topic). */
  counts: endpoint({
    method: 'GET',
    path: '/api/push/announcements/:id',
    access: 'organizer',
    params: idParams,
    response: announcementPushCountsSchema,
  }),
} as const;
