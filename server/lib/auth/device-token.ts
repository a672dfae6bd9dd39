import { randomBytes, timingSafeEqual } from 'node:crypto';
import { DEVICE_TOKEN_PATTERN } from '../../../protocol/device';

/** What a valid device token says: whose it is, and since when (ms since the epoch). */
export interface DeviceIdentity {
  id: string;
  issuedAt: number;
}

/**
 * Device identities the server signs: `d1.<id>.<issued, seconds in base 36>.<HMAC of both under
 * the site's session secret>`. Verifying needs no database read (every request carries one), and
 * every process of the site shares the secret, so a token issued by one is honoured by all. The id
 * inside is what features key authorship, likes, players and allowances on; the issue time tells a
 * phone that has been here a while from one minted a minute ago (rate-limit.ts).
 */
export class DeviceTokens {
  /** `sign` is the site's keyed hash (SessionTokens.hash); the prefix keeps its uses apart. */
  constructor(
    private readonly sign: (value: string) => string,
    private readonly now: () => number = Date.now,
  ) {}

  private signatureOf(id: string, issued: string): string {
    return this.sign(`device-identity:${id}:${issued}`);
  }

  /** A token for `id`, issued now. */
  tokenFor(id: string): string {
    const issued = Math.floor(this.now() / 1000).toString(36);
    return `d1.${id}.${issued}.${this.signatureOf(id, issued)}`;
  }

  /**
   * What is stored, or counted in Redis, in place of a device id: its keyed hash, so a database
   * dump or a look at Redis shows no id a phone could be impersonated with. The dot keeps it apart
   * from any raw id (device-token.ts patterns have none).
   */
  keyOf(id: string): string {
    return `k1.${this.sign(`device-key:${id}`)}`;
  }

  /** A new identity: 128 random bits. */
  issue(): { id: string; token: string } {
    const id = randomBytes(16).toString('base64url');
    return { id, token: this.tokenFor(id) };
  }

  /** What a token this site signed says; anything else (made up, tampered) is no identity. */
  verify(value: unknown): DeviceIdentity | undefined {
    if (typeof value !== 'string' || !DEVICE_TOKEN_PATTERN.test(value)) return undefined;
    const [, id, issued, signature] = value.split('.');
    const expected = Buffer.from(this.signatureOf(id, issued));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return { id, issuedAt: parseInt(issued, 36) * 1000 };
  }
}
