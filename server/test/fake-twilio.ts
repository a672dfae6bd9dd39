import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Twilio-compatible Messages API on loopback, for tests and benches that run the real `twilio`
 * client (pointed here with TWILIO_API_BASE_URL). It checks the account's Basic auth, reads the
 * form body, answers with Twilio's JSON message resource or error format, lists the messages it
 * accepted (GET Messages.json with To, From and DateSent filters, newest first, paged), can be told
 * to fail some numbers or to lose its answer, and counts what it accepted per number so that a
 * duplicate text shows.
 *
 * Like Twilio, it accepts a message when the request arrives and answers after its latency: a
 * client that dies in between (a crash mid-send) leaves messages accepted that it never heard of.
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
  /**
   * The next `times` messages to this number are accepted, then the connection is dropped without
   * an answer (a response lost on the way back).
   */
  loseAnswers(to: string, times: number): void;
  /** Called as each message is accepted, with its number and the total accepted so far. */
  onAccepted(listener: ((to: string, total: number) => void) | undefined): void;
  /** List requests (GET Messages.json) received. */
  lookups(): number;
  /** The texts of the messages accepted for this number, oldest first. */
  bodiesTo(to: string): string[];
  /** Most requests handled at the same time so far. */
  maxInFlight(): number;
  totalAccepted(): number;
  reset(): void;
  close(): Promise<void>;
}

function twilioError(status: number, code: number, message: string) {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}

/** Twilio's date format (RFC 2822 in UTC), which the twilio client parses back into a Date. */
const twilioDate = (date: Date) => date.toUTCString().replace('GMT', '+0000');

interface StoredMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  createdAt: Date;
}

function messageResource(message: StoredMessage) {
  const date = twilioDate(message.createdAt);
  return {
    sid: message.sid,
    account_sid: FAKE_ACCOUNT_SID,
    to: message.to,
    from: message.from,
    body: message.body,
    status: 'queued',
    direction: 'outbound-api',
    num_segments: '1',
    num_media: '0',
    price: null,
    price_unit: 'USD',
    error_code: null,
    error_message: null,
    api_version: '2010-04-01',
    date_created: date,
    date_updated: date,
    // The fake hands every message to the carrier at once.
    date_sent: date,
    uri: `/2010-04-01/Accounts/${FAKE_ACCOUNT_SID}/Messages/${message.sid}.json`,
    subresource_uris: {},
  };
}

/** Twilio's DateSent filters: a date (YYYY-MM-DD, the whole day) or a date and time, in UTC. */
function dateFilter(query: URLSearchParams) {
  const read = (key: string) => {
    const raw = query.get(key);
    if (!raw) return undefined;
    const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T00:00:00Z` : raw);
    return Number.isNaN(time) ? undefined : { time, dayOnly: raw.length === 10 };
  };
  const on = read('DateSent');
  const after = read('DateSent>');
  const before = read('DateSent<');
  const DAY = 86_400_000;
  return (date: Date) => {
    const t = date.getTime();
    if (
      on &&
      (on.dayOnly ? t < on.time || t >= on.time + DAY : Math.floor(t / 1000) * 1000 !== on.time)
    )
      return false;
    if (after && t < after.time) return false;
    if (before && t >= before.time + (before.dayOnly ? DAY : 0)) return false;
    return true;
  };
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accepted = new Map<string, number>();
  const attempts = new Map<string, number>();
  const failures = new Map<string, Failure>();
  const lostAnswers = new Map<string, number>();
  const messages: StoredMessage[] = [];
  let acceptedListener: ((to: string, total: number) => void) | undefined;
  let listRequests = 0;
  let latency = 0;
  let inFlight = 0;
  let peak = 0;
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_ACCOUNT_SID}:${FAKE_AUTH_TOKEN}`).toString('base64')}`;
  const path = `/2010-04-01/Accounts/${FAKE_ACCOUNT_SID}/Messages.json`;

  let totalAccepted = 0;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** One page of the list, newest first, as Twilio pages it (PageSize, Page, next_page_uri). */
  const listPage = (query: URLSearchParams) => {
    listRequests += 1;
    const to = query.get('To');
    const from = query.get('From');
    const sentWithin = dateFilter(query);
    const matching = messages
      .filter((m) => (!to || m.to === to) && (!from || m.from === from) && sentWithin(m.createdAt))
      .reverse();
    const pageSize = Math.min(1000, Math.max(1, Number(query.get('PageSize') ?? 50) || 50));
    const page = Math.max(0, Number(query.get('Page') ?? 0) || 0);
    const pageUri = (n: number) => {
      const next = new URLSearchParams(query);
      next.set('Page', String(n));
      next.set('PageSize', String(pageSize));
      return `${path}?${next.toString()}`;
    };
    const start = page * pageSize;
    return {
      messages: matching.slice(start, start + pageSize).map(messageResource),
      end: Math.min(matching.length, start + pageSize) - 1,
      first_page_uri: pageUri(0),
      next_page_uri: start + pageSize < matching.length ? pageUri(page + 1) : null,
      page,
      page_size: pageSize,
      previous_page_uri: page > 0 ? pageUri(page - 1) : null,
      start,
      uri: pageUri(page),
    };
  };

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
          if (req.headers.authorization !== expectedAuth) {
            if (latency) await sleep(latency);
            return send(401, twilioError(401, 20003, 'Authenticate'));
          }
          const url = new URL(req.url ?? '/', 'http://fake');
          if (req.method === 'GET' && url.pathname === path) {
            if (latency) await sleep(latency);
            return send(200, listPage(url.searchParams));
          }
          if (req.method !== 'POST' || url.pathname !== path) {
            if (latency) await sleep(latency);
            return send(
              404,
              twilioError(404, 20404, `The requested resource ${req.url} was not found`),
            );
          }
          const form = new URLSearchParams(raw);
          const to = form.get('To') ?? '';
          const from = form.get('From') ?? '';
          const body = form.get('Body') ?? '';
          const refuse = async (status: number, code: number, message: string) => {
            if (latency) await sleep(latency);
            send(status, twilioError(status, code, message));
          };
          if (!to) return await refuse(400, 21604, "A 'To' phone number is required.");
          if (!body) return await refuse(400, 21602, 'Message body is required.');
          attempts.set(to, (attempts.get(to) ?? 0) + 1);
          const failure = failures.get(to);
          if (failure && failure.remaining > 0) {
            failure.remaining -= 1;
            return await refuse(failure.status, failure.code, failure.message);
          }
          // Accepted now; the answer comes after the latency, as from a real provider.
          const message = {
            sid: `SM${randomBytes(16).toString('hex')}`,
            to,
            from,
            body,
            createdAt: new Date(),
          };
          messages.push(message);
          accepted.set(to, (accepted.get(to) ?? 0) + 1);
          totalAccepted += 1;
          acceptedListener?.(to, totalAccepted);
          if (latency) await sleep(latency);
          const lose = lostAnswers.get(to) ?? 0;
          if (lose > 0) {
            lostAnswers.set(to, lose - 1);
            return req.socket.destroy();
          }
          return send(201, messageResource(message));
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
    loseAnswers(to, times) {
      lostAnswers.set(to, times);
    },
    onAccepted(listener) {
      acceptedListener = listener;
    },
    lookups: () => listRequests,
    bodiesTo: (to) => messages.filter((m) => m.to === to).map((m) => m.body),
    maxInFlight: () => peak,
    totalAccepted: () => totalAccepted,
    reset() {
      accepted.clear();
      attempts.clear();
      failures.clear();
      lostAnswers.clear();
      messages.length = 0;
      acceptedListener = undefined;
      totalAccepted = 0;
      listRequests = 0;
      latency = 0;
      peak = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
