import { z } from 'zod';
import { endpoint } from './http';

export const partySides = ['bride', 'groom'] as const;
export const partySideSchema = z.enum(partySides);
export type PartySide = z.infer<typeof partySideSchema>;

/** One member of the wedding party (collection `wedding_party`). */
export const partyMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** e.g. 'Maid of Honor', 'Bridesmaid', 'Best Man', 'Groomsman'. */
  role: z.string(),
  /** How they know the couple, e.g. 'Sister of the bride'. */
  relationship: z.string().optional(),
  side: partySideSchema,
  /** Empty or missing: the client shows its default portrait. */
  photoUrl: z.string().optional(),
});
export type PartyMember = z.infer<typeof partyMemberSchema>;

export const weddingPartyApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/wedding-party',
    access: 'public',
    response: z.array(partyMemberSchema),
  }),
};
