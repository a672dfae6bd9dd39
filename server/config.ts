import os from 'node:os';
import path from 'node:path';
import { envSchema, type AiFeature, type Env } from './env-schema';
import type { WriteLimitSettings } from './lib/http/rate-limit';
import type { S3Settings } from './lib/storage/s3';

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  mongodbUri?: string;
  dataDir: string;
  publicUrl?: string;
  adminPassword?: string;
  sessionSecret?: string;
  logLevel: Env['LOG_LEVEL'];
  /** INSTANCE_ID, else the host name and process id. */
  instanceId: string;
  /** The object store, when S3_BUCKET is set (publicEndpoint: S3_ENDPOINT by default). */
  s3?: S3Settings;
  /**
   * An OpenAI-compatible endpoint: set by OPENAI_API_KEY, or by OPENAI_BASE_URL alone (a local
   * Ollama or vLLM needs no key; apiKey is then '').
   */
  openai?: { apiKey: string; baseUrl?: string; model: string };
  /**
   * Limits on the AI endpoint: requests per UTC day for the whole site, each feature's part of
   * them (AI_DAILY_SHARES), and time per request.
   */
  ai: { dailyRequestLimit: number; dailyShares: Record<AiFeature, number>; timeoutMs: number };
  /** Text messages for announcements; without a provider none is sent (the site says so). */
  sms?: {
    provider: 'twilio';
    accountSid: string;
    authToken: string;
    from: string;
    apiBaseUrl?: string;
  };
  /** The country of phone numbers written without +country code (ISO 3166 alpha-2). */
  smsDefaultCountry: string;
  smsLeaseMs: number;
  /**
   * Guests' videos (lib/video): FFMPEG_PATH (unset: ffmpeg on PATH), the longest clip and largest
   * file taken, and the wall-clock time one clip's processing may take.
   */
  video: { ffmpegPath?: string; maxSeconds: number; maxBytes: number; jobTimeoutMs: number };
  /** Bytes of video one device may share as moments in a rolling hour (VIDEO_MB_PER_DEVICE_HOUR). */
  videoBytesPerDeviceHour: number;
  /** Newsletter subscriptions taken per hour, site-wide; past it, subscribing is refused. */
  newsletterSubscriptionsPerHour: number;
  /**
   * Web Push (features/push): the configured VAPID pair (absent: generated once and stored), the
   * subject push services may contact, how long a dead process holds a push delivery, and whether
   * endpoints on this machine's networks are allowed (PUSH_ALLOW_LOOPBACK_ENDPOINTS, tests).
   */
  push: {
    vapid?: { publicKey: string; privateKey: string };
    subject?: string;
    leaseMs: number;
    allowLoopbackEndpoints: boolean;
  };
  /** Photo links copied into the store may point at loopback (REMOTE_IMAGES_ALLOW_LOOPBACK, tests). */
  remoteImagesAllowLoopback: boolean;
  /**
   * Outgoing e-mail (updates for subscribers, reminders); without it no e-mail is sent. Sending
   * also needs PUBLIC_URL (see lib/mail/mailer.ts): links are never built from a request.
   */
  smtp?: {
    host: string;
    port: number;
    /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
    secure: boolean;
    user?: string;
    password?: string;
    from: string;
  };
  /** Who the planning calendar's reminders go to. */
  organizerEmails: string[];
  organizerPhones: string[];
  reminderPollMs: number;
  redisUrl?: string;
  redisKeyPrefix: string;
  writeLimits: WriteLimitSettings;
  /** Photo uploads (gallery/uploads.ts). */
  uploads: {
    openPerDevice: number;
    incomingMaxAgeMs: number;
    sweepEveryMs: number;
    /** Every part of a multipart upload but the last is this long. */
    partBytes: number;
  };
  /** Express's `trust proxy`: false (nobody), a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  /** How long after the site first issued identities old ids may be claimed (DEVICE_CLAIM_DAYS). */
  deviceClaimWindowMs: number;
  /** The sweeper: how often it runs and how old each kind of row gets before it is removed. */
  sweep: {
    intervalMs: number;
    idempotencyKeysMs: number;
    triviaAnswersMs: number;
    pendingSubscribersMs: number;
    textTranslationsMs: number;
    /** How long after its expiry a session row is kept. */
    expiredSessionsMs: number;
  };
}

const HOUR_MS = 3_600_000;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once; every problem names its variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    mongodbUri: env.MONGODB_URI,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    adminPassword: env.ADMIN_PASSWORD,
    sessionSecret: env.SESSION_SECRET,
    logLevel: env.LOG_LEVEL,
    instanceId: env.INSTANCE_ID ?? `${os.hostname()}-${process.pid}`,
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION ?? 'us-east-1',
            endpoint: env.S3_ENDPOINT,
            publicEndpoint: env.S3_PUBLIC_ENDPOINT ?? env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            publicUrl: env.S3_PUBLIC_URL,
            forcePathStyle: env.S3_FORCE_PATH_STYLE
              ? env.S3_FORCE_PATH_STYLE === 'true'
              : !!env.S3_ENDPOINT,
          }
        : undefined,
    openai:
      env.OPENAI_API_KEY || env.OPENAI_BASE_URL
        ? {
            apiKey: env.OPENAI_API_KEY ?? '',
            baseUrl: env.OPENAI_BASE_URL,
            model: env.OPENAI_MODEL,
          }
        : undefined,
    ai: {
      dailyRequestLimit: env.AI_DAILY_REQUEST_LIMIT,
      dailyShares: sharesOf(env.AI_DAILY_REQUEST_LIMIT, env.AI_DAILY_SHARES),
      timeoutMs: env.AI_REQUEST_TIMEOUT_SECONDS * 1000,
    },
    sms:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? {
            provider: 'twilio',
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
            apiBaseUrl: env.TWILIO_API_BASE_URL?.replace(/\/$/, ''),
          }
        : undefined,
    smsDefaultCountry: env.SMS_DEFAULT_COUNTRY,
    smsLeaseMs: env.SMS_LEASE_SECONDS * 1000,
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : env.SMTP_PORT === 465,
          user: env.SMTP_USER,
          password: env.SMTP_PASSWORD,
          from: env.MAIL_FROM,
        }
      : undefined,
    video: {
      ffmpegPath: env.FFMPEG_PATH,
      maxSeconds: env.VIDEO_MAX_SECONDS,
      maxBytes: env.VIDEO_MAX_MB * 1024 * 1024,
      jobTimeoutMs: env.VIDEO_JOB_TIMEOUT_SECONDS * 1000,
    },
    videoBytesPerDeviceHour: env.VIDEO_MB_PER_DEVICE_HOUR * 1024 * 1024,
    newsletterSubscriptionsPerHour: env.NEWSLETTER_SUBSCRIPTIONS_PER_HOUR,
    remoteImagesAllowLoopback: env.REMOTE_IMAGES_ALLOW_LOOPBACK === 'true',
    push: {
      vapid:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      subject: env.VAPID_SUBJECT,
      leaseMs: env.PUSH_LEASE_SECONDS * 1000,
      allowLoopbackEndpoints: env.PUSH_ALLOW_LOOPBACK_ENDPOINTS === 'true',
    },
    organizerEmails: env.ORGANIZER_EMAILS,
    organizerPhones: env.ORGANIZER_PHONES,
    reminderPollMs: env.REMINDER_POLL_SECONDS * 1000,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    writeLimits: {
      windowMs: env.WRITE_LIMIT_WINDOW_SECONDS * 1000,
      standard: { perDevice: env.WRITE_LIMIT_PER_DEVICE, perIp: env.WRITE_LIMIT_PER_IP },
      light: { perDevice: env.LIKE_LIMIT_PER_DEVICE, perIp: env.LIKE_LIMIT_PER_IP },
      ai: { perDevice: env.AI_LIMIT_PER_DEVICE, perIp: env.AI_LIMIT_PER_IP },
      perIpWithoutDevice: env.NO_DEVICE_LIMIT_PER_IP,
      projectorWritesSiteWide: env.PROJECTOR_WRITES_PER_MINUTE,
      projectorWritesFromNewIdentities: env.PROJECTOR_WRITES_NEW_PER_MINUTE,
      probationMs: env.DEVICE_PROBATION_SECONDS * 1000,
      deviceIssuance: {
        perMinute: env.DEVICE_ISSUE_PER_MINUTE,
        perHour: env.DEVICE_ISSUE_PER_HOUR,
      },
    },
    uploads: {
      openPerDevice: env.UPLOADS_OPEN_PER_DEVICE,
      incomingMaxAgeMs: env.UPLOAD_INCOMING_MAX_AGE_MINUTES * 60_000,
      sweepEveryMs: env.UPLOAD_SWEEP_SECONDS * 1000,
      partBytes: env.UPLOAD_PART_BYTES,
    },
    trustProxy: env.TRUST_PROXY,
    deviceClaimWindowMs: env.DEVICE_CLAIM_DAYS * 24 * HOUR_MS,
    sweep: {
      intervalMs: env.SWEEP_INTERVAL_SECONDS * 1000,
      idempotencyKeysMs: env.IDEMPOTENCY_KEEP_HOURS * HOUR_MS,
      triviaAnswersMs: env.TRIVIA_ANSWERS_KEEP_HOURS * HOUR_MS,
      pendingSubscribersMs: env.PENDING_SUBSCRIBER_KEEP_DAYS * 24 * HOUR_MS,
      textTranslationsMs: env.TEXT_TRANSLATION_KEEP_DAYS * 24 * HOUR_MS,
      expiredSessionsMs: env.EXPIRED_SESSION_KEEP_HOURS * HOUR_MS,
    },
  };
}

/** Each feature's requests a day: its percent of the site's total, rounded down. */
function sharesOf(total: number, percents: Record<AiFeature, number>): Record<AiFeature, number> {
  return Object.fromEntries(
    Object.entries(percents).map(([feature, percent]) => [
      feature,
      Math.floor((total * percent) / 100),
    ]),
  ) as Record<AiFeature, number>;
}
