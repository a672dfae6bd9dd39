import { Router } from 'express';
import { deviceApi } from '../../../protocol/device';
import type { DeviceTokens } from '../../lib/auth/device-token';
import { DEVICE_HEADER } from '../../lib/auth/viewer';
import { appLimit } from '../../lib/http/rate-limit';
import { mount } from '../../lib/http/route';
import type { DeviceIdentityService } from './service';

export function deviceIdentityRoutes(devices: DeviceIdentityService, tokens: DeviceTokens): Router {
  const router = Router();
  // A phone that already holds a valid identity gets it back without drawing on the allowance.
  router.post(deviceApi.issue.path, (req, res, next) => {
    const held = req.get(DEVICE_HEADER);
    if (held && tokens.verify(held)) {
      res.json(deviceApi.issue.response.parse({ token: held }));
      return;
    }
    next();
  });
  router.post(deviceApi.issue.path, appLimit((limits) => limits.deviceIssuance));
  mount(router, deviceApi.issue, async ({ body }) => ({
    token: await devices.issue(
      body.legacyId && body.claimNonce
        ? { legacyId: body.legacyId, nonce: body.claimNonce }
        : undefined,
    ),
  }));
  return router;
}
