import { PARTICIPATION_MESSAGES, type ParticipationBody } from '../../../protocol/timeline';
import type { TimelineEventDocument } from './model';

export type EventRules = Pick<
  TimelineEventDocument,
  'isInteractive' | 'allowGuestMessages' | 'allowPhotoUploads'
>;

/** Why an event refuses this kind of participation, or undefined when it takes it. */
export function refusal(event: EventRules, body: ParticipationBody): string | undefined {
  if (!event.isInteractive) return PARTICIPATION_MESSAGES.notInteractive;
  if (body.participationType === 'message' && !event.allowGuestMessages)
    return PARTICIPATION_MESSAGES.notInteractive;
  if (body.participationType === 'photo' && !event.allowPhotoUploads)
    return PARTICIPATION_MESSAGES.noPhotos;
  return undefined;
}

/** Why the photo part of a participation is bad input (400), if it is. */
export function photoProblem(body: ParticipationBody): string | undefined {
  if (body.participationType === 'photo' && !body.photoUploadURL)
    return PARTICIPATION_MESSAGES.photoRequired;
  if (body.participationType !== 'photo' && body.photoUploadURL)
    return PARTICIPATION_MESSAGES.photoNotForType;
  return undefined;
}
