import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import {
  SIGN_IN_REQUIRED_MESSAGE,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '../../../protocol/http';
import { getViewer, type Viewer } from '../auth/viewer';
import { idempotencyKeyOf } from '../idempotency/idempotency';
import { badRequest, unauthorized, zodIssues } from './errors';
import { guestWriteLimit } from './rate-limit';

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

/** Every write a guest can make (public, not GET) is limited unless its endpoint opts out. */
function limitsFor(endpoint: Endpoint) {
  if (endpoint.access === 'organizer' || endpoint.method === 'GET') return [];
  const bucket = endpoint.writeLimit ?? 'standard';
  return bucket === 'none' ? [] : [guestWriteLimit(endpoint, bucket)];
}

/**
 * Mounts one endpoint of the protocol contract: limits guest writes (rate-limit.ts), parses
 * params, query and body with its schemas, enforces its access, and presents the handler's
 * result through the response schema so that
 * nothing beyond the declared fields ever reaches a client.
 */
export function mount<E extends Endpoint>(
  router: Router,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<ResponseOf<E>> | ResponseOf<E>,
): void {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](endpoint.path, ...limitsFor(endpoint), async (req, res) => {
    const viewer = getViewer(res);
    if (endpoint.access === 'organizer' && !viewer.organizer) throw unauthorized();
    if (endpoint.access === 'signed-in' && !viewer.organizer && !viewer.guestId)
      throw unauthorized(endpoint.signInMessage ?? SIGN_IN_REQUIRED_MESSAGE);
    const input = {
      params: parse(endpoint.params, req.params, 'params'),
      query: parse(endpoint.query, req.query, 'query'),
      body: parse(endpoint.body, req.body, 'body'),
      viewer,
      idempotencyKey: endpoint.idempotent ? idempotencyKeyOf(req) : undefined,
      req,
      res,
    } as RouteInput<E>;
    const result = await handler(input);
    if (res.headersSent) return;
    res.status(endpoint.status ?? 200).json(endpoint.response.parse(result));
  });
}
