import mongoose, { Schema, type Model, type Types } from 'mongoose';
import { notFound } from '../http/errors';
import { olderThan, type SweepTask } from '../sweeper';
import { daysFromNow, type SessionTokens } from './session-token';

/*
 * Links organizers hand out (a projector's screen, the quiz host's phone): each carries a token
 * shown once; a browser trades it for a session cookie of its own; revoking the link ends every
 * session opened with it. Only HMACs of either token are stored.
 */

/** A link as organizers list it. */
export interface LinkRecord {
  id: string;
  label: string;
  createdAt: string;
}

interface LinkDocument {
  _id: Types.ObjectId;
  label: string;
  createdAt: Date;
}

interface SessionDocument {
  tokenHash: string;
  linkId: Types.ObjectId;
  expiresAt: Date;
}

export interface LinkSessionModels {
  links: Model<LinkDocument>;
  sessions: Model<SessionDocument>;
}

/** The two collections of one kind of link: `<name>_links` and `<name>_sessions`. */
export function linkSessionModels(
  modelName: string,
  collections: { links: string; sessions: string },
): LinkSessionModels {
  const links = new Schema(
    {
      label: { type: String, required: true },
      tokenHash: { type: String, required: true, unique: true },
    },
    {
      collection: collections.links,
      versionKey: false,
      timestamps: { createdAt: true, updatedAt: false },
    },
  );
  const sessions = new Schema(
    {
      tokenHash: { type: String, required: true, unique: true },
      linkId: { type: Schema.Types.ObjectId, required: true, index: true },
      expiresAt: { type: Date, required: true },
    },
    {
      collection: collections.sessions,
      versionKey: false,
      timestamps: { createdAt: true, updatedAt: false },
    },
  );
  return {
    links: mongoose.model(`${modelName}Link`, links) as unknown as Model<LinkDocument>,
    sessions: mongoose.model(`${modelName}Session`, sessions) as unknown as Model<SessionDocument>,
  };
}

export interface LinkSessionOptions {
  sessionDays: number;
  /** What revoking an unknown link answers (404). */
  linkNotFound: string;
  /** Closes the open sockets of a revoked link's sessions, in every process. */
  endSockets(linkId: string): void;
}

const present = (doc: LinkDocument): LinkRecord => ({
  id: doc._id.toString(),
  label: doc.label,
  createdAt: doc.createdAt.toISOString(),
});

export class LinkSessions {
  constructor(
    private readonly models: LinkSessionModels,
    private readonly tokens: SessionTokens,
    private readonly options: LinkSessionOptions,
  ) {}

  async list(): Promise<LinkRecord[]> {
    const docs = await this.models.links.find().sort({ createdAt: 1 }).lean<LinkDocument[]>();
    return docs.map(present);
  }

  async create(label: string): Promise<LinkRecord & { token: string }> {
    const token = this.tokens.create();
    const doc = await this.models.links.create({ label, tokenHash: this.tokens.hash(token) });
    return { ...present(doc.toObject<LinkDocument>()), token };
  }

  /** Ends the link, every session opened with it, and their open sockets, at once. */
  async revoke(id: string): Promise<void> {
    const removed = await this.models.links.findByIdAndDelete(id).lean<LinkDocument>();
    if (!removed) throw notFound(this.options.linkNotFound);
    await this.models.sessions.deleteMany({ linkId: removed._id });
    this.options.endSockets(id);
  }

  /** A session for the browser holding this link's token, or null for a forged or revoked one. */
  async openSession(
    linkToken: string,
  ): Promise<{ token: string; expiresAt: Date; linkId: string } | null> {
    const link = await this.models.links
      .findOne({ tokenHash: this.tokens.hash(linkToken) })
      .select({ _id: 1 })
      .lean<{ _id: Types.ObjectId }>();
    if (!link) return null;
    const token = this.tokens.create();
    const expiresAt = daysFromNow(this.options.sessionDays);
    const tokenHash = this.tokens.hash(token);
    await this.models.sessions.create({ tokenHash, linkId: link._id, expiresAt });
    // A revoke that ran meanwhile deleted the sessions before this one existed: undo it.
    if (!(await this.models.links.exists({ _id: link._id }))) {
      await this.models.sessions.deleteOne({ tokenHash });
      return null;
    }
    return { token, expiresAt, linkId: link._id.toString() };
  }

  /** The link id behind a session cookie, or undefined (none, forged, expired or revoked). */
  async resolve(token: string | undefined): Promise<string | undefined> {
    if (!token) return undefined;
    const session = await this.models.sessions
      .findOne({ tokenHash: this.tokens.hash(token), expiresAt: { $gt: new Date() } })
      .select({ linkId: 1 })
      .lean<{ linkId: Types.ObjectId }>();
    return session?.linkId.toString();
  }

  /** A live link's label (null once revoked). */
  async label(linkId: string): Promise<string | null> {
    if (!mongoose.isValidObjectId(linkId)) return null;
    const link = await this.models.links.findById(linkId).select({ label: 1 }).lean<LinkDocument>();
    return link?.label ?? null;
  }
}

/** Sessions expired more than `keepMs` ago (their cookie opens nothing any more). */
export function expiredLinkSessionsSweep(
  name: string,
  models: LinkSessionModels,
  keepMs: number,
): SweepTask {
  return {
    name,
    async sweep(now) {
      const { deletedCount } = await models.sessions.deleteMany({
        expiresAt: { $lt: olderThan(now, keepMs) },
      });
      return deletedCount;
    },
  };
}
