import { createHash } from 'node:crypto';
import { OLD_CLIENT_DEVICE_ID_PATTERN } from '../../../protocol/device-token';
import type { DeviceTokens } from '../../lib/auth/device-token';
import { isDuplicateKey } from '../../lib/http/errors';
import { DeviceClaimModel } from './model';
import { usedBefore } from './upgrade';

const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Issues device identities, and lets a phone that made its own id before keep it, once. */
export class DeviceIdentityService {
  /**
   * `issuedSince`: when this site first issued identities (upgrade.ts); `claimWindowMs`: how long
   * after it old ids may still be claimed (DEVICE_CLAIM_DAYS).
   */
  constructor(
    private readonly tokens: DeviceTokens,
    private readonly issuedSince: Date,
    private readonly claimWindowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The identity for a phone without one. A phone that already used `legacyId` (its posts, likes
   * and player are keyed on it) keeps it if nobody claimed it before, or if the claim was its own
   * (the same nonce: its first answer was lost on the way); otherwise it gets a new identity.
   * Only an id the old client made, found in data from before the upgrade, within the window,
   * is claimable: never an issued id, which a phone could otherwise take over.
   */
  async issue(claim?: { legacyId: string; nonce: string }): Promise<string> {
    if (claim && (await this.claimable(claim.legacyId)) && (await this.claim(claim))) {
      return this.tokens.tokenFor(claim.legacyId);
    }
    return this.tokens.issue().token;
  }

  private async claimable(legacyId: string): Promise<boolean> {
    if (!OLD_CLIENT_DEVICE_ID_PATTERN.test(legacyId)) return false;
    if (this.now() >= this.issuedSince.getTime() + this.claimWindowMs) return false;
    return usedBefore(legacyId, this.tokens.keyOf(legacyId), this.issuedSince);
  }

  /** Claims are kept under the id's keyed hash (upgrade.ts moves rows kept under the id). */
  private async claim({ legacyId, nonce }: { legacyId: string; nonce: string }): Promise<boolean> {
    const nonceHash = hashOf(nonce);
    const key = this.tokens.keyOf(legacyId);
    try {
      await DeviceClaimModel.create({ _id: key, nonceHash, claimedAt: new Date() });
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const existing = await DeviceClaimModel.findById(key, { nonceHash: 1 }).lean();
      return existing?.nonceHash === nonceHash;
    }
  }
}
