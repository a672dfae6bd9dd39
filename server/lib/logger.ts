import { pino, type DestinationStream, type Logger } from 'pino';
import { DEVICE_HEADER } from '../../protocol/endpoint';
import { IDEMPOTENCY_KEY_HEADER } from '../../protocol/idempotency';

export type { Logger };

export const REDACTED = '[Redacted]';

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      // Secrets that travel in headers never reach the logs: sessions, a device's signed identity
      // (anyone holding it posts as that phone) and idempotency keys (some derive author tokens).
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'req.headers["x-author-token"]',
          `req.headers["${DEVICE_HEADER}"]`,
          `req.headers["${IDEMPOTENCY_KEY_HEADER.toLowerCase()}"]`,
          'res.headers["set-cookie"]',
        ],
        censor: REDACTED,
      },
    },
    destination,
  );
}

/** Query parameters whose values are credentials: links mailed or shared (unsubscribe, projector), signatures. */
const SECRET_PARAM = /token|projector|signature|credential|secret|key|code/i;
/** Paths whose last segment is a credential (the calendar feed a phone subscribes to). */
const SECRET_PATH = /^(\/api\/calendar-feed\/)[^/?#]+/;

/** A request URL fit for the logs: credential segments and query values replaced. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(SECRET_PATH, `$1${REDACTED}`);
  if (query === undefined) return safePath;
  const params = query.split('&').map((pair) => {
    const [name = '', value] = pair.split(/=(.*)/s, 2);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed name is judged as written.
    }
    return value !== undefined && SECRET_PARAM.test(decoded) ? `${name}=${REDACTED}` : pair;
  });
  return `${safePath}?${params.join('&')}`;
}

const redactValues = (values: unknown) =>
  values && typeof values === 'object'
    ? Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          SECRET_PARAM.test(name) ? REDACTED : value,
        ]),
      )
    : values;

/** pino-http's request serializer, after its own: no credential of a URL is logged. */
export function logSafeRequest(req: { url?: string; query?: unknown; params?: unknown }) {
  return {
    ...req,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    query: redactValues(req.query),
    params: redactValues(req.params),
  };
}
