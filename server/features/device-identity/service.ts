import { createHash } from 'node:crypto';
import type { DeviceTokens } from '../../lib/auth/device-token';
import { isDuplicateKey } from '../../lib/http/errors';
import { DeviceClaimModel } from './model';

const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Issues device identities, and lets a phone that made its own id before keep it, once. */
export class DeviceIdentityService {
  constructor(private readonly tokens: DeviceTokens) {}

  /**
   * The identity for a phone without one. A phone that already used `legacyId` (its posts, likes
   * and player are keyed on it) keeps it if nobody claimed it before, or if the claim was its own
   * (the same nonce: its first answer was lost on the way); otherwise it gets a new identity.
   */
  async issue(claim?: { legacyId: string; nonce: string }): Promise<string> {
    if (claim && (await this.claim(claim.legacyId, claim.nonce))) {
      return this.tokens.tokenFor(claim.legacyId);
    }
    return this.tokens.issue().token;
  }

  private async claim(legacyId: string, nonce: string): Promise<boolean> {
    const nonceHash = hashOf(nonce);
    try {
      await DeviceClaimModel.create({ _id: legacyId, nonceHash, claimedAt: new Date() });
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const existing = await DeviceClaimModel.findById(legacyId, { nonceHash: 1 }).lean();
      return existing?.nonceHash === nonceHash;
    }
  }
}
