import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { GUEST_PHOTO_DEFAULTS } from '../../../protocol/gallery';
import {
  PARTICIPATION_MESSAGES,
  participationFormSchema,
  timelineApi,
} from '../../../protocol/timeline';
import { submit } from '../../lib/outbox/outbox';
import { addParticipation } from './useTimeline';

/** 'Share a Photo': the name as messages are signed, an optional caption, and the chosen file. */
export const sharePhotoFormSchema = z
  .object({
    guestName: participationFormSchema.shape.guestName,
    caption: z.string().trim().max(1000, PARTICIPATION_MESSAGES.tooLong(1000)).default(''),
    photoChosen: z.boolean(),
  })
  .refine((values) => values.photoChosen, {
    path: ['photoChosen'],
    message: PARTICIPATION_MESSAGES.photoRequired,
  });
export type SharePhotoForm = z.input<typeof sharePhotoFormSchema>;

/**
 * Uploads the photo through the site's one pipeline, then posts it on the event, through the
 * outbox: offline the photo waits on this phone with the message and is sent once back online.
 */
export function useSharePhoto(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({
      guestName,
      caption,
      file,
    }: {
      guestName: string;
      caption: string;
      file: File;
    }) => {
      return submit('timeline-participation', timelineApi.participate, {
        params: { id: eventId },
        body: {
          guestName,
          // The gallery's words for a photo without a caption (spec: 'Wedding memory').
          content: caption || GUEST_PHOTO_DEFAULTS.caption,
          participationType: 'photo',
        },
        file: { blob: file, field: 'photoUploadURL' },
      });
    },
    // A photo kept for review stays out of the list until an organizer approves it.
    onSuccess: (answer) => {
      if (answer.status === 'sent') addParticipation(queryClient, answer.result);
    },
  });
}
