import { z } from 'zod';
import { endpoint, idParams } from './http';
import { guestStatusSchema } from './guests';
import { defineMessages } from './messages';
import { rsvpSchema } from './rsvp';

/**
 * RSVPs from the home page update the matching guest on the list (the signed-in guest, else the
 * guest with that e-mail). The rest wait here for an organizer to link them or add the person.
 */
export const RSVP_LINK_MESSAGES = defineMessages('rsvpLink', {
  chooseGuest: 'Please choose a guest',
  alreadyLinked: 'This RSVP is already linked to a guest.',
  rsvpNotFound: 'RSVP not found',
  guestNotFound: 'Guest not found',
});
export const CHOOSE_GUEST_MESSAGE = RSVP_LINK_MESSAGES.chooseGuest;

export const linkRsvpBodySchema = z.object({
  guestId: z.string({ error: CHOOSE_GUEST_MESSAGE }).regex(/^[a-f0-9]{24}$/i, CHOOSE_GUEST_MESSAGE),
});
export type LinkRsvpBody = z.infer<typeof linkRsvpBodySchema>;

export const rsvpLinkedSchema = z.object({ rsvpId: z.string(), guest: guestStatusSchema });
export type RsvpLinked = z.infer<typeof rsvpLinkedSchema>;

export const RSVP_ALREADY_LINKED_MESSAGE = RSVP_LINK_MESSAGES.alreadyLinked;
export const RSVP_NOT_FOUND_MESSAGE = RSVP_LINK_MESSAGES.rsvpNotFound;
export const GUEST_NOT_FOUND_MESSAGE = RSVP_LINK_MESSAGES.guestNotFound;

export const rsvpLinksApi = {
  unmatched: endpoint({
    method: 'GET',
    path: '/api/admin/rsvp/unmatched',
    access: 'organizer',
    response: z.array(rsvpSchema),
  }),
  link: endpoint({
    method: 'POST',
    path: '/api/admin/rsvp/:id/link',
    access: 'organizer',
    params: idParams,
    body: linkRsvpBodySchema,
    response: rsvpLinkedSchema,
  }),
  addGuest: endpoint({
    method: 'POST',
    path: '/api/admin/rsvp/:id/guest',
    access: 'organizer',
    params: idParams,
    response: rsvpLinkedSchema,
    status: 201,
  }),
};
