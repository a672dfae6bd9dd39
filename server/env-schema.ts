// The environment variables the server reads, with their defaults and checks (config.ts turns
// them into the Config the app is built from).
import { isIP } from 'node:net';
import { z } from 'zod';
import { AI_DEFAULTS, aiSharesSchema } from './env-ai';
import { VIDEO_DEFAULTS } from './env-video';

export { AI_DEFAULTS, AI_DEFAULT_SHARES, AI_FEATURES, type AiFeature } from './env-ai';
export { VIDEO_DEFAULTS } from './env-video';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const positiveCount = (fallback: number) =>
  z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(fallback);

/** A comma-separated list (blank entries dropped), each entry checked by `item`. */
const commaList = (item: z.ZodType<string, string>) =>
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

/**
 * Guest write allowances per WRITE_LIMIT_WINDOW_SECONDS. A wedding shares one venue Wi-Fi address,
 * so the per-IP figures are for a room: 300 guests all posting during the toasts is 300 writes in a
 * minute, well inside 3000 (ten each); 300 phones liking every few seconds stays inside 20000. The
 * per-device figures stop one phone flooding (the 21st moment in a minute is refused) while a
 * guest sharing a burst of photos never meets them.
 */
export const WRITE_LIMIT_DEFAULTS = {
  WRITE_LIMIT_WINDOW_SECONDS: 60,
  WRITE_LIMIT_PER_DEVICE: 20,
  WRITE_LIMIT_PER_IP: 3000,
  LIKE_LIMIT_PER_DEVICE: 120,
  LIKE_LIMIT_PER_IP: 20000,
  NO_DEVICE_LIMIT_PER_IP: 30,
  // An AI answer costs money and seconds: a guest drafting a speech retries a few times a minute.
  AI_LIMIT_PER_DEVICE: 6,
  AI_LIMIT_PER_IP: 300,
  // Anonymous posts that reach the projector, from everyone together: a reception's real pace
  // (300 guests, the toasts) is far below; a flood spread over many phones is capped here.
  PROJECTOR_WRITES_PER_MINUTE: 600,
  // Of which identities issued in the last DEVICE_PROBATION_SECONDS (and writes with none) may
  // take this many: a phone that arrived ten minutes ago is never crowded out by a minting script.
  PROJECTOR_WRITES_NEW_PER_MINUTE: 200,
  DEVICE_PROBATION_SECONDS: 600,
  // New device identities per address: 300 phones behind one Wi-Fi, 100 arriving in the minute
  // after "scan the QR code", pass; a script minting thousands does not.
  DEVICE_ISSUE_PER_MINUTE: 200,
  DEVICE_ISSUE_PER_HOUR: 1000,
} as const;

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: whose X-Forwarded-For / X-Forwarded-Proto to believe. Unset: nobody's (the
 * address a request came from is the guest's). A number: that many proxies in front. Otherwise
 * the proxies' addresses or CIDRs, comma-separated (or loopback, linklocal, uniquelocal).
 */
const trustProxySchema = optionalString.transform((value, ctx): false | number | string[] => {
  if (value === undefined || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(isProxyAddress)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a number of proxies (1) or their addresses or CIDRs, such as 10.0.0.2 or loopback',
    });
    return z.NEVER;
  }
  return entries;
});

/** Newsletter subscriptions the whole site takes per hour (each one mails a stranger's address). */
export const NEWSLETTER_DEFAULTS = { NEWSLETTER_SUBSCRIPTIONS_PER_HOUR: 200 } as const;
/**
 * What the sweeper (server/lib/sweeper.ts) removes, and after how long. Idempotency keys only
 * answer a phone's retries (minutes, an outbox after a night offline); a trivia set's answers are
 * copied into its session when the set completes; a confirmation link lasts a day; page-string
 * translations are a cache the AI refills.
 */
export const SWEEP_DEFAULTS = {
  SWEEP_INTERVAL_SECONDS: 3600,
  IDEMPOTENCY_KEEP_HOURS: 48,
  TRIVIA_ANSWERS_KEEP_HOURS: 24,
  PENDING_SUBSCRIBER_KEEP_DAYS: 7,
  TEXT_TRANSLATION_KEEP_DAYS: 30,
  EXPIRED_SESSION_KEEP_HOURS: 0,
} as const;

const nonNegativeCount = (fallback: number) =>
  z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').default(fallback);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    MONGODB_URI: optionalString.pipe(
      z
        .string()
        .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
        .optional(),
    ),
    DATA_DIR: z.string().default('./data'),
    PUBLIC_URL: optionalString.pipe(
      z.url('must be a full URL such as https://example.com').optional(),
    ),
    ADMIN_PASSWORD: optionalString.pipe(
      z.string().min(8, 'must be at least 8 characters').optional(),
    ),
    SESSION_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    // Which process answered /api/health: a container's name behind a load balancer, or the id a
    // test gave the app it launched (so it never mistakes another app on a reused port for it).
    INSTANCE_ID: z.string().trim().min(1).max(100).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // Photo storage on S3 or a compatible store; all unset means files under DATA_DIR/uploads.
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ENDPOINT: optionalString.pipe(z.url().optional()),
    // The store as browsers reach it (upload URLs are signed for it); S3_ENDPOINT stays the server's.
    S3_PUBLIC_ENDPOINT: optionalString.pipe(z.url().optional()),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PUBLIC_URL: optionalString.pipe(z.url().optional()),
    S3_FORCE_PATH_STYLE: optionalString.pipe(z.enum(['true', 'false']).optional()),
    // AI through any OpenAI-compatible server; unset means the built-in generators.
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalString.pipe(z.url().optional()),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    AI_DAILY_REQUEST_LIMIT: positiveCount(AI_DEFAULTS.AI_DAILY_REQUEST_LIMIT),
    AI_REQUEST_TIMEOUT_SECONDS: positiveCount(AI_DEFAULTS.AI_REQUEST_TIMEOUT_SECONDS),
    AI_DAILY_SHARES: aiSharesSchema,
    // Videos: the system's ffmpeg (ffprobe beside it); none found means videos are off.
    FFMPEG_PATH: optionalString,
    VIDEO_MAX_SECONDS: positiveCount(VIDEO_DEFAULTS.VIDEO_MAX_SECONDS),
    VIDEO_MAX_MB: positiveCount(VIDEO_DEFAULTS.VIDEO_MAX_MB),
    VIDEO_JOB_TIMEOUT_SECONDS: positiveCount(VIDEO_DEFAULTS.VIDEO_JOB_TIMEOUT_SECONDS),
    VIDEO_MB_PER_DEVICE_HOUR: positiveCount(VIDEO_DEFAULTS.VIDEO_MB_PER_DEVICE_HOUR),
    NEWSLETTER_SUBSCRIPTIONS_PER_HOUR: positiveCount(
      NEWSLETTER_DEFAULTS.NEWSLETTER_SUBSCRIPTIONS_PER_HOUR,
    ),
    // SMS for announcements through Twilio; unset means the outbox collection only.
    TWILIO_ACCOUNT_SID: optionalString.pipe(
      z
        .string()
        .regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hex digits')
        .optional(),
    ),
    TWILIO_AUTH_TOKEN: optionalString,
    TWILIO_FROM: optionalString,
    TWILIO_API_BASE_URL: optionalString.pipe(
      z.url('must be a full URL such as https://api.twilio.com').optional(),
    ),
    SMS_DEFAULT_COUNTRY: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as US')
      .default('US'),
    // How long a process that stops renewing its hold on an SMS delivery keeps it (then resumed).
    SMS_LEASE_SECONDS: positiveCount(30),
    // Web Push (docs/push.md): the VAPID key pair (base64url, as `web-push generate-vapid-keys`
    // prints it) and the contact push services may write to; unset, a pair is generated once and
    // kept in the database.
    VAPID_PUBLIC_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
        .optional(),
    ),
    VAPID_SUBJECT: optionalString.pipe(
      z
        .string()
        .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
        .optional(),
    ),
    PUSH_LEASE_SECONDS: positiveCount(30),
    // Tests only: push endpoints may be on this machine (a loopback push service). Never in production.
    PUSH_ALLOW_LOOPBACK_ENDPOINTS: optionalString.pipe(z.enum(['true', 'false']).optional()),
    // E-mail through any SMTP server; SMTP_HOST unset means no e-mail.
    SMTP_HOST: optionalString,
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: optionalString.pipe(z.enum(['true', 'false']).optional()),
    SMTP_USER: optionalString,
    SMTP_PASSWORD: optionalString,
    MAIL_FROM: z.string().trim().default('Wedding <wedding@localhost>'),
    // Planning calendar reminders: who gets them (comma-separated) and how often due ones are looked for.
    ORGANIZER_EMAILS: optionalString.pipe(commaList(z.email('must be e-mail addresses'))),
    ORGANIZER_PHONES: optionalString.pipe(commaList(z.string().min(3, 'must be phone numbers'))),
    REMINDER_POLL_SECONDS: positiveCount(15),
    // Tests only: a photo link (the wedding party's) may point at this machine. Never in production.
    REMOTE_IMAGES_ALLOW_LOOPBACK: optionalString.pipe(z.enum(['true', 'false']).optional()),
    // Several processes share realtime events through Redis.
    REDIS_URL: optionalString.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    // Keys and streams in that Redis start with it, so several sites (or test runs) can share one.
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'letters, digits, ":", "_" or "-", at most 64')
      .default('wedding'),
    // Photo uploads: links issued and not yet confirmed (or expired) per device; how old a file
    // under incoming/ may get before it is deleted whatever became of it (longer than a link
    // lives: 15 minutes); how often that is looked for.
    UPLOADS_OPEN_PER_DEVICE: positiveCount(20),
    UPLOAD_INCOMING_MAX_AGE_MINUTES: z.coerce
      .number()
      .int('must be a whole number')
      .min(20, 'must be at least 20 (an upload link lives 15 minutes)')
      .default(60),
    UPLOAD_SWEEP_SECONDS: positiveCount(600),
    // The part size of a large upload (S3 refuses parts under 5 MiB but the last; smaller is for
    // tests on the disk store).
    UPLOAD_PART_BYTES: z.coerce
      .number()
      .int('must be a whole number')
      .min(65_536, 'must be at least 65536')
      .default(8 * 1024 * 1024),
    WRITE_LIMIT_WINDOW_SECONDS: positiveCount(WRITE_LIMIT_DEFAULTS.WRITE_LIMIT_WINDOW_SECONDS),
    WRITE_LIMIT_PER_DEVICE: positiveCount(WRITE_LIMIT_DEFAULTS.WRITE_LIMIT_PER_DEVICE),
    WRITE_LIMIT_PER_IP: positiveCount(WRITE_LIMIT_DEFAULTS.WRITE_LIMIT_PER_IP),
    LIKE_LIMIT_PER_DEVICE: positiveCount(WRITE_LIMIT_DEFAULTS.LIKE_LIMIT_PER_DEVICE),
    LIKE_LIMIT_PER_IP: positiveCount(WRITE_LIMIT_DEFAULTS.LIKE_LIMIT_PER_IP),
    NO_DEVICE_LIMIT_PER_IP: positiveCount(WRITE_LIMIT_DEFAULTS.NO_DEVICE_LIMIT_PER_IP),
    AI_LIMIT_PER_DEVICE: positiveCount(WRITE_LIMIT_DEFAULTS.AI_LIMIT_PER_DEVICE),
    AI_LIMIT_PER_IP: positiveCount(WRITE_LIMIT_DEFAULTS.AI_LIMIT_PER_IP),
    PROJECTOR_WRITES_PER_MINUTE: positiveCount(WRITE_LIMIT_DEFAULTS.PROJECTOR_WRITES_PER_MINUTE),
    PROJECTOR_WRITES_NEW_PER_MINUTE: positiveCount(
      WRITE_LIMIT_DEFAULTS.PROJECTOR_WRITES_NEW_PER_MINUTE,
    ),
    DEVICE_PROBATION_SECONDS: positiveCount(WRITE_LIMIT_DEFAULTS.DEVICE_PROBATION_SECONDS),
    DEVICE_ISSUE_PER_MINUTE: positiveCount(WRITE_LIMIT_DEFAULTS.DEVICE_ISSUE_PER_MINUTE),
    DEVICE_ISSUE_PER_HOUR: positiveCount(WRITE_LIMIT_DEFAULTS.DEVICE_ISSUE_PER_HOUR),
    /** Days after the site first issued identities that phones may still claim their old id. */
    DEVICE_CLAIM_DAYS: nonNegativeCount(30),
    TRUST_PROXY: trustProxySchema,
    SWEEP_INTERVAL_SECONDS: positiveCount(SWEEP_DEFAULTS.SWEEP_INTERVAL_SECONDS),
    IDEMPOTENCY_KEEP_HOURS: positiveCount(SWEEP_DEFAULTS.IDEMPOTENCY_KEEP_HOURS),
    TRIVIA_ANSWERS_KEEP_HOURS: positiveCount(SWEEP_DEFAULTS.TRIVIA_ANSWERS_KEEP_HOURS),
    PENDING_SUBSCRIBER_KEEP_DAYS: positiveCount(SWEEP_DEFAULTS.PENDING_SUBSCRIBER_KEEP_DAYS),
    TEXT_TRANSLATION_KEEP_DAYS: positiveCount(SWEEP_DEFAULTS.TEXT_TRANSLATION_KEEP_DAYS),
    EXPIRED_SESSION_KEEP_HOURS: nonNegativeCount(SWEEP_DEFAULTS.EXPIRED_SESSION_KEEP_HOURS),
  })
  .superRefine((env, ctx) => {
    if (env.REMOTE_IMAGES_ALLOW_LOOPBACK === 'true' && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['REMOTE_IMAGES_ALLOW_LOOPBACK'],
        message: 'is for tests only, never in production',
      });
    }
    if (env.PUSH_ALLOW_LOOPBACK_ENDPOINTS === 'true' && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['PUSH_ALLOW_LOOPBACK_ENDPOINTS'],
        message: 'is for tests only, never in production',
      });
    }
    if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither',
      });
    }
    if (env.S3_BUCKET && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set',
      });
    }
    if (env.TWILIO_ACCOUNT_SID) {
      for (const name of ['TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'required when TWILIO_ACCOUNT_SID is set',
          });
      }
    } else if (env.TWILIO_AUTH_TOKEN || env.TWILIO_FROM) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_ACCOUNT_SID'],
        message: 'required when TWILIO_AUTH_TOKEN or TWILIO_FROM is set',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;
