import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import { z } from 'zod';
import {
  SIGN_IN_REQUIRED_MESSAGE,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '../../../protocol/http';
import { QUIZ_MESSAGES } from '../../../protocol/quiz';
import { INVITE_ONLY_MESSAGE } from '../../../protocol/site-access';
import { passesInviteOnly } from '../auth/invite-only';
import { getViewer, type Viewer } from '../auth/viewer';
import { idempotencyKeyOf } from '../idempotency/idempotency';
import { badRequest, forbidden, unauthorized, zodIssues } from './errors';
import { limitsOf } from './rate-limit';

export interface RouteInput<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  viewer: Viewer;
  /** The client's Idempotency-Key, for endpoints declared `idempotent` (lib/idempotency). */
  idempotencyKey: string | undefined;
  req: Request;
  res: Response;
}

/** Whether the site is invite-only now: the wedding feature's setting, installed by app.ts. */
export type InviteOnlyNow = () => Promise<boolean>;
const INVITE_ONLY_KEY = 'inviteOnlyNow';

export function installInviteOnlyCheck(app: express.Express, inviteOnlyNow: InviteOnlyNow): void {
  app.locals[INVITE_ONLY_KEY] = inviteOnlyNow;
}

function parse<T extends z.ZodType>(
  schema: T | undefined,
  value: unknown,
  where: string,
): z.infer<T> | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (where === 'body' ? {} : value));
  if (!result.success) {
    const issues = zodIssues(result.error);
    throw badRequest(issues[0]?.message ?? `Invalid ${where}`, issues);
  }
  return result.data;
}

/** Who may host the live quiz: an organizer, or a live host link's session. */
export const mayHostQuiz = (viewer: Viewer) => viewer.organizer || Boolean(viewer.quizHostLinkId);

/**
 * The endpoint's access, before anything else of it runs: its organizer or quiz host guard (401),
 * then an invite-only site's gate (403) for whatever it does not declare open. A 'signed-in' read
 * answers a stranger 401 on its own, in the handler, after the limits (as 'signed-in' writes do).
 */
function guard(endpoint: Endpoint): RequestHandler {
  const gated = endpoint.method !== 'GET' || endpoint.access === 'public';
  return async (req, res, next) => {
    const viewer = getViewer(res);
    if (endpoint.access === 'organizer' && !viewer.organizer) return next(unauthorized());
    if (endpoint.access === 'quiz-host' && !mayHostQuiz(viewer))
      return next(unauthorized(QUIZ_MESSAGES.hostRequired));
    if (!gated || passesInviteOnly(endpoint.openOnInviteOnlySite, viewer)) return next();
    const inviteOnlyNow = req.app.locals[INVITE_ONLY_KEY] as InviteOnlyNow | undefined;
    next((await inviteOnlyNow?.()) ? forbidden(INVITE_ONLY_MESSAGE) : undefined);
  };
}

/** The middleware of one endpoint, in order: access, its own large body, its limits. */
function pipeline(endpoint: Endpoint): RequestHandler[] {
  return [
    guard(endpoint),
    // Parsed only once the caller passed the guard (app.ts's parser leaves these alone).
    ...(endpoint.maxBodyBytes ? [express.json({ limit: endpoint.maxBodyBytes })] : []),
    ...limitsOf(endpoint),
  ];
}

function inputOf<E extends Endpoint>(endpoint: E, req: Request, res: Response): RouteInput<E> {
  const viewer = getViewer(res);
  if (endpoint.access === 'signed-in' && !viewer.organizer && !viewer.guestId)
    throw unauthorized(endpoint.signInMessage ?? SIGN_IN_REQUIRED_MESSAGE);
  return {
    params: parse(endpoint.params, req.params, 'params'),
    query: parse(endpoint.query, req.query, 'query'),
    body: parse(endpoint.body, req.body, 'body'),
    viewer,
    idempotencyKey: endpoint.idempotent ? idempotencyKeyOf(req) : undefined,
    req,
    res,
  } as RouteInput<E>;
}

const methodOf = (endpoint: Endpoint) =>
  endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Mounts one endpoint of the protocol contract, the only way a route is registered: enforces its
 * access and an invite-only site's gate, limits it as it declares (rate-limit.ts), parses params,
 * query and body with its schemas, and presents the handler's result through the response schema
 * so that nothing beyond the declared fields ever reaches a client.
 */
export function mount<E extends Endpoint>(
  router: Router,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<ResponseOf<E>> | ResponseOf<E>,
): void {
  router[methodOf(endpoint)](endpoint.path, ...pipeline(endpoint), async (req, res) => {
    const result = await handler(inputOf(endpoint, req, res));
    if (res.headersSent) return;
    res.status(endpoint.status ?? 200).json(endpoint.response.parse(result));
  });
}

/** A streamed answer's failure: an error answer before the headers, a cut connection after. */
const failStream = (res: Response, next: NextFunction) => (error: unknown) => {
  if (!res.headersSent) next(error);
  else res.destroy(error as Error);
};

/**
 * Mounts an endpoint whose answer is a file (declared `file: true`): the same access, limits and
 * parsing as `mount`, and a handler that streams the answer itself.
 */
export function mountFile<E extends Endpoint & { file: true }>(
  router: Router,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<void>,
): void {
  mountStreaming(router, endpoint, handler);
}

/** A handler that answers by itself (a stream in or out): a failure before any byte is an error. */
function mountStreaming<E extends Endpoint>(
  router: Router,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<void>,
): void {
  router[methodOf(endpoint)](endpoint.path, ...pipeline(endpoint), (req, res, next) => {
    Promise.resolve()
      .then(() => handler(inputOf(endpoint, req, res)))
      .catch(failStream(res, next));
  });
}

/**
 * Mounts an endpoint whose request body is a file (declared `rawBody: true`: the local store's
 * signed PUTs): the same access, limits and parsing of params and query as `mount`, nothing
 * reads the body before the handler, which streams it and answers itself.
 */
export function mountUpload<E extends Endpoint & { rawBody: true }>(
  router: Router,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<void>,
): void {
  mountStreaming(router, endpoint, handler);
}
