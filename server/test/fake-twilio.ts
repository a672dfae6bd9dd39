import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Twilio-compatible Messages API on loopback, for tests and benches that run the real `twilio`
 * client (pointed here with TWILIO_API_BASE_URL). It checks the account's Basic auth, reads the
 * form body, answers with Twilio's JSON message resource or error format, can be told to fail
 * some numbers, and counts what it accepted per number so that a duplicate text shows.
 */
export const FAKE_ACCOUNT_SID = `AC${'f'.repeat(32)}`;
export const FAKE_AUTH_TOKEN = 'fake-twilio-auth-token';
export const FAKE_FROM = '+15005550006';

interface Failure {
  status: number;
  code: number;
  message: string;
  /** How many more requests fail this way (Infinity: every one). */
  remaining: number;
}

export interface FakeTwilio {
  url: string;
  /** The TWILIO_* variables that point the app here. */
  env: Record<string, string>;
  /** Messages accepted per number (E.164). */
  accepted: Map<string, number>;
  /** Every request received per number, accepted or not. */
  attempts: Map<string, number>;
  /** The next `times` messages to this number fail with a 5xx (or 429 when asked). */
  failTransiently(to: string, times: number, status?: 429 | 500 | 503): void;
  /** Every message to this number is refused with Twilio's error for an unreachable number. */
  failPermanently(to: string): void;
  /** Milliseconds to wait before answering each message (a provider's latency). */
  setLatency(ms: number): void;
  /** Most requests handled at the same time so far. */
  maxInFlight(): number;
  totalAccepted(): number;
  reset(): void;
  close(): Promise<void>;
}

function twilioError(status: number, code: number, message: string) {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accepted = new Map<string, number>();
  const attempts = new Map<string, number>();
  const failures = new Map<string, Failure>();
  let latency = 0;
  let inFlight = 0;
  let peak = 0;
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_ACCOUNT_SID}:${FAKE_AUTH_TOKEN}`).toString('base64')}`;
  const path = `/2010-04-01/Accounts/${FAKE_ACCOUNT_SID}/Messages.json`;

  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      void (async () => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        try {
          if (latency) await new Promise((resolve) => setTimeout(resolve, latency));
          if (req.headers.authorization !== expectedAuth)
            return send(401, twilioError(401, 20003, 'Authenticate'));
          if (req.method !== 'POST' || req.url !== path)
            return send(
              404,
              twilioError(404, 20404, `The requested resource ${req.url} was not found`),
            );
          const form = new URLSearchParams(raw);
          const to = form.get('To') ?? '';
          const from = form.get('From') ?? '';
          const body = form.get('Body') ?? '';
          if (!to) return send(400, twilioError(400, 21604, "A 'To' phone number is required."));
          if (!body) return send(400, twilioError(400, 21602, 'Message body is required.'));
          attempts.set(to, (attempts.get(to) ?? 0) + 1);
          const failure = failures.get(to);
          if (failure && failure.remaining > 0) {
            failure.remaining -= 1;
            return send(failure.status, twilioError(failure.status, failure.code, failure.message));
          }
          accepted.set(to, (accepted.get(to) ?? 0) + 1);
          const now = new Date().toUTCString();
          return send(201, {
            sid: `SM${randomBytes(16).toString('hex')}`,
            account_sid: FAKE_ACCOUNT_SID,
            to,
            from,
            body,
            status: 'queued',
            direction: 'outbound-api',
            num_segments: '1',
            num_media: '0',
            price: null,
            price_unit: 'USD',
            error_code: null,
            error_message: null,
            api_version: '2010-04-01',
            date_created: now,
            date_updated: now,
            date_sent: null,
            uri: `/2010-04-01/Accounts/${FAKE_ACCOUNT_SID}/Messages/SM.json`,
            subresource_uris: {},
          });
        } finally {
          inFlight -= 1;
        }
      })();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    env: {
      TWILIO_ACCOUNT_SID: FAKE_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: FAKE_AUTH_TOKEN,
      TWILIO_FROM: FAKE_FROM,
      TWILIO_API_BASE_URL: url,
    },
    accepted,
    attempts,
    failTransiently(to, times, status = 503) {
      const [code, message] =
        status === 429
          ? [20429, 'Too Many Requests']
          : [20500, 'An internal server error has occurred'];
      failures.set(to, { status, code, message, remaining: times });
    },
    failPermanently(to) {
      failures.set(to, {
        status: 400,
        code: 21614,
        message: `'To' number ${to} is not a valid mobile number`,
        remaining: Infinity,
      });
    },
    setLatency(ms) {
      latency = ms;
    },
    maxInFlight: () => peak,
    totalAccepted: () => [...accepted.values()].reduce((sum, n) => sum + n, 0),
    reset() {
      accepted.clear();
      attempts.clear();
      failures.clear();
      latency = 0;
      peak = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
