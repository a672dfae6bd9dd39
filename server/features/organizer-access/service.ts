import { randomBytes } from 'node:crypto';
import { ORGANIZER_SESSION_DAYS } from '../../../protocol/organizer';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/auth/password';
import { SessionTokens, daysFromNow } from '../../lib/auth/session-token';
import type { Logger } from '../../lib/logger';
import { AppSecretModel, OrganizerSessionModel } from './model';

const SECRET_ID = 'organizer';

export interface OrganizerSessionInfo {
  token: string;
  expiresAt: Date;
}

/** Owns the organizer password and the sessions it opens. Only hashes are ever stored. */
export class OrganizerAccessService {
  private sessionSecret = '';
  /** Shared with guest sessions: one secret signs every session cookie of this site. */
  readonly tokens = new SessionTokens(() => this.sessionSecret);

  constructor(private readonly logger: Logger) {}

  /**
   * Makes sure a password hash and a session secret exist. With ADMIN_PASSWORD the hash follows it;
   * without, a password is generated once and printed once — it cannot be recovered later.
   */
  async init(options: { adminPassword?: string; sessionSecret?: string }): Promise<void> {
    const existing = await AppSecretModel.findById(SECRET_ID).lean();
    let passwordHash = existing?.passwordHash;
    if (options.adminPassword) {
      if (!passwordHash || !(await verifyPassword(options.adminPassword, passwordHash))) {
        passwordHash = await hashPassword(options.adminPassword);
      }
    } else if (!passwordHash) {
      const generated = generatePassword();
      passwordHash = await hashPassword(generated);
      // Printed straight to the console (not the JSON log) so the organizer can read it once.
      console.log(
        `\n  Organizer password (shown once; set ADMIN_PASSWORD to choose your own): ${generated}\n`,
      );
    }
    this.sessionSecret = options.sessionSecret ?? existing?.sessionSecret ?? randomBytes(32).toString('base64url');
    await AppSecretModel.updateOne(
      { _id: SECRET_ID },
      {
        $set: {
          passwordHash,
          ...(options.sessionSecret ? {} : { sessionSecret: this.sessionSecret }),
        },
      },
      { upsert: true },
    );
  }

  async login(password: string): Promise<OrganizerSessionInfo | null> {
    const secret = await AppSecretModel.findById(SECRET_ID).lean();
    if (!secret?.passwordHash || !(await verifyPassword(password, secret.passwordHash))) {
      this.logger.warn('organizer sign-in refused');
      return null;
    }
    const token = this.tokens.create();
    const expiresAt = daysFromNow(ORGANIZER_SESSION_DAYS);
    await OrganizerSessionModel.create({ tokenHash: this.hash(token), expiresAt });
    return { token, expiresAt };
  }

  /** The session's expiry when the token is a live organizer session, otherwise null. */
  async resolve(token: string | undefined): Promise<Date | null> {
    if (!token) return null;
    const session = await OrganizerSessionModel.findOne({
      tokenHash: this.hash(token),
      expiresAt: { $gt: new Date() },
    }).lean();
    return session?.expiresAt ?? null;
  }

  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    await OrganizerSessionModel.deleteOne({ tokenHash: this.hash(token) });
    // Expired sessions are swept here because FerretDB has no TTL indexes.
    await OrganizerSessionModel.deleteMany({ expiresAt: { $lte: new Date() } });
  }

  private hash(token: string): string {
    return this.tokens.hash(token);
  }
}
