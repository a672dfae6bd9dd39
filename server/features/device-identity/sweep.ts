import { olderThan, type SweepTask } from '../../lib/sweeper';
import { DeviceClaimModel } from './model';

/**
 * Claims of old ids once no claim can be made any more. Claims close `claimWindowMs`
 * (DEVICE_CLAIM_DAYS) after the site first issued identities, and every claim is made after that
 * moment, so a claim older than the window is from a closed window: the row no longer stops
 * anything (a claimed phone's identity is its signed token, not the row). The collection is then
 * bounded by the old phones that claimed in the last window, and empties once it has closed.
 */
export function closedDeviceClaimsSweep(claimWindowMs: number): SweepTask {
  return {
    name: 'device_claims.closed',
    async sweep(now) {
      const { deletedCount } = await DeviceClaimModel.deleteMany({
        claimedAt: { $lt: olderThan(now, claimWindowMs) },
      });
      return deletedCount;
    },
  };
}
