import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { AI_FAILURE_STATUS } from '../../../protocol/ai-failure';
import { HTTP_MESSAGES, type ErrorBody } from '../../../protocol/http';
import { codeOf, type MessageParams } from '../../../protocol/messages';
import { AiFailure } from '../ai/failure';
import { redactUrl, type Logger } from '../logger';

type Issue = NonNullable<ErrorBody['issues']>[number];
/** A field's problem as a feature words it: the code is found from the message when left out. */
type IssueInput = Pick<Issue, 'path' | 'message'> & Partial<Issue>;

/**
 * An error whose message is safe to show to the client. Its code is the catalog's for that message
 * (protocol/messages.ts), so `badRequest(RSVP_MESSAGES.x)` is sent as `rsvp.x`.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: IssueInput[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, issues?: IssueInput[]) =>
  new HttpError(400, message, issues);
export const unauthorized = (message: string = HTTP_MESSAGES.organizerRequired) =>
  new HttpError(401, message);
export const forbidden = (message: string = HTTP_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = HTTP_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * A message as the wire carries it: the English words with their code and values. A message no
 * catalog declares goes out with the generic code, as it is.
 */
export function described(message: string): {
  message: string;
  code: string;
  params?: MessageParams;
} {
  const { code, params } = codeOf(message);
  return { message, code, ...(params && Object.keys(params).length ? { params } : {}) };
}

/** An error body for a refusal answered outside the error handler (a limiter, a guard). */
export const errorBody = (message: string): ErrorBody => described(message);

const describedIssue = (issue: IssueInput): Issue => ({
  path: issue.path,
  ...(issue.code
    ? {
        message: issue.message,
        code: issue.code,
        ...(issue.params ? { params: issue.params } : {}),
      }
    : described(issue.message)),
});

export function zodIssues(error: z.ZodError): NonNullable<ErrorBody['issues']> {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), ...described(issue.message) }));
}

/** MongoDB's duplicate-key error, raised by unique indexes. */
export function isDuplicateKey(
  error: unknown,
): error is { code: 11000; message?: string; keyValue?: Record<string, unknown> } {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000
  );
}

/**
 * Any unique-index violation. MongoDB answers code 11000; FerretDB 1.x does too for inserts, but an
 * update or find-and-modify that breaks an index comes back as code 1 with SQLite's 'UNIQUE
 * constraint failed' (or Postgres' duplicate key) in the message.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (isDuplicateKey(error)) return true;
  const message = (error as { message?: unknown } | null)?.message;
  return (
    typeof message === 'string' &&
    /UNIQUE constraint failed|E11000|duplicate key value violates unique constraint/.test(message)
  );
}

/** The field a duplicate-key error is about: from keyValue (MongoDB) or the index name (FerretDB). */
function duplicateField(error: {
  message?: string;
  keyValue?: Record<string, unknown>;
}): string | undefined {
  const fromKey = Object.keys(error.keyValue ?? {})[0];
  if (fromKey) return fromKey;
  return /index: ([A-Za-z0-9]+)_-?1\b/.exec(error.message ?? '')?.[1];
}

export const DATABASE_UNAVAILABLE_WRITE = HTTP_MESSAGES.databaseWrite;
export const DATABASE_UNAVAILABLE_READ = HTTP_MESSAGES.databaseRead;

/** The driver's errors for a database that cannot be reached (as opposed to a refused query). */
const UNAVAILABLE_ERROR_NAMES = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

/** A socket the driver wrote to after the database hung up surfaces as a bare Node error. */
const BROKEN_SOCKET_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED']);

/**
 * Whether an error means the database is out of reach: a lost connection, no server to select, or
 * an operation that waited in mongoose's buffer while disconnected (lib/db.ts bounds that wait).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { name, message, cause, code } = current as {
      name?: string;
      message?: string;
      cause?: unknown;
      code?: unknown;
    };
    if (name && UNAVAILABLE_ERROR_NAMES.has(name)) return true;
    if (typeof code === 'string' && BROKEN_SOCKET_CODES.has(code)) return true;
    if (name === 'MongooseError' && /buffering timed out/.test(message ?? '')) return true;
    current = cause;
  }
  return false;
}

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(notFound(HTTP_MESSAGES.noRoute(req.method, req.originalUrl.split('?')[0] ?? '')));
};

/** The router's refusal of a path parameter that is not valid percent-encoding (`%zz`). */
function isUndecodablePath(error: unknown): boolean {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  return (
    status === 400 && typeof message === 'string' && message.startsWith('Failed to decode param')
  );
}

/**
 * The 4xx status an http-errors error carries (what body-parser, the router and serve-static
 * raise), or undefined for anything else.
 */
function clientErrorStatus(error: unknown): number | undefined {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const code = typeof status === 'number' ? status : statusCode;
  // Not `expose`: serve-static marks a missing file unexposed, to keep its path to itself; the
  // answer never carries the error's own words anyway.
  return typeof code === 'number' && code >= 400 && code < 500 ? code : undefined;
}

/** A refusal's own words for the log (never its stack: it is the caller's mistake). */
const errorReason = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    let status = 500;
    let body: ErrorBody = described(HTTP_MESSAGES.internal);
    let refusedByFramework = false;
    if (error instanceof z.ZodError) {
      const issues = zodIssues(error);
      status = 400;
      body = { ...described(issues[0]?.message ?? HTTP_MESSAGES.invalidRequest), issues };
    } else if (error instanceof HttpError) {
      status = error.status;
      body = {
        ...described(error.message),
        ...(error.issues ? { issues: error.issues.map(describedIssue) } : {}),
      };
    } else if (error instanceof AiFailure) {
      status = AI_FAILURE_STATUS[error.reason];
      body = { message: error.message, code: `ai.${error.reason}`, reason: error.reason };
    } else if (isUniqueViolation(error)) {
      // FerretDB reports an update that breaks a unique index as code 1: still a conflict, not a 500.
      const field = isDuplicateKey(error) ? duplicateField(error) : undefined;
      // Recognised by its words, not its code: worth a look if a route did not expect it.
      if (!isDuplicateKey(error))
        logger.warn(
          { err: error, url: redactUrl(req.originalUrl) },
          'unique index refused an update',
        );
      status = 409;
      body = described(field ? HTTP_MESSAGES.fieldTaken(field) : HTTP_MESSAGES.entryExists);
    } else if (isDatabaseUnavailable(error)) {
      // A write that failed this way was not stored: say so, never pretend it was.
      status = 503;
      const reading = req.method === 'GET' || req.method === 'HEAD';
      body = described(reading ? DATABASE_UNAVAILABLE_READ : DATABASE_UNAVAILABLE_WRITE);
      res.setHeader('Retry-After', '5');
    } else if (error?.type === 'entity.too.large') {
      status = 413;
      body = described(HTTP_MESSAGES.tooLarge);
      refusedByFramework = true;
    } else if (error instanceof URIError || isUndecodablePath(error)) {
      status = 400;
      body = described(HTTP_MESSAGES.badAddress);
      refusedByFramework = true;
    } else if (error?.type === 'entity.parse.failed') {
      status = 400;
      body = described(HTTP_MESSAGES.invalidJson);
      refusedByFramework = true;
    } else if (clientErrorStatus(error)) {
      // Express's and the static server's own refusals (a missing built file, a malformed
      // address): the caller's mistake, not ours, so its status and a generic word.
      status = clientErrorStatus(error)!;
      body = described(
        status === 404
          ? HTTP_MESSAGES.notFound
          : HTTP_MESSAGES.refused(status, STATUS_CODES[status] ?? 'Bad Request'),
      );
      refusedByFramework = true;
    }
    const url = redactUrl(req.originalUrl);
    if (status >= 500) logger.error({ err: error, url }, 'request failed');
    else if (refusedByFramework)
      logger.warn({ status, reason: errorReason(error), url }, 'request refused');
    res.status(status).json(body);
  };
}
