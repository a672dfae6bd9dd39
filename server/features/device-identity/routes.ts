import { Router } from 'express';
import { deviceApi } from '../../../protocol/device';
import { DEVICE_HEADER } from '../../lib/auth/viewer';
import { mount } from '../../lib/http/route';
import type { DeviceIdentityService } from './service';

export function deviceIdentityRoutes(devices: DeviceIdentityService): Router {
  const router = Router();
  mount(router, deviceApi.issue, async ({ body, viewer, req }) => {
    // A phone that already holds a valid identity gets it back (without drawing on the
    // allowance: its limiter skips a request whose identity resolved).
    const held = req.get(DEVICE_HEADER);
    if (held && viewer.deviceId) return { token: held };
    return {
      token: await devices.issue(
        body.legacyId && body.claimNonce
          ? { legacyId: body.legacyId, nonce: body.claimNonce }
          : undefined,
      ),
    };
  });
  return router;
}
