import { linkSessionModels } from '../../lib/auth/link-sessions';

/**
 * Projector links organizers hand to the reception's screens (collection `projector_links`), and
 * the sessions of the screens that opened one (`projector_sessions`), ended with their link.
 */
const models = linkSessionModels('Projector', {
  links: 'projector_links',
  sessions: 'projector_sessions',
});
export const projectorLinkModels = models;
export const ProjectorLinkModel = models.links;
export const ProjectorSessionModel = models.sessions;
