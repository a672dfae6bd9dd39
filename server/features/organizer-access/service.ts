import { createHash, randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { ORGANIZER_SESSION_DAYS } from '../../../protocol/organizer';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/auth/password';
import { isUniqueViolation } from '../../lib/http/errors';
import { SessionTokens, daysFromNow } from '../../lib/auth/session-token';
import type { Logger } from '../../lib/logger';
import { identityRoom } from '../../lib/realtime/identity';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { insertOnce } from '../../lib/insert-once';
import { AppSecretModel, OrganizerSessionModel } from './model';

const SECRET_ID = 'organizer';

export interface OrganizerSessionInfo {
  token: string;
  expiresAt: Date;
}

/** A live organizer session: its database id (named by the sockets it opened) and its expiry. */
export interface OrganizerSessionRef {
  id: string;
  expiresAt: Date;
}

/**
 * Which password hash a session was opened under. A short digest of the hash, not the hash: every
 * session row holding a copy of the (salted) password hash would be one more copy to crack.
 */
function passwordFingerprint(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}

/** Owns the organizer password and the sessions it opens. Only hashes are ever stored. */
export class OrganizerAccessService {
  private sessionSecret = '';
  /** Shared with guest sessions: one secret signs every session cookie of this site. */
  readonly tokens = new SessionTokens(() => this.sessionSecret);

  constructor(
    private readonly hub: RealtimeHub,
    private readonly logger: Logger,
  ) {}

  /**
   * Makes sure a password hash and a session secret exist. With ADMIN_PASSWORD the hash follows it;
   * without, a password is generated once and printed once — it cannot be recovered later. A new
   * ADMIN_PASSWORD ends every organizer session and socket opened under the old one.
   *
   * What is generated is stored insert-if-absent under one fixed _id and then read back, so
   * processes starting at once on an empty database all use the one that got there first.
   */
  async init(options: { adminPassword?: string; sessionSecret?: string }): Promise<void> {
    const existing = await AppSecretModel.findById(SECRET_ID).lean();
    if (!existing) {
      // First start on an empty database: both secrets in one insert under the fixed id, the one
      // write that concurrent starts cannot both win (FerretDB applies a conditional update as a
      // read and a write, so two processes could each set their own field).
      const generated = options.adminPassword ? undefined : generatePassword();
      const inserted = await this.insertIfAbsent({
        passwordHash: await hashPassword(options.adminPassword ?? generated!),
        sessionSecret: randomBytes(32).toString('base64url'),
      });
      // Printed straight to the console (not the JSON log) so the organizer can read it once.
      if (inserted && generated)
        console.log(
          `\n  Organizer password (shown once; set ADMIN_PASSWORD to choose your own): ${generated}\n`,
        );
    } else {
      // A database from before both were stored together: fill in what it lacks.
      if (!existing.passwordHash) {
        const generated = options.adminPassword ? undefined : generatePassword();
        const stored = await this.setIfAbsent(
          'passwordHash',
          await hashPassword(options.adminPassword ?? generated!),
        );
        if (stored && generated)
          console.log(
            `\n  Organizer password (shown once; set ADMIN_PASSWORD to choose your own): ${generated}\n`,
          );
      }
      if (!existing.sessionSecret)
        await this.setIfAbsent('sessionSecret', randomBytes(32).toString('base64url'));
    }

    let secrets = await this.readSecrets();
    if (
      options.adminPassword &&
      !(await verifyPassword(options.adminPassword, secrets.passwordHash))
    ) {
      // Conditional on the hash read: of processes given the same new password, one stores its
      // hash and the others find that it verifies.
      await AppSecretModel.updateOne(
        { _id: SECRET_ID, passwordHash: secrets.passwordHash },
        { $set: { passwordHash: await hashPassword(options.adminPassword) } },
      );
      secrets = await this.readSecrets();
    }
    this.sessionSecret = options.sessionSecret ?? secrets.sessionSecret;
    await this.endSessionsOfOtherPasswords(
      secrets.passwordHash,
      secrets.passwordHash !== existing?.passwordHash,
    );
  }

  /** Creates the secrets document unless it exists; answers whether this call created it. */
  private insertIfAbsent(secrets: { passwordHash: string; sessionSecret: string }) {
    return insertOnce(AppSecretModel.collection, SECRET_ID, secrets);
  }

  /** Sets a field of the secrets document unless it has one; answers whether this call set it. */
  private async setIfAbsent(
    field: 'passwordHash' | 'sessionSecret',
    value: string,
  ): Promise<boolean> {
    try {
      const { modifiedCount, upsertedCount } = await AppSecretModel.updateOne(
        { _id: SECRET_ID, [field]: { $exists: false } },
        { $set: { [field]: value } },
        { upsert: true },
      );
      return modifiedCount + upsertedCount > 0;
    } catch (error) {
      // The document exists with the field (the upsert's insert collided with it).
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  private async readSecrets(): Promise<{ passwordHash: string; sessionSecret: string }> {
    const stored = await AppSecretModel.findById(SECRET_ID).lean();
    return { passwordHash: stored?.passwordHash ?? '', sessionSecret: stored?.sessionSecret ?? '' };
  }

  /**
   * Runs after the new hash is stored, and compares every session's fingerprint rather than only
   * the hashes at this start: a start that stopped between the two writes still ends them next time.
   */
  private async endSessionsOfOtherPasswords(passwordHash: string, changed: boolean): Promise<void> {
    const fingerprint = passwordFingerprint(passwordHash);
    if (!changed) {
      // Sessions opened before fingerprints existed were opened under this same password.
      await OrganizerSessionModel.updateMany(
        { passwordFingerprint: { $exists: false } },
        { $set: { passwordFingerprint: fingerprint } },
      );
    }
    const { deletedCount } = await OrganizerSessionModel.deleteMany({
      passwordFingerprint: { $ne: fingerprint },
    });
    if (!deletedCount) return;
    this.logger.info({ sessions: deletedCount }, 'organizer password changed: sessions ended');
    // Other processes may still hold organizer sockets (with REDIS_URL the adapter reaches them).
    this.hub.disconnect(identityRoom.organizers);
  }

  async login(password: string): Promise<OrganizerSessionInfo | null> {
    const secret = await AppSecretModel.findById(SECRET_ID).lean();
    if (!secret?.passwordHash || !(await verifyPassword(password, secret.passwordHash))) {
      this.logger.warn('organizer sign-in refused');
      return null;
    }
    const token = this.tokens.create();
    const expiresAt = daysFromNow(ORGANIZER_SESSION_DAYS);
    await OrganizerSessionModel.create({
      tokenHash: this.hash(token),
      expiresAt,
      passwordFingerprint: passwordFingerprint(secret.passwordHash),
    });
    return { token, expiresAt };
  }

  /** The session's expiry when the token is a live organizer session, otherwise null. */
  async resolve(token: string | undefined): Promise<Date | null> {
    return (await this.session(token))?.expiresAt ?? null;
  }

  async session(token: string | undefined): Promise<OrganizerSessionRef | null> {
    if (!token) return null;
    const session = await OrganizerSessionModel.findOne({
      tokenHash: this.hash(token),
      expiresAt: { $gt: new Date() },
    }).lean();
    return session ? { id: session._id.toString(), expiresAt: session.expiresAt } : null;
  }

  async isLive(sessionId: string): Promise<boolean> {
    if (!mongoose.isValidObjectId(sessionId)) return false;
    const live = await OrganizerSessionModel.exists({
      _id: sessionId,
      expiresAt: { $gt: new Date() },
    });
    return live !== null;
  }

  /** Ends this browser's session; the sockets it opened lose their organizer rights at once. */
  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    const ended = await OrganizerSessionModel.findOneAndDelete({
      tokenHash: this.hash(token),
    }).lean();
    if (ended) this.hub.disconnect(identityRoom.session('organizer', ended._id.toString()));
    // Expired sessions are swept here because FerretDB has no TTL indexes.
    await OrganizerSessionModel.deleteMany({ expiresAt: { $lte: new Date() } });
  }

  private hash(token: string): string {
    return this.tokens.hash(token);
  }
}
