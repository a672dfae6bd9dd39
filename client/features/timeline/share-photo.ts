import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { GUEST_PHOTO_DEFAULTS } from '../../../protocol/gallery';
import {
  PARTICIPATION_MESSAGES,
  participationFormSchema,
  timelineApi,
} from '../../../protocol/timeline';
import { call } from '../../lib/api';
import { uploadMedia } from '../../lib/media-upload/upload';
import { addParticipation } from './useTimeline';

/** A photo needs the network now: the outbox keeps bodies, never files. */
export class OfflineForPhotos extends Error {
  constructor() {
    super('offline');
    this.name = 'OfflineForPhotos';
  }
}

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
 * Uploads the photo through the site's one pipeline, then posts it on the event. Not through the
 * outbox: a file cannot wait on the phone, so offline it stops at once with OfflineForPhotos.
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
      if (!navigator.onLine) throw new OfflineForPhotos();
      const photoUploadURL = await uploadMedia(file);
      return call(timelineApi.participate, {
        params: { id: eventId },
        body: {
          guestName,
          // The gallery's words for a photo without a caption (spec: 'Wedding memory').
          content: caption || GUEST_PHOTO_DEFAULTS.caption,
          participationType: 'photo',
          photoUploadURL,
        },
      });
    },
    // A photo kept for review stays out of the list until an organizer approves it.
    onSuccess: (participation) => addParticipation(queryClient, participation),
  });
}

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser believes it is online, kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}
