import { z } from 'zod';
import {
  createMomentBodySchema,
  momentTypeSchema,
  type CreateMomentBody,
} from '../../../protocol/moments';
import { canUpload } from './upload-media';

/**
 * What each rule says when it fails: a key of the moments catalog (strings.ts), so the message
 * is shown in the guest's language.
 */
export const SHARE_MOMENT_MESSAGES = {
  missing: 'toast.missingDescription',
  mediaRequired: 'form.mediaRequired',
  mediaInvalid: 'form.mediaInvalid',
} as const;

type ShareMomentMessage = (typeof SHARE_MOMENT_MESSAGES)[keyof typeof SHARE_MOMENT_MESSAGES];

export function isShareMomentMessage(message: string | undefined): message is ShareMomentMessage {
  return (Object.values(SHARE_MOMENT_MESSAGES) as (string | undefined)[]).includes(message);
}

const filledIn = z.string().refine((value) => value.trim() !== '', SHARE_MOMENT_MESSAGES.missing);

/** The share form's fields, turned into the request body once they pass. */
export const shareMomentFormSchema = z
  .object({
    guestName: filledIn,
    content: filledIn,
    momentType: momentTypeSchema,
    mediaUrl: z.string(),
    /** A photo or GIF chosen on the device: uploaded on send, instead of a link. */
    mediaFileChosen: z.boolean(),
    hashtags: z.array(z.string()),
    location: z.string(),
    isPublic: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.momentType === 'text') return;
    if (values.mediaFileChosen && canUpload(values.momentType)) return;
    if (!values.mediaUrl.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['mediaUrl'],
        message: SHARE_MOMENT_MESSAGES.mediaRequired,
      });
      return;
    }
    // The server's own rule for the address, so the guest learns before sending.
    const parsed = createMomentBodySchema.safeParse({
      guestName: 'x',
      content: 'x',
      momentType: values.momentType,
      mediaUrl: values.mediaUrl,
    });
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['mediaUrl'],
        message: SHARE_MOMENT_MESSAGES.mediaInvalid,
      });
    }
  })
  .transform(({ mediaUrl, mediaFileChosen, location, ...values }): CreateMomentBody => ({
    ...values,
    ...(values.momentType !== 'text' && !(mediaFileChosen && canUpload(values.momentType))
      ? { mediaUrl }
      : {}),
    ...(location.trim() ? { location } : {}),
  }));

export type ShareMomentFormValues = z.input<typeof shareMomentFormSchema>;

export function emptyShareMomentForm(guestName: string): ShareMomentFormValues {
  return {
    guestName,
    content: '',
    momentType: 'text',
    mediaUrl: '',
    mediaFileChosen: false,
    hashtags: [],
    location: '',
    isPublic: true,
  };
}
