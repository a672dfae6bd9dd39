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

export const PARTY_EDIT_MESSAGES = {
  required: 'This field is required',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  photoUrl: 'Enter a full https:// address or a path starting with /',
  tooMany: 'At most 40 members',
} as const;

const P = PARTY_EDIT_MESSAGES;
const requiredText = (max: number) =>
  z.string({ error: P.required }).trim().min(1, P.required).max(max, P.tooLong(max));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, P.tooLong(max))
    .optional()
    .transform((value) => value || undefined);

/** One member as the editor sends it; a member without an id is new. */
export const partyMemberEditSchema = z.object({
  id: z
    .string()
    .regex(/^[a-f0-9]{24}$/i, 'Invalid id')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  name: requiredText(80),
  role: requiredText(60),
  relationship: optionalText(120),
  side: partySideSchema,
  /** A URL for now; uploads come with the photo pipeline. */
  photoUrl: z
    .string()
    .trim()
    .max(500, P.tooLong(500))
    .refine(
      (value) => value === '' || value.startsWith('/') || /^https:\/\/[^\s]+$/i.test(value),
      P.photoUrl,
    )
    .optional()
    .transform((value) => value || undefined),
});

/** The whole party in display order: members left out are removed. */
export const weddingPartyEditSchema = z.object({
  members: z.array(partyMemberEditSchema).max(40, P.tooMany),
});
export type WeddingPartyEdit = z.input<typeof weddingPartyEditSchema>;

export const weddingPartyApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/wedding-party',
    access: 'public',
    response: z.array(partyMemberSchema),
  }),
  /** Replaces the party (order included); open guest pages receive it on the `wedding` topic. */
  replace: endpoint({
    method: 'PUT',
    path: '/api/admin/wedding-party',
    access: 'organizer',
    body: weddingPartyEditSchema,
    response: z.array(partyMemberSchema),
  }),
};
