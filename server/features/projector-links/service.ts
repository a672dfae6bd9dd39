import type { Types } from 'mongoose';
import {
  PROJECTOR_LINK_MESSAGES,
  PROJECTOR_SESSION_DAYS,
  type CreatedProjectorLink,
  type ProjectorLink,
} from '../../../protocol/projector-links';
import { daysFromNow, type SessionTokens } from '../../lib/auth/session-token';
import { notFound } from '../../lib/http/errors';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { ProjectorLinkModel, ProjectorSessionModel } from './model';

interface LinkDocument {
  _id: Types.ObjectId;
  label: string;
  createdAt: Date;
}

const present = (doc: LinkDocument): ProjectorLink => ({
  id: doc._id.toString(),
  label: doc.label,
  createdAt: doc.createdAt.toISOString(),
});

/**
 * Projector links: organizers create one per screen and revoke it when they like; a screen trades
 * the link's token for its own session. Only hashes of either token are stored.
 */
export class ProjectorLinksService {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly hub: RealtimeHub,
  ) {}

  async list(): Promise<ProjectorLink[]> {
    const docs = await ProjectorLinkModel.find().sort({ createdAt: 1 }).lean<LinkDocument[]>();
    return docs.map(present);
  }

  async create(label: string): Promise<CreatedProjectorLink> {
    const token = this.tokens.create();
    const doc = await ProjectorLinkModel.create({ label, tokenHash: this.tokens.hash(token) });
    return { ...present(doc.toObject<LinkDocument>()), token };
  }

  /** Ends the link, every screen's session opened with it, and their open sockets, at once. */
  async revoke(id: string): Promise<void> {
    const removed = await ProjectorLinkModel.findByIdAndDelete(id).lean();
    if (!removed) throw notFound(PROJECTOR_LINK_MESSAGES.linkNotFound);
    await ProjectorSessionModel.deleteMany({ linkId: removed._id });
    this.hub.endProjectorSockets(id);
  }

  /** A session for the screen holding this link's token, or null for a forged or revoked one. */
  async openSession(linkToken: string): Promise<{ token: string; expiresAt: Date } | null> {
    const link = await ProjectorLinkModel.findOne({ tokenHash: this.tokens.hash(linkToken) })
      .select({ _id: 1 })
      .lean<{ _id: Types.ObjectId }>();
    if (!link) return null;
    const token = this.tokens.create();
    const expiresAt = daysFromNow(PROJECTOR_SESSION_DAYS);
    await ProjectorSessionModel.create({
      tokenHash: this.tokens.hash(token),
      linkId: link._id,
      expiresAt,
    });
    // A revoke that ran meanwhile deleted the sessions before this one existed: undo it.
    if (!(await ProjectorLinkModel.exists({ _id: link._id }))) {
      await ProjectorSessionModel.deleteOne({ tokenHash: this.tokens.hash(token) });
      return null;
    }
    return { token, expiresAt };
  }

  /** The link id behind a projector cookie, or undefined (none, forged, expired or revoked). */
  async resolve(token: string | undefined): Promise<string | undefined> {
    if (!token) return undefined;
    const session = await ProjectorSessionModel.findOne({
      tokenHash: this.tokens.hash(token),
      expiresAt: { $gt: new Date() },
    })
      .select({ linkId: 1 })
      .lean<{ linkId: Types.ObjectId }>();
    return session?.linkId.toString();
  }
}
