import {
  PROJECTOR_LINK_MESSAGES,
  PROJECTOR_SESSION_DAYS,
  type CreatedProjectorLink,
  type ProjectorLink,
} from '../../../protocol/projector-links';
import { LinkSessions } from '../../lib/auth/link-sessions';
import type { SessionTokens } from '../../lib/auth/session-token';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { projectorLinkModels } from './model';

/**
 * Projector links: organizers create one per screen and revoke it when they like; a screen trades
 * the link's token for its own session (lib/auth/link-sessions.ts).
 */
export class ProjectorLinksService {
  private readonly links: LinkSessions;

  constructor(tokens: SessionTokens, hub: RealtimeHub) {
    this.links = new LinkSessions(projectorLinkModels, tokens, {
      sessionDays: PROJECTOR_SESSION_DAYS,
      linkNotFound: PROJECTOR_LINK_MESSAGES.linkNotFound,
      endSockets: (linkId) => hub.endProjectorSockets(linkId),
    });
  }

  list(): Promise<ProjectorLink[]> {
    return this.links.list();
  }

  create(label: string): Promise<CreatedProjectorLink> {
    return this.links.create(label);
  }

  /** Ends the link, every screen's session opened with it, and their open sockets, at once. */
  revoke(id: string): Promise<void> {
    return this.links.revoke(id);
  }

  /** A session for the screen holding this link's token, or null for a forged or revoked one. */
  openSession(linkToken: string): Promise<{ token: string; expiresAt: Date } | null> {
    return this.links.openSession(linkToken);
  }

  /** The link id behind a projector cookie, or undefined (none, forged, expired or revoked). */
  resolve(token: string | undefined): Promise<string | undefined> {
    return this.links.resolve(token);
  }
}
