import { z } from 'zod';
import { endpoint, idParams, isoDate, okSchema } from './http';
import { FIELD_MESSAGES } from './form-fields';
import { defineMessages } from './messages';

/** The projector's own session (HttpOnly): read access to the wall and the leaderboard only. */
export const PROJECTOR_COOKIE = 'wedding_projector';
/** The query parameter of a projector link: `/live?projector=<token>`. */
export const PROJECTOR_LINK_PARAM = 'projector';
/** A projector session outlives the reception night, not the season. */
export const PROJECTOR_SESSION_DAYS = 7;

export const PROJECTOR_LINK_MESSAGES = defineMessages('projectorLink', {
  labelRequired: 'Give the link a name, such as "Reception projector".',
  tooLong: FIELD_MESSAGES.tooLong,
  invalidLink: 'This projector link is not valid or was revoked. Ask an organizer for a new one.',
  linkNotFound: 'That projector link no longer exists.',
});

export const projectorLinkBodySchema = z.object({
  label: z
    .string({ error: PROJECTOR_LINK_MESSAGES.labelRequired })
    .trim()
    .min(1, PROJECTOR_LINK_MESSAGES.labelRequired)
    .max(80, PROJECTOR_LINK_MESSAGES.tooLong(80)),
});
export type ProjectorLinkBody = z.infer<typeof projectorLinkBodySchema>;

export const projectorLinkSchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: isoDate,
});
export type ProjectorLink = z.infer<typeof projectorLinkSchema>;

/** Only the answer to its creation carries the token: the server keeps nothing but its hash. */
export const createdProjectorLinkSchema = projectorLinkSchema.extend({ token: z.string() });
export type CreatedProjectorLink = z.infer<typeof createdProjectorLinkSchema>;

export const projectorTokenBodySchema = z.object({
  token: z
    .string({ error: PROJECTOR_LINK_MESSAGES.invalidLink })
    .min(1, PROJECTOR_LINK_MESSAGES.invalidLink)
    .max(200, PROJECTOR_LINK_MESSAGES.invalidLink),
});

export const projectorLinksApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/projector-links',
    access: 'organizer',
    response: z.array(projectorLinkSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/projector-links',
    access: 'organizer',
    body: projectorLinkBodySchema,
    response: createdProjectorLinkSchema,
    status: 201,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/admin/projector-links/:id',
    access: 'organizer',
    params: idParams,
    response: okSchema,
  }),
  /** The projector page trades its link's token for the projector cookie. */
  openSession: endpoint({
    method: 'POST',
    path: '/api/projector-session',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    body: projectorTokenBodySchema,
    response: okSchema,
  }),
};
