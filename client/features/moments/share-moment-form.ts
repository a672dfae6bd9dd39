import { z } from 'zod';
import { momentTypeSchema, type CreateMomentBody } from '../../../protocol/moments';
import { canUpload } from './upload-media';

/**
 * What each rule says when it fails: a key of the moments catalog (strings.ts), so the message
 * is shown in the guest's language.
 */
export const SHARE_MOMENT_MESSAGES = {
  missing: 'toast.missingDescription',
  mediaRequired: 'form.mediaRequired',
} as const;

type ShareMomentMessage = (typeof SHARE_MOMENT_MESSAGES)[keyof typeof SHARE_MOMENT_MESSAGES];

export function isShareMomentMessage(message: string | undefined): message is ShareMomentMessage {
  return (Object.values(SHARE_MOMENT_MESSAGES) as (string | undefined)[]).includes(message);
}

const filledIn = z.string().refine((value) => value.trim() !== '', SHARE_MOMENT_MESSAGES.missing);

/**
 * The share form's fields, turned into the request body once they pass. A photo or GIF moment
 * carries a file chosen on the device (uploaded on send): links to pictures elsewhere are not
 * taken (the server refuses them).
 */
export const shareMomentFormSchema = z
  .object({
    guestName: filledIn,
    content: filledIn,
    momentType: momentTypeSchema,
    /** A photo or GIF chosen on the device: uploaded on send. */
    mediaFileChosen: z.boolean(),
    hashtags: z.array(z.string()),
    location: z.string(),
    isPublic: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.momentType === 'text') return;
    if (values.mediaFileChosen && canUpload(values.momentType)) return;
    ctx.addIssue({
      code: 'custom',
      path: ['mediaFileChosen'],
      message: SHARE_MOMENT_MESSAGES.mediaRequired,
    });
  })
  .transform(({ mediaFileChosen: _chosen, location, ...values }): CreateMomentBody => ({
    ...values,
    ...(location.trim() ? { location } : {}),
  }));

export type ShareMomentFormValues = z.input<typeof shareMomentFormSchema>;

export function emptyShareMomentForm(guestName: string): ShareMomentFormValues {
  return {
    guestName,
    content: '',
    momentType: 'text',
    mediaFileChosen: false,
    hashtags: [],
    location: '',
    isPublic: true,
  };
}
