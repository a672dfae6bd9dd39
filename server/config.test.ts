import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('starts on a fresh machine with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
    for (const optional of [
      'mongodbUri',
      'publicUrl',
      'adminPassword',
      'sessionSecret',
      's3',
      'openai',
      'sms',
      'redisUrl',
    ] as const) {
      expect(config[optional]).toBeUndefined();
    }
  });

  it('treats blank variables as unset', () => {
    const config = loadConfig({ MONGODB_URI: '  ', ADMIN_PASSWORD: '', S3_BUCKET: '' });
    expect(config.mongodbUri).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
    expect(config.s3).toBeUndefined();
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['MONGODB_URI', { MONGODB_URI: 'http://x' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'notaurl' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'short' }],
    ['SESSION_SECRET', { SESSION_SECRET: 'too-short' }],
    ['S3_ACCESS_KEY_ID', { S3_BUCKET: 'photos' }],
    ['REDIS_URL', { REDIS_URL: 'localhost:6379' }],
    ['REDIS_KEY_PREFIX', { REDIS_KEY_PREFIX: 'with spaces' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['WRITE_LIMIT_PER_DEVICE', { WRITE_LIMIT_PER_DEVICE: '0' }],
    ['WRITE_LIMIT_PER_IP', { WRITE_LIMIT_PER_IP: 'lots' }],
    ['LIKE_LIMIT_PER_DEVICE', { LIKE_LIMIT_PER_DEVICE: '2.5' }],
    ['WRITE_LIMIT_WINDOW_SECONDS', { WRITE_LIMIT_WINDOW_SECONDS: '-60' }],
    ['DEVICE_CLAIM_DAYS', { DEVICE_CLAIM_DAYS: 'forever' }],
    ['TWILIO_ACCOUNT_SID', { TWILIO_ACCOUNT_SID: 'nope' }],
    [
      'TWILIO_AUTH_TOKEN',
      { TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_FROM: '+15005550006' },
    ],
    ['TWILIO_ACCOUNT_SID', { TWILIO_AUTH_TOKEN: 'secret' }],
    ['TWILIO_API_BASE_URL', { TWILIO_API_BASE_URL: 'localhost' }],
    ['SMS_DEFAULT_COUNTRY', { SMS_DEFAULT_COUNTRY: 'usa' }],
    ['SMS_LEASE_SECONDS', { SMS_LEASE_SECONDS: '0' }],
  ])('refuses a bad value and names %s', (variable, env) => {
    expect(problemsOf(env)).toContain(variable);
  });

  it('asks for both S3 keys when only the bucket is set', () => {
    const message = problemsOf({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' });
    expect(message).toContain('S3_SECRET_ACCESS_KEY');
    expect(message).toContain('S3_BUCKET');
  });

  it('sends text messages through Twilio once its three variables are set', () => {
    const config = loadConfig({
      TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE_URL: 'http://127.0.0.1:4010/',
      SMS_DEFAULT_COUNTRY: 'MX',
    });
    expect(config.sms).toEqual({
      provider: 'twilio',
      accountSid: `AC${'a'.repeat(32)}`,
      authToken: 'token',
      from: '+15005550006',
      apiBaseUrl: 'http://127.0.0.1:4010',
    });
    expect(config.smsDefaultCountry).toBe('MX');
    expect(loadConfig({}).smsDefaultCountry).toBe('US');
    expect(loadConfig({}).smsLeaseMs).toBe(30_000);
    expect(loadConfig({ SMS_LEASE_SECONDS: '3' }).smsLeaseMs).toBe(3_000);
  });

  it('lists every problem at once', () => {
    const message = problemsOf({ PORT: 'abc', PUBLIC_URL: 'notaurl' });
    expect(message).toContain('PORT');
    expect(message).toContain('PUBLIC_URL');
  });

  it('reads a full production environment', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      MONGODB_URI: 'mongodb+srv://user:pass@cluster.example.net/wedding',
      PUBLIC_URL: 'https://wedding.example.com/',
      ADMIN_PASSWORD: 'a long enough password',
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      OPENAI_API_KEY: 'sk-test',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      mongodbUri: 'mongodb+srv://user:pass@cluster.example.net/wedding',
      publicUrl: 'https://wedding.example.com',
      adminPassword: 'a long enough password',
      redisUrl: 'redis://cache:6379',
    });
    expect(config.s3).toEqual({
      bucket: 'photos',
      region: 'us-east-1',
      endpoint: undefined,
      publicEndpoint: undefined,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: undefined,
      forcePathStyle: false,
    });
    expect(config.openai).toEqual({ apiKey: 'sk-test', baseUrl: undefined, model: 'gpt-4o-mini' });
  });

  it('signs browsers’ uploads for the store’s public address, S3_ENDPOINT unless S3_PUBLIC_ENDPOINT says', () => {
    const s3 = { S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    const internal = loadConfig({ ...s3, S3_ENDPOINT: 'http://seaweedfs:8333' });
    expect(internal.s3).toMatchObject({
      endpoint: 'http://seaweedfs:8333',
      publicEndpoint: 'http://seaweedfs:8333',
      forcePathStyle: true,
    });
    const behindFront = loadConfig({
      ...s3,
      S3_ENDPOINT: 'http://seaweedfs:8333',
      S3_PUBLIC_ENDPOINT: 'https://wedding.example',
    });
    expect(behindFront.s3).toMatchObject({
      endpoint: 'http://seaweedfs:8333',
      publicEndpoint: 'https://wedding.example',
    });
    expect(problemsOf({ ...s3, S3_PUBLIC_ENDPOINT: 'wedding.example' })).toContain(
      'S3_PUBLIC_ENDPOINT',
    );
  });

  it('takes a base URL alone for a compatible server that needs no key, and the AI limits', () => {
    const config = loadConfig({
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_MODEL: 'llama3.2',
      AI_DAILY_REQUEST_LIMIT: '40',
      AI_REQUEST_TIMEOUT_SECONDS: '5',
    });
    expect(config.openai).toEqual({
      apiKey: '',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
    });
    expect(config.ai).toEqual({
      dailyRequestLimit: 40,
      dailyShares: { speech: 12, assistant: 12, translation: 8, bingo: 4, trivia: 4 },
      timeoutMs: 5000,
    });
    expect(loadConfig({}).ai).toEqual({
      dailyRequestLimit: 500,
      dailyShares: { speech: 150, assistant: 150, translation: 100, bingo: 50, trivia: 50 },
      timeoutMs: 30_000,
    });
    expect(problemsOf({ AI_DAILY_REQUEST_LIMIT: '0' })).toContain('AI_DAILY_REQUEST_LIMIT');
  });

  it('gives each AI feature its share of the day, and refuses shares over 100%', () => {
    expect(loadConfig({ AI_DAILY_SHARES: 'trivia=2, speech=38' }).ai.dailyShares).toEqual({
      speech: 190,
      assistant: 150,
      translation: 100,
      bingo: 50,
      trivia: 10,
    });
    expect(problemsOf({ AI_DAILY_SHARES: 'speech=90' })).toContain('AI_DAILY_SHARES');
    expect(problemsOf({ AI_DAILY_SHARES: 'poems=5' })).toContain('AI_DAILY_SHARES');
  });

  it('limits guest writes generously by default, per minute, and reads overrides', () => {
    expect(loadConfig({}).writeLimits).toEqual({
      windowMs: 60_000,
      standard: { perDevice: 20, perIp: 3000 },
      light: { perDevice: 120, perIp: 20000 },
      ai: { perDevice: 6, perIp: 300 },
      perIpWithoutDevice: 30,
      projectorWritesSiteWide: 600,
      projectorWritesFromNewIdentities: 200,
      probationMs: 600_000,
      deviceIssuance: { perMinute: 200, perHour: 1000 },
    });
    expect(
      loadConfig({
        WRITE_LIMIT_WINDOW_SECONDS: '30',
        WRITE_LIMIT_PER_DEVICE: '5',
        WRITE_LIMIT_PER_IP: '600',
        LIKE_LIMIT_PER_DEVICE: '50',
        LIKE_LIMIT_PER_IP: '5000',
        NO_DEVICE_LIMIT_PER_IP: '10',
        AI_LIMIT_PER_DEVICE: '3',
        AI_LIMIT_PER_IP: '90',
        PROJECTOR_WRITES_PER_MINUTE: '120',
        DEVICE_ISSUE_PER_MINUTE: '50',
        DEVICE_ISSUE_PER_HOUR: '400',
      }).writeLimits,
    ).toEqual({
      windowMs: 30_000,
      standard: { perDevice: 5, perIp: 600 },
      light: { perDevice: 50, perIp: 5000 },
      ai: { perDevice: 3, perIp: 90 },
      perIpWithoutDevice: 10,
      projectorWritesSiteWide: 120,
      projectorWritesFromNewIdentities: 200,
      probationMs: 600_000,
      deviceIssuance: { perMinute: 50, perHour: 400 },
    });
  });

  it('trusts no proxy by default; TRUST_PROXY names a hop count or the proxies, and nothing vaguer', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const value of ['true', 'everyone', '10.0.0.0/33', '300.1.1.1']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads the planning reminders’ recipients as comma-separated lists', () => {
    const config = loadConfig({
      ORGANIZER_EMAILS: ' ana@example.com, ,ben@example.com ',
      ORGANIZER_PHONES: '+1 415 555 0101',
    });
    expect(config.organizerEmails).toEqual(['ana@example.com', 'ben@example.com']);
    expect(config.organizerPhones).toEqual(['+1 415 555 0101']);
    expect(config.reminderPollMs).toBe(15_000);
    expect(loadConfig({}).organizerEmails).toEqual([]);
    expect(problemsOf({ ORGANIZER_EMAILS: 'ana@example.com, not-an-address' })).toContain(
      'ORGANIZER_EMAILS.1: must be e-mail addresses',
    );
  });

  it('sweeps hourly with the documented ages, and reads overrides', () => {
    expect(loadConfig({}).sweep).toEqual({
      intervalMs: 3_600_000,
      idempotencyKeysMs: 48 * 3_600_000,
      triviaAnswersMs: 24 * 3_600_000,
      pendingSubscribersMs: 7 * 86_400_000,
      textTranslationsMs: 30 * 86_400_000,
      expiredSessionsMs: 0,
    });
    expect(
      loadConfig({ IDEMPOTENCY_KEEP_HOURS: '6', EXPIRED_SESSION_KEEP_HOURS: '12' }).sweep,
    ).toMatchObject({ idempotencyKeysMs: 6 * 3_600_000, expiredSessionsMs: 12 * 3_600_000 });
    const problems = problemsOf({
      TRIVIA_ANSWERS_KEEP_HOURS: '0',
      SWEEP_INTERVAL_SECONDS: 'often',
    });
    expect(problems).toContain('TRIVIA_ANSWERS_KEEP_HOURS: must be at least 1');
    expect(problems).toContain('SWEEP_INTERVAL_SECONDS:');
  });

  it('takes videos of up to 3 minutes and 300 MB by default, with ffmpeg from PATH', () => {
    expect(loadConfig({}).video).toEqual({
      ffmpegPath: undefined,
      maxSeconds: 180,
      maxBytes: 300 * 1024 * 1024,
      jobTimeoutMs: 600_000,
    });
    expect(
      loadConfig({
        FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg',
        VIDEO_MAX_SECONDS: '60',
        VIDEO_MAX_MB: '50',
      }).video,
    ).toMatchObject({
      ffmpegPath: '/opt/ffmpeg/bin/ffmpeg',
      maxSeconds: 60,
      maxBytes: 50 * 1024 * 1024,
    });
    expect(problemsOf({ VIDEO_JOB_TIMEOUT_SECONDS: '0' })).toContain(
      'VIDEO_JOB_TIMEOUT_SECONDS: must be at least 1',
    );
  });
});
