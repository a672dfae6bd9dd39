import type RequestClient from 'twilio/lib/base/RequestClient';
import { loadOnce } from '../load-once';
import { SmsSendError, type SmsProvider } from './provider';

type TwilioLibrary = typeof import('twilio');
// A CommonJS package (`export =`): its exports are the default export of an ESM import.
const loadTwilio = loadOnce(
  async () => ((await import('twilio')) as unknown as { default: TwilioLibrary }).default,
);

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /** Another address for Twilio's API (a compatible server, a test double on loopback). */
  apiBaseUrl?: string;
}

const TWILIO_ORIGIN = /^https:\/\/[a-z0-9.-]+\.twilio\.com/;
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The twilio package builds every address from its own host names (api.twilio.com, with an edge
 * and region when given); its documented extension point for transport is `httpClient`, a
 * RequestClient. This one sends the same requests to another origin.
 */
function redirectingRequestClient(twilio: TwilioLibrary, baseUrl: string): RequestClient {
  class RedirectingRequestClient extends twilio.RequestClient {
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      return super.request<TData>({ ...opts, uri: opts.uri.replace(TWILIO_ORIGIN, baseUrl) });
    }
  }
  return new RedirectingRequestClient({ timeout: REQUEST_TIMEOUT_MS, keepAlive: true });
}

/** Network failures worth retrying; those in NEVER_SENT happen before the request leaves. */
const TRANSIENT_NETWORK = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'ECONNABORTED',
  'EPIPE',
  'EAI_AGAIN',
  'ERR_NETWORK',
]);
const NEVER_SENT = new Set(['ECONNREFUSED', 'EAI_AGAIN']);
/** The most messages to one number a lookup reads (the newest). */
const LOOKUP_LIMIT = 50;

/** Twilio's answer (or the network's failure) as a reason and whether retrying may help. */
function classifyTwilioError(twilio: TwilioLibrary, error: unknown): SmsSendError {
  if (error instanceof twilio.RestException) {
    const transient = error.status === 429 || error.status >= 500;
    const code = error.code ? ` (${error.code})` : '';
    return new SmsSendError(`${error.status}${code}: ${error.message}`, transient);
  }
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && TRANSIENT_NETWORK.has(code))
    return new SmsSendError(`network: ${code}`, true, !NEVER_SENT.has(code));
  const message = error instanceof Error ? error.message : String(error);
  // Anything else we cannot read: say what it was, and let the retry policy try again, after
  // asking Twilio whether the message went out after all.
  return new SmsSendError(`error: ${message}`, true, true);
}

export function createTwilioProvider(settings: TwilioSettings): SmsProvider {
  const connect = loadOnce(async () => {
    const twilio = await loadTwilio();
    const client = twilio(settings.accountSid, settings.authToken, {
      httpClient: settings.apiBaseUrl
        ? redirectingRequestClient(twilio, settings.apiBaseUrl)
        : new twilio.RequestClient({ timeout: REQUEST_TIMEOUT_MS, keepAlive: true }),
    });
    return { twilio, client };
  });
  return {
    name: 'twilio',
    async send(to, body) {
      const { twilio, client } = await connect();
      try {
        const message = await client.messages.create({ to, from: settings.from, body });
        return { providerId: message.sid };
      } catch (error) {
        throw classifyTwilioError(twilio, error);
      }
    },
    async findAccepted(to, body, since) {
      const { twilio, client } = await connect();
      try {
        // Twilio lists a number's messages newest first. Filtering on DateSent would miss those
        // still queued (no date_sent yet), so the creation date and the body are checked here.
        const messages = await client.messages.list({
          to,
          from: settings.from,
          limit: LOOKUP_LIMIT,
        });
        const found = messages.find(
          (m) =>
            m.body === body &&
            m.direction.startsWith('outbound') &&
            new Date(m.dateCreated).getTime() >= since.getTime() &&
            m.status !== 'failed' &&
            m.status !== 'canceled',
        );
        return found ? { providerId: found.sid } : null;
      } catch (error) {
        throw classifyTwilioError(twilio, error);
      }
    },
  };
}
