import express, { Router } from 'express';
import type { NamedEndpoint } from '../../../protocol/contract';

/** What the API reads of a JSON body, unless an endpoint declares more (`maxBodyBytes`). */
const API_BODY_LIMIT = '100kb';
const OWN_BODY = 'ownBody';

/**
 * Parses the API's JSON bodies, except those of endpoints that declare a larger one: `mount`
 * parses those itself, once the caller has passed the endpoint's access check.
 */
export function jsonBodies(endpoints: readonly NamedEndpoint[]): Router {
  const router = Router();
  const parse = express.json({ limit: API_BODY_LIMIT });
  for (const { endpoint } of endpoints) {
    if (!endpoint.maxBodyBytes) continue;
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](endpoint.path, (_req, res, next) => {
      res.locals[OWN_BODY] = true;
      next();
    });
  }
  router.use('/api', (req, res, next) => (res.locals[OWN_BODY] ? next() : parse(req, res, next)));
  return router;
}
