import mongoose from 'mongoose';
import {
  GUEST_SESSION_DAYS,
  type IdentifierKind,
  type SignedInGuest,
} from '../../../protocol/guests';
import { daysFromNow, type SessionTokens } from '../../lib/auth/session-token';
import type { Logger } from '../../lib/logger';
import { identityRoom } from '../../lib/realtime/identity';
import type { RealtimeHub } from '../../lib/realtime/hub';
import type { ContentLanguage } from '../../../protocol/localized';
import { presentAdminGuest } from '../guests/admin-present';
import {
  findGuest,
  findGuestByInviteCode,
  setGuestLanguage,
  type GuestRecord,
} from '../guests/door';
import { presentGuestContact, type GuestsService } from '../guests/service';
import { identifierMatches } from './identifier-match';
import { GuestSessionModel } from './model';

export function presentSignedInGuest(doc: GuestRecord): SignedInGuest {
  return {
    ...presentGuestContact(doc),
    ...(doc.language ? { language: doc.language } : {}),
  };
}

/** A live guest session: its database id (named by the sockets it opened) and its guest. */
export interface GuestSessionRef {
  id: string;
  guestId: string;
}

export interface GuestSignIn {
  token: string;
  expiresAt: Date;
  guest: SignedInGuest;
}

/** Invite-code sign-in and the guest sessions it opens. Only token hashes are stored. */
export class GuestAuthService {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly guests: GuestsService,
    private readonly hub: RealtimeHub,
    private readonly logger: Logger,
  ) {}

  /**
   * Opens a session when the invite code belongs to a guest that the identifier also names;
   * otherwise null, without saying which half was wrong.
   */
  async signIn(
    identifier: string,
    inviteCode: string,
    kind?: IdentifierKind,
  ): Promise<GuestSignIn | null> {
    const doc = await findGuestByInviteCode(inviteCode);
    if (!doc || !identifierMatches(doc, identifier, kind)) {
      this.logger.info('guest sign-in refused');
      return null;
    }
    const token = this.tokens.create();
    const expiresAt = daysFromNow(GUEST_SESSION_DAYS);
    await GuestSessionModel.create({
      tokenHash: this.tokens.hash(token),
      guestId: doc._id,
      expiresAt,
    });
    // Records isAuthenticated and lastLoginAt and tells the organizers watching the guest list.
    await this.guests.recordSignIn(doc._id.toString());
    return { token, expiresAt, guest: presentSignedInGuest(doc) };
  }

  /** The guest id of a live session, or undefined. */
  async resolve(token: string | undefined): Promise<string | undefined> {
    return (await this.session(token))?.guestId;
  }

  async session(token: string | undefined): Promise<GuestSessionRef | undefined> {
    if (!token) return undefined;
    const session = await GuestSessionModel.findOne({
      tokenHash: this.tokens.hash(token),
      expiresAt: { $gt: new Date() },
    }).lean();
    return session
      ? { id: session._id.toString(), guestId: session.guestId.toString() }
      : undefined;
  }

  async isLive(sessionId: string): Promise<boolean> {
    if (!mongoose.isValidObjectId(sessionId)) return false;
    return (
      (await GuestSessionModel.exists({ _id: sessionId, expiresAt: { $gt: new Date() } })) !== null
    );
  }

  /**
   * Ends every session of these guests (deleted from the list, or given a new code) and closes
   * their sockets on every process: the old cookie is a stranger's from now on.
   */
  async endSessionsOf(guestIds: string[]): Promise<void> {
    const ids = guestIds.filter((id) => mongoose.isValidObjectId(id));
    if (!ids.length) return;
    const { deletedCount } = await GuestSessionModel.deleteMany({ guestId: { $in: ids } });
    this.hub.disconnect(ids.map(identityRoom.guest));
    if (deletedCount)
      this.logger.info({ guests: ids.length, sessions: deletedCount }, 'guest sessions revoked');
  }

  /** The signed-in guest's own profile; null when the guest was removed from the list. */
  async profile(guestId: string | undefined): Promise<SignedInGuest | null> {
    if (!guestId || !mongoose.isValidObjectId(guestId)) return null;
    const doc = await findGuest(guestId);
    return doc ? presentSignedInGuest(doc) : null;
  }

  /**
   * Stores the language the signed-in guest switched to (their text messages and next phone follow
   * it) and shows it on the organizers' guest list. False when the guest is no longer on the list.
   */
  async setLanguage(guestId: string, language: ContentLanguage): Promise<boolean> {
    if (!mongoose.isValidObjectId(guestId)) return false;
    const doc = await setGuestLanguage(guestId, language);
    if (!doc) return false;
    this.hub.publish(
      'guests',
      'guests:saved',
      { guests: [presentAdminGuest(doc)] },
      {
        audience: 'organizers',
      },
    );
    return true;
  }

  /** Ends this browser's session and closes the sockets it opened (the page reconnects anonymous). */
  async signOut(token: string | undefined): Promise<void> {
    if (!token) return;
    const ended = await GuestSessionModel.findOneAndDelete({
      tokenHash: this.tokens.hash(token),
    }).lean();
    if (ended) this.hub.disconnect(identityRoom.session('guest', ended._id.toString()));
    // Expired sessions are swept here because FerretDB has no TTL indexes.
    await GuestSessionModel.deleteMany({ expiresAt: { $lte: new Date() } });
  }
}
