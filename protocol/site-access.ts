import { z } from 'zod';
import { endpoint } from './http';
import { defineMessages } from './messages';
import { siteAccessModeSchema } from './wedding';

export const SITE_ACCESS_MESSAGES = defineMessages('siteAccess', {
  inviteOnly: 'This wedding website is for invited guests. Please sign in with your invite code.',
});
export const INVITE_ONLY_MESSAGE = SITE_ACCESS_MESSAGES.inviteOnly;

export const siteAccessSchema = z.object({ mode: siteAccessModeSchema });
export type SiteAccess = z.infer<typeof siteAccessSchema>;

/** The organizer's switch between an open site and an invite-only one (read from GET /api/wedding). */
export const siteAccessApi = {
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/site-access',
    access: 'organizer',
    body: siteAccessSchema,
    response: siteAccessSchema,
  }),
};
