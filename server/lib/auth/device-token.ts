import { randomBytes, timingSafeEqual } from 'node:crypto';
import { DEVICE_TOKEN_PATTERN } from '../../../protocol/device';

/**
 * Device identities the server signs: `d1.<id>.<HMAC of the id under the site's session secret>`.
 * Verifying needs no database read (every request carries one), and every process of the site
 * shares the secret, so a token issued by one is honoured by all. The id inside is what features
 * key authorship, likes, players and allowances on.
 */
export class DeviceTokens {
  /** `sign` is the site's keyed hash (SessionTokens.hash); the prefix keeps its uses apart. */
  constructor(private readonly sign: (value: string) => string) {}

  private signatureOf(id: string): string {
    return this.sign(`device-identity:${id}`);
  }

  tokenFor(id: string): string {
    return `d1.${id}.${this.signatureOf(id)}`;
  }

  /** A new identity: 128 random bits. */
  issue(): { id: string; token: string } {
    const id = randomBytes(16).toString('base64url');
    return { id, token: this.tokenFor(id) };
  }

  /** The id inside a token this site signed; anything else (made up, tampered) is no identity. */
  verify(value: unknown): string | undefined {
    if (typeof value !== 'string' || !DEVICE_TOKEN_PATTERN.test(value)) return undefined;
    const [, id, signature] = value.split('.');
    const expected = Buffer.from(this.signatureOf(id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }
}
