import { Router } from 'express';
import type { NamedEndpoint } from '../../../protocol/contract';
import { getViewer } from '../auth/viewer';
import { unauthorized } from './errors';

/**
 * Refuses every organizer endpoint of the contract to anyone without an organizer session, before
 * any feature's route runs: an organizer route is closed from the moment it is declared, even
 * before (or if ever without) its feature checking it again in `mount`.
 */
export function guardOrganizerEndpoints(endpoints: readonly NamedEndpoint[]): Router {
  const router = Router();
  for (const { endpoint } of endpoints) {
    if (endpoint.access !== 'organizer') continue;
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](endpoint.path, (_req, res, next) => {
      next(getViewer(res).organizer ? undefined : unauthorized());
    });
  }
  return router;
}
